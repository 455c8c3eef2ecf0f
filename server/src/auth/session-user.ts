import type { DataSource } from 'typeorm';
import type { Pool } from 'pg';
import type { Lang, Role } from '@app/shared';
import type { User } from '../modules/users/user.entity';

/** The user of a live session. The API's hottest query (every authenticated call): one indexed join, no ORM hydration. */
const SESSION_USER_SQL = `
  SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.roles, u.lang, u.timezone,
         u.email_verified_at, u.pro_expired_at, u.taken_unlimited_expire_at, u.balance, u.product, u.avatar_image_id
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;

interface SessionUserRow {
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

export type AuthUser = Pick<
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
> & { sessionId: string };

/**
 * TypeORM's own pg pool, queried with a named statement: Postgres plans it once per connection instead
 * of on every request (planning cost more than running this query).
 */
function pgPool(ds: DataSource): Pool {
  return (ds.driver as unknown as { master: Pool }).master;
}

export async function findSessionUser(ds: DataSource, sessionId: string, userId: number): Promise<AuthUser | null> {
  const { rows } = await pgPool(ds).query<SessionUserRow>({ name: 'session-user', text: SESSION_USER_SQL, values: [sessionId, userId] });
  const r = rows[0];
  if (!r) return null;
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
    sessionId,
  };
}
