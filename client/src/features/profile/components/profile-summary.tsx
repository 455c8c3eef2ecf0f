import { Badge, Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Role, type ProfileDto } from '@app/shared';
import { profileMessages } from '../messages';

const ROLE_LABELS = {
  [Role.Student]: profileMessages.roleStudent,
  [Role.Teacher]: profileMessages.roleTeacher,
  [Role.Parent]: profileMessages.roleParent,
  [Role.SuperAdmin]: profileMessages.roleSuperAdmin,
  [Role.Admin]: profileMessages.roleAdmin,
  [Role.CompanyAdmin]: profileMessages.roleCompanyAdmin,
  [Role.Pro]: profileMessages.rolePro,
} as const;

export function ProfileSummary({ profile }: { profile: ProfileDto }) {
  const { user } = profile;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Card className="shadow-soft text-center" data-testid="profile-summary">
      <Card.Body className="p-4">
        {profile.avatar_url ? (
          <img src={profile.avatar_url} alt="" className="avatar-lg mb-3" />
        ) : (
          <span className="avatar-lg d-inline-flex align-items-center justify-content-center fw-semibold text-primary mb-3">{initials}</span>
        )}
        <h2 className="h5 fw-semibold mb-0">{name}</h2>
        <div className="text-body-secondary small mb-2">@{user.username}</div>
        <div className="small mb-3 text-break">
          {user.email}{' '}
          <Badge bg={user.email_verified_at ? 'success' : 'warning'} text={user.email_verified_at ? undefined : 'dark'} className="ms-1">
            <FormattedMessage {...(user.email_verified_at ? profileMessages.verified : profileMessages.unverified)} />
          </Badge>
        </div>
        <div className="d-flex flex-wrap gap-1 justify-content-center mb-3">
          {user.all_roles.map((role) => (
            <Badge key={role} bg="primary-subtle" text="primary-emphasis" className="fw-medium">
              <FormattedMessage {...ROLE_LABELS[role]} />
            </Badge>
          ))}
        </div>
        <div className="small text-body-secondary">
          <FormattedMessage {...profileMessages.coins} values={{ n: user.balance }} />
        </div>
      </Card.Body>
    </Card>
  );
}
