import { observer } from 'mobx-react-lite';
import { Container } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { COPYRIGHT_START_YEAR } from '@app/shared';
import { useStores } from '../../stores/store-context';
import { chromeMessages } from '../messages';

export function copyrightLine(name: string, now = new Date()): string {
  return `© ${COPYRIGHT_START_YEAR}–${now.getFullYear()} ${name}`;
}

export const AppFooter = observer(function AppFooter() {
  const { tenant } = useStores();
  const { name, email } = tenant.tenant;
  return (
    <footer className={`app-footer border-top bg-white py-4 ${email ? 'clear-feedback-button' : ''}`} data-testid="app-footer">
      <Container className="d-flex flex-column flex-md-row gap-2 justify-content-between align-items-md-center">
        <div className="text-body-secondary">
          <span data-testid="copyright">{copyrightLine(name)}</span>. <FormattedMessage {...chromeMessages.rights} />
        </div>
        {email && (
          <div>
            <span className="text-body-secondary me-1">
              <FormattedMessage {...chromeMessages.contact} />
            </span>
            <a href={`mailto:${email}`} data-testid="footer-contact">
              {email}
            </a>
          </div>
        )}
      </Container>
    </footer>
  );
});
