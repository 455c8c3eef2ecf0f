import type { ReactNode } from 'react';
import { Nav } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { ADMIN_USER_PATHS } from '../paths';
import { navMessages as m } from '../messages';

const LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: ADMIN_USER_PATHS.users, label: m.users },
  { to: ADMIN_USER_PATHS.logs, label: m.logs },
  { to: ADMIN_USER_PATHS.transactions, label: m.transactions },
  { to: ADMIN_USER_PATHS.analytics, label: m.analytics },
  { to: ADMIN_USER_PATHS.students, label: m.students },
];

/** The frame of these admin pages: links between them (they have no other menu), the title, the page. */
export function AdminPage({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const intl = useIntl();
  return (
    <div data-testid={testId}>
      <Nav as="nav" variant="underline" className="mb-3 flex-nowrap overflow-auto text-nowrap" aria-label={intl.formatMessage(m.label)}>
        {LINKS.map((l) => (
          <Nav.Item key={l.to}>
            {/* `end`: the users link is not "current" on the activity log below it. */}
            <Nav.Link as={NavLink} to={l.to} end>
              <FormattedMessage {...l.label} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 fw-semibold mb-0">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
