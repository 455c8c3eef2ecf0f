import { useEffect, useRef } from 'react';
import { Nav } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';

export interface AreaLink {
  to: string;
  label: MessageDescriptor;
}

/** One row of page links under the header; it scrolls sideways on narrow screens instead of wrapping. */
export function LinksNav({ links, label, testId }: { links: readonly AreaLink[]; label: MessageDescriptor; testId: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The current page's link scrolled into the row when the row is wider than the screen (the admin row is
  // wider than 1366 px in English).
  useEffect(() => {
    const nav = ref.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const right = current.offsetLeft + current.offsetWidth;
    if (current.offsetLeft < nav.scrollLeft || right > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = right - nav.clientWidth + 16;
  }, [pathname]);
  return (
    <Nav
      ref={ref}
      as="nav"
      variant="underline"
      className="mb-3 flex-nowrap overflow-auto text-nowrap small position-relative"
      aria-label={intl.formatMessage(label)}
      data-testid={testId}
    >
      {links.map((l) => (
        <Nav.Item key={l.to}>
          {/* `end`: Users is not "current" on the activity log (/admin/users/logs) below it. */}
          <Nav.Link as={NavLink} to={l.to} end>
            <FormattedMessage {...l.label} />
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
