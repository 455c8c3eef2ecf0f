import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';
import type { SiteTexts } from '@app/shared';
import { SITE_PATHS } from '../paths';

/** The public site's own links, under the app header (the header keeps the spec's practice links). */
export function SiteNav({ texts }: { texts: SiteTexts }) {
  const n = texts.nav;
  const links = [
    [SITE_PATHS.home, n.home],
    [SITE_PATHS.others, n.courses],
    [SITE_PATHS.classesAndCounselling, n.classesAndCounselling],
    [SITE_PATHS.counselling, n.counselling],
    [SITE_PATHS.mentoring, n.mentoring],
    [SITE_PATHS.stories, n.stories],
    [SITE_PATHS.faq, n.faq],
    ['/practice/detail/all', n.practice],
  ] as const;
  return (
    <Nav as="nav" variant="pills" className="site-nav mb-4 flex-nowrap" aria-label={texts.meta.siteName} data-testid="site-nav">
      {links.map(([to, label]) => (
        <Nav.Item key={to}>
          <Nav.Link as={NavLink} to={to} end className="text-nowrap">
            {label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
