import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { FeedbackButton } from '../../components/feedback/feedback-button';
import { AppFooter } from '../../components/footer/app-footer';
import { AppHeader } from '../../components/header/app-header';
import { VerificationBanner } from '../../features/auth';
import { NotificationBanner } from '../../features/notifications';

/** Header, banners, the page, footer and the feedback button. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-frame">
      <AppHeader />
      <NotificationBanner />
      <VerificationBanner />
      <main className="app-main" id="main">
        <Container>{children}</Container>
      </main>
      <AppFooter />
      <FeedbackButton />
    </div>
  );
}
