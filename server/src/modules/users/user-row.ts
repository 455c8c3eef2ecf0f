/**
 * The account columns raw SQL reads (the session lookup, whole-profile loads) and their mapping, in
 * one place so every raw query returns users of the same shape.
 */
import type { Lang, Role } from '@app/shared';
import type { User } from './user.entity';

/** Select list for `users u`. */
export const USER_COLUMNS = `u.id, u.username, u.email, u.first_name, u.last_name, u.roles, u.lang, u.timezone,
         u.email_verified_at, u.pro_expired_at, u.taken_unlimited_expire_at, u.balance, u.product, u.avatar_image_id`;

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  lang: Lang;
  timezone: string;
  email_verified_at: Date | null;
  pro_expired_at: Date | null;
  taken_unlimited_expire_at: Date | null;
  balance: number;
  product: string;
  avatar_image_id: number | null;
}

export type AccountUser = Pick<
  User,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'roles'
  | 'lang'
  | 'timezone'
  | 'emailVerifiedAt'
  | 'proExpiredAt'
  | 'takenUnlimitedExpireAt'
  | 'balance'
  | 'product'
  | 'avatarImageId'
>;

export function toAccountUser(r: UserRow): AccountUser {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    roles: r.roles,
    lang: r.lang,
    timezone: r.timezone,
    emailVerifiedAt: r.email_verified_at,
    proExpiredAt: r.pro_expired_at,
    takenUnlimitedExpireAt: r.taken_unlimited_expire_at,
    balance: r.balance,
    product: r.product,
    avatarImageId: r.avatar_image_id,
  };
}
