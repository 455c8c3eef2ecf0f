import type { PublicUserDto, UserDto } from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import type { User } from './user.entity';

type UserLike = Pick<User, keyof Omit<AuthUser, 'sessionId'>>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toUserDto(u: UserLike): UserDto {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    username: u.username,
    email_verified_at: iso(u.emailVerifiedAt),
    all_roles: u.roles,
    lang: u.lang,
    timezone: u.timezone,
    pro_expired_at: iso(u.proExpiredAt),
    taken_unlimited_expire_at: iso(u.takenUnlimitedExpireAt),
    balance: u.balance,
  };
}

export function toPublicUserDto(u: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'roles'>): PublicUserDto {
  return { id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName, all_roles: u.roles };
}
