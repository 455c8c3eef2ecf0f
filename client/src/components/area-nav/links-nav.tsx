import { Nav } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router-dom';

export interface AreaLink {
  to: string;
  label: MessageDescriptor;
}

/** One row of page links under the header; it scrolls sideways on narrow screens instead of wrapping. */
export function LinksNav({ links, label, testId }: { links: readonly AreaLink[]; label: MessageDescriptor; testId: string }) {
  const intl = useIntl();
  return (
    <Nav
      as="nav"
      variant="underline"
      className="mb-3 flex-nowrap overflow-auto text-nowrap small"
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
