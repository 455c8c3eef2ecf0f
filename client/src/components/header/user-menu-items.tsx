import { observer } from 'mobx-react-lite';
import { Badge, type Dropdown as DropdownParts } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AREA_ROLES, Role, type RoleArea } from '@app/shared';
import { AREA_HOME, PATHS } from '../../config/paths';
import { useStores } from '../../stores/store-context';
import { chromeMessages, coinMessages } from '../messages';

const AREA_ITEMS: { area: RoleArea; label: typeof chromeMessages.adminArea }[] = [
  { area: 'admin', label: chromeMessages.adminArea },
  { area: 'company', label: chromeMessages.companyArea },
  { area: 'teacher', label: chromeMessages.teacherArea },
];

/**
 * The user menu's items (user-menu.tsx): a chunk of its own, fetched once the menu's toggle is shown, so a
 * visitor's first page does not carry them (its 170 KB budget, scripts/check-bundle.mjs).
 */
export const UserMenuItems = observer(function UserMenuItems({ Dropdown, onLogout }: { Dropdown: typeof DropdownParts; onLogout: () => void }) {
  const { session } = useStores();
  const user = session.user;
  if (!user) return null;
  return (
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
      <Dropdown.Item as={Link} to={PATHS.balance} className="d-flex align-items-center justify-content-between gap-3" data-testid="user-menu-balance">
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
      <Dropdown.Item as="button" onClick={onLogout} data-testid="logout">
        <FormattedMessage {...chromeMessages.logout} />
      </Dropdown.Item>
    </Dropdown.Menu>
  );
});
