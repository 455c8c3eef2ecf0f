/**
 * A user account as the API works with it: the one row model of `users`. The users module is the table's
 * writer and reads it in this shape; the session lookup (session-user.ts) reads it on every request.
 */
import type { Lang, Role } from '@app/shared';

export interface AccountUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  lang: Lang;
  timezone: string;
  emailVerifiedAt: Date | null;
  proExpiredAt: Date | null;
  /** An admin's grant of unlimited daily takes (pro grants it too, as long as pro lasts). */
  takenUnlimitedExpireAt: Date | null;
  /** Coins. Changed only together with a ledger row (core/coins). */
  balance: number;
  /** The tenant the account was created through. */
  product: string;
  avatarImageId: number | null;
  /** An admin made this teacher a grader (the grading queue is theirs to work); read with the account. */
  grader: boolean;
}

/** The select list of an AccountUser from `users u`. */
export const ACCOUNT_COLUMNS = `u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.roles, u.lang, u.timezone,
         u.email_verified_at AS "emailVerifiedAt", u.pro_expired_at AS "proExpiredAt", u.taken_unlimited_expire_at AS "takenUnlimitedExpireAt",
         u.balance, u.product, u.avatar_image_id AS "avatarImageId",
         EXISTS (SELECT 1 FROM graders g WHERE g.user_id = u.id) AS grader`;
