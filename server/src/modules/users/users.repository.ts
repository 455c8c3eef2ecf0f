/**
 * The users table's one writer. Every other module reads and changes accounts through these functions
 * (the balance excepted: it moves only with a ledger row, in core/coins). Rows come back as AccountUser,
 * the one row model of an account (auth/account.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { BUSINESS_TIMEZONE, Role, type Lang } from '@app/shared';
import { ACCOUNT_COLUMNS, type AccountUser } from '../../auth/account';
import type { Page } from '../../lib/pagination';
import { likePattern, pagedRows, queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

/** What other users see of an account. */
export type PublicUser = Pick<AccountUser, 'id' | 'username' | 'firstName' | 'lastName' | 'roles'>;

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  roles: Role[];
  lang?: Lang;
  /** Absent: the column's default, the business zone. */
  timezone?: string;
  referralCodeUsed?: string | null;
  product?: string;
  externalId?: string | null;
  emailVerifiedAt?: Date | null;
}

/** The fields of the basic profile form. */
export type ProfileFields = Partial<Pick<AccountUser, 'firstName' | 'lastName' | 'timezone' | 'lang' | 'avatarImageId'>>;

const PROFILE_COLUMNS: Record<keyof ProfileFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  timezone: 'timezone',
  lang: 'lang',
  avatarImageId: 'avatar_image_id',
};

const PUBLIC_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.roles`;

/** The case-insensitive search of `q` in username, e-mail and names, as a condition on `users u`. */
const searchSql = (p: string) =>
  `(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`;

async function one<T>(db: Db, sql: string, params: unknown[]): Promise<T | null> {
  return (await queryRows<T>(db, sql, params))[0] ?? null;
}

export function userAccounts(db: Db) {
  return {
    findById: (id: number) => one<AccountUser>(db, `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.id = $1`, [id]),

    /** E-mails are stored lower-cased. */
    findByEmail: (email: string) => one<AccountUser>(db, `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.email = $1`, [email.toLowerCase()]),

    /** The account a partner's user id is linked to, within its tenant. */
    findByPartnerId: (product: string, externalId: string) =>
      one<AccountUser>(db, `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.product = $1 AND u.external_id = $2`, [product, externalId]),

    /** Whether the account is linked to a partner's user already. */
    async isPartnerLinked(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users WHERE id = $1 AND external_id IS NOT NULL`, [id])).length > 0;
    },

    /** The account a login names, with its password hash: the only read of the hash. Usernames match ignoring case. */
    findForLogin(identifier: { email: string } | { username: string }): Promise<(AccountUser & { passwordHash: string | null }) | null> {
      const [where, value] =
        'email' in identifier ? ['u.email = $1', identifier.email.toLowerCase()] : ['lower(u.username) = lower($1)', identifier.username];
      return one(db, `SELECT ${ACCOUNT_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE ${where}`, [value]);
    },

    async usernameTaken(username: string): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users WHERE lower(username) = lower($1)`, [username])).length > 0;
    },

    async emailTaken(email: string): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users WHERE email = $1`, [email.toLowerCase()])).length > 0;
    },

    async exists(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users WHERE id = $1`, [id])).length > 0;
    },

    /** A new account; a unique index may refuse its username or e-mail (a concurrent registration). */
    async insert(a: NewAccount): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO users (username, email, password_hash, first_name, last_name, roles, lang, referral_code_used, product, external_id,
                            email_verified_at, timezone)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, 'EN-US'), $8, COALESCE($9, 'main'), $10, $11, $12)
         RETURNING id`,
        [
          a.username,
          a.email.toLowerCase(),
          a.passwordHash,
          a.firstName,
          a.lastName,
          a.roles,
          a.lang ?? null,
          a.referralCodeUsed ?? null,
          a.product ?? null,
          a.externalId ?? null,
          a.emailVerifiedAt ?? null,
          a.timezone ?? BUSINESS_TIMEZONE,
        ],
      );
      return rows[0].id;
    },

    async linkPartner(id: number, externalId: string): Promise<void> {
      await db.query(`UPDATE users SET external_id = $2, updated_at = now() WHERE id = $1`, [id, externalId]);
    },

    /** Verifies the address once; false when it already was (nothing changes then). */
    async markEmailVerified(id: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        `UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    async setPasswordHash(id: number, hash: string): Promise<void> {
      await db.query(`UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2`, [hash, id]);
    },

    /** The basic profile fields that are set in `fields`; nothing when none is. */
    async updateProfile(id: number, fields: ProfileFields): Promise<void> {
      const keys = (Object.keys(fields) as (keyof ProfileFields)[]).filter((k) => fields[k] !== undefined);
      if (keys.length === 0) return;
      const sets = keys.map((k, i) => `${PROFILE_COLUMNS[k]} = $${i + 2}`);
      await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...keys.map((k) => fields[k])]);
    },

    /** The extra time on every module (a test accommodation); null for an unknown user. */
    async setExtraTime(id: number, percent: number): Promise<{ id: number; extraTimePercent: number } | null> {
      return one(
        db,
        `UPDATE users SET extra_time_percent = $2, updated_at = now() WHERE id = $1 RETURNING id, extra_time_percent AS "extraTimePercent"`,
        [id, percent],
      );
    },

    async setRoles(id: number, roles: Role[]): Promise<void> {
      await db.query(`UPDATE users SET roles = $2, updated_at = now() WHERE id = $1`, [id, roles]);
    },

    /**
     * Pro until `expiresAt` (null: lifetime): the 'pro' role (once) and its expiry. Unlimited daily takes
     * come with pro and last at least as long: a grant that already runs longer is kept, so neither a
     * purchase nor an admin's new date takes away days given before (removePro ends both).
     */
    async setPro(id: number, expiresAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE users SET roles = CASE WHEN $3 = ANY(roles) THEN roles ELSE array_append(roles, $3) END,
                pro_expired_at = $2,
                taken_unlimited_expire_at = CASE WHEN $2::timestamptz IS NULL THEN taken_unlimited_expire_at
                                                 ELSE GREATEST(taken_unlimited_expire_at, $2::timestamptz) END,
                updated_at = now()
          WHERE id = $1`,
        [id, expiresAt, Role.Pro],
      );
    },

    /** Ends pro and the unlimited takes that came with it. */
    async removePro(id: number): Promise<void> {
      await db.query(
        `UPDATE users SET roles = array_remove(roles, $2), pro_expired_at = NULL, taken_unlimited_expire_at = NULL, updated_at = now() WHERE id = $1`,
        [id, Role.Pro],
      );
    },

    async setSatPlan(id: number, expiresAt: Date): Promise<void> {
      await db.query(`UPDATE users SET sat_plan_expired_at = $2, updated_at = now() WHERE id = $1`, [id, expiresAt]);
    },

    /** Adds `n` (negative: uses) to the plan's score report allowance. */
    async addReportAllowance(id: number, n: number): Promise<void> {
      await db.query(`UPDATE users SET report_allowance = report_allowance + $2 WHERE id = $1`, [id, n]);
    },

    /**
     * Soft delete: the row stays (ledger, attempts and logs keep their user) but nothing personal does.
     * The username and e-mail replacements fail the registration formats, so no later sign-up collides.
     */
    async anonymise(id: number): Promise<void> {
      await db.query(
        `UPDATE users SET username = 'deleted#' || id, email = 'deleted:' || id, password_hash = NULL, first_name = '', last_name = '',
                          roles = '{}', external_id = NULL, avatar_image_id = NULL, referral_code_used = NULL, deleted_at = now(), updated_at = now()
          WHERE id = $1`,
        [id],
      );
    },

    findPublicByUsername: (username: string) =>
      one<PublicUser>(db, `SELECT ${PUBLIC_COLUMNS} FROM users u WHERE lower(u.username) = lower($1)`, [username]),

    /** Users holding a role, optionally matching `q` in username, e-mail or name (case-insensitive), by id. */
    /** Users with the role, optionally searched, and narrowed by `among` (a SQL condition on the user id expression). */
    withRole(role: Role, page: Page, q?: string, among?: (userId: string) => string): Promise<{ rows: PublicUser[]; total: number }> {
      const params: unknown[] = [role];
      const where = [`$1 = ANY(u.roles)`];
      if (among) where.push(among('u.id'));
      if (q) where.push(searchSql(`$${params.push(likePattern(q))}`));
      return pagedRows(db, { columns: PUBLIC_COLUMNS, from: 'users u', where: where.join(' AND '), params, orderBy: 'u.id' }, page);
    },

    /** A student account by its e-mail, with whether the address is verified. */
    findStudentByEmail: (email: string) =>
      one<PublicUser & Pick<AccountUser, 'emailVerifiedAt'>>(
        db,
        `SELECT ${PUBLIC_COLUMNS}, u.email_verified_at AS "emailVerifiedAt" FROM users u WHERE u.email = $1 AND $2 = ANY(u.roles)`,
        [email.toLowerCase(), Role.Student],
      ),
  };
}
export type UserAccounts = ReturnType<typeof userAccounts>;
