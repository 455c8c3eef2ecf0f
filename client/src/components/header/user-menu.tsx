import { observer } from 'mobx-react-lite';
import { Badge } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AREA_ROLES, Role, type RoleArea } from '@app/shared';
import { AREA_HOME, PATHS } from '../../config/paths';
import { ProCrown } from '../pro-crown';
import { useStores } from '../../stores/store-context';
import { chromeMessages, coinMessages } from '../messages';
import { HeaderDropdown } from './header-dropdown';

const AREA_ITEMS: { area: RoleArea; label: typeof chromeMessages.adminArea }[] = [
  { area: 'admin', label: chromeMessages.adminArea },
  { area: 'company', label: chromeMessages.companyArea },
  { area: 'teacher', label: chromeMessages.teacherArea },
];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : name.slice(0, 2)).toUpperCase();
}

/** Profile, coins balance, invitations, the role areas the user may enter, and logout. */
export const UserMenu = observer(function UserMenu() {
  const { session } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const user = session.user;
  if (!user) return null;
  const name = session.displayName;

  // To the login page first, then end the session: ended while still on a login-only page (the practice
  // home), the route guard would send the visitor to the public landing page instead (issue 15's '/' rule).
  const logout = async () => {
    await navigate(PATHS.login, { replace: true });
    session.logout();
  };

  return (
    <HeaderDropdown
      id="user-menu"
      testId="user-menu"
      ariaLabel={intl.formatMessage(chromeMessages.userMenu)}
      toggleClassName="d-flex align-items-center gap-2"
      toggle={
        <>
          <span className="avatar-initials" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="text-truncate" style={{ maxWidth: 160 }}>
            {name}
          </span>
          <ProCrown />
        </>
      }
      menu={(Dropdown) => (
        <Dropdown.Menu data-bs-theme="light" className="shadow">
          <Dropdown.Header className="small">
            <FormattedMessage {...chromeMessages.signedInAs} />
            <div className="fw-semibold text-body text-truncate">{user.email || user.username}</div>
          </Dropdown.Header>
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to={PATHS.profile} data-testid="user-menu-profile">
            <FormattedMessage {...chromeMessages.profile} />
          </Dropdown.Item>
          {/* The session's balance: the wallet store writes every change back to it (wallet-store.ts). */}
          <Dropdown.Item
            as={Link}
            to={PATHS.balance}
            className="d-flex align-items-center justify-content-between gap-3"
            data-testid="user-menu-balance"
          >
            <FormattedMessage {...chromeMessages.balance} />
            <Badge bg="warning-subtle" text="warning-emphasis" pill data-testid="user-menu-coins">
              <FormattedMessage {...coinMessages.coins} values={{ n: user.balance }} />
            </Badge>
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={PATHS.invitation} data-testid="user-menu-invite">
            <FormattedMessage {...chromeMessages.invite} />
          </Dropdown.Item>
          {session.hasAnyRole([Role.Teacher, Role.Student]) && (
            <Dropdown.Item as={Link} to={PATHS.companyJoin} data-testid="user-menu-company-join">
              <FormattedMessage {...chromeMessages.companyJoin} />
            </Dropdown.Item>
          )}
          {AREA_ITEMS.filter((item) => session.hasAnyRole(AREA_ROLES[item.area])).map((item) => (
            <Dropdown.Item key={item.area} as={Link} to={AREA_HOME[item.area]} data-testid={`user-menu-${item.area}`}>
              <FormattedMessage {...item.label} />
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={logout} data-testid="logout">
            <FormattedMessage {...chromeMessages.logout} />
          </Dropdown.Item>
        </Dropdown.Menu>
      )}
    />
  );
});
