import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import type { SiteTexts } from '@app/shared';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { usePageTitle } from '../use-site-texts';
import { SiteNav } from './site-nav';

/**
 * Frame of every public site page: its title and the site's links. The marketing site is the main brand's:
 * on a partner's host (whose header links to the partner's own site) a visitor goes to the branded login.
 */
export const SitePage = observer(function SitePage({ texts, title, children }: { texts: SiteTexts; title: string; children: ReactNode }) {
  const { tenant } = useStores();
  usePageTitle(title, texts.meta.siteName);
  if (tenant.settled && !tenant.tenant.isMainBrand) return <Navigate to={PATHS.login} replace />;
  return (
    <div className="public-site" data-testid="public-site">
      <SiteNav texts={texts} />
      {children}
    </div>
  );
});

/** A section of a public page with its h2. */
export function Section({ title, lead, children, id }: { title: string; lead?: string; children: ReactNode; id?: string }) {
  return (
    <section className="mb-5" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 className="h4 fw-semibold mb-1" id={id ? `${id}-title` : undefined}>
        {title}
      </h2>
      {lead && <p className="text-body-secondary">{lead}</p>}
      <div className={lead ? '' : 'mt-3'}>{children}</div>
    </section>
  );
}
