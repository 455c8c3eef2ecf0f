import type { PublicUserDto, UserDto } from '@app/shared';
import type { AccountUser } from '../../auth/account';
import { iso } from '../../lib/dates';
import type { PublicUser } from './users.repository';

export function toUserDto(u: AccountUser): UserDto {
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
    grader: u.grader,
  };
}

export function toPublicUserDto(u: PublicUser): PublicUserDto {
  return { id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName, all_roles: u.roles };
}
