import { Badge } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserDto, Role } from '@app/shared';
import { proStatus } from '../pro';
import { proMessages, roleMessages } from '../messages';

/** A user's roles as small badges, in their own words. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const intl = useIntl();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {roles.map((r) => (
        <Badge
          key={r}
          bg={r === 'super-admin' ? 'danger-subtle' : 'secondary-subtle'}
          text={r === 'super-admin' ? 'danger-emphasis' : 'secondary-emphasis'}
        >
          {Object.hasOwn(roleMessages, r) ? intl.formatMessage(roleMessages[r]) : r}
        </Badge>
      ))}
    </span>
  );
}

/** "Pro until <date>" (or with no end date), or "Free member". */
export function ProBadge({
  user,
  now = new Date(),
}: {
  user: Pick<AdminUserDto, 'all_roles' | 'pro_expired_at' | 'taken_unlimited_expire_at'>;
  now?: Date;
}) {
  const pro = proStatus(user, now);
  if (!pro.active) {
    return (
      <span className="small text-body-secondary" data-testid="pro-status" data-pro="no">
        <FormattedMessage {...proMessages.free} />
      </span>
    );
  }
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1 small" data-testid="pro-status" data-pro="yes">
      <Badge bg="warning" text="dark">
        <FormattedMessage {...proMessages.badge} />
      </Badge>
      <span className="text-body-secondary text-nowrap">
        {pro.until ? (
          <FormattedMessage {...proMessages.until} values={{ date: <FormattedDate value={pro.until} dateStyle="medium" /> }} />
        ) : (
          <FormattedMessage {...proMessages.noExpiry} />
        )}
      </span>
    </span>
  );
}
