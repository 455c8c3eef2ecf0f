import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { ProCrown } from '../pro-crown';
import { useStores } from '../../stores/store-context';
import { chromeMessages } from '../messages';
import { HeaderDropdown } from './header-dropdown';

const loadItems = () => import('./user-menu-items');
const UserMenuItems = lazy(() => loadItems().then((m) => ({ default: m.UserMenuItems })));

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
  // The items are fetched as soon as the toggle shows, long before anyone opens the menu.
  useEffect(() => void loadItems(), []);
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
        <Suspense fallback={<Dropdown.Menu data-bs-theme="light" className="shadow" />}>
          <UserMenuItems Dropdown={Dropdown} onLogout={logout} />
        </Suspense>
      )}
    />
  );
});
