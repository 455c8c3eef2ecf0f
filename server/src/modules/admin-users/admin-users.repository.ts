import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import { likePattern } from '../questions/authoring';

export interface AdminUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  roles: Role[];
  created_at: Date;
  avatar_stored_name: string | null;
  email_verified_at: Date | null;
  balance: number;
  pro_expired_at: Date | null;
  taken_unlimited_expire_at: Date | null;
}

export interface StudentRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
  exams_started: number;
  exams_finished: number;
  last_exam_at: Date | null;
}

export interface UserExamRow {
  id: number;
  target_type: 'practice' | 'fullPractice' | 'adaptive';
  target_id: number;
  title: string;
  category: 'full' | 'section';
  status: 'in_progress' | 'on_break' | 'finished' | 'abandoned';
  started_at: Date;
  finished_at: Date | null;
}

export interface LockedUser {
  roles: Role[];
  proExpiredAt: Date | null;
  takenUnlimitedExpireAt: Date | null;
  balance: number;
}

export interface UserListFilters {
  q?: string;
  role?: Role;
}

const ADMIN_USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, COALESCE(sp.phone, tp.phone, pp.phone) AS phone, u.roles,
       u.created_at, img.stored_name AS avatar_stored_name, u.email_verified_at, u.balance, u.pro_expired_at, u.taken_unlimited_expire_at`;
const ADMIN_USER_FROM = `users u
       LEFT JOIN student_profiles sp ON sp.user_id = u.id
       LEFT JOIN teacher_profiles tp ON tp.user_id = u.id
       LEFT JOIN parent_profiles pp ON pp.user_id = u.id
       LEFT JOIN images img ON img.id = u.avatar_image_id`;

/** Deleted accounts are anonymised rows kept for the ledger and the logs; no admin list shows them. */
const LIVE = 'u.deleted_at IS NULL';

/** Adds the name/e-mail search of `q` to `conditions`. */
function searchCondition(q: string | undefined, conditions: string[], params: unknown[]): void {
  if (!q) return;
  const p = `$${params.push(likePattern(q))}`;
  conditions.push(
    `(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`,
  );
}

export function adminUsersRepository(db: DataSource | EntityManager) {
  return {
    list(f: UserListFilters, page: Page): Promise<{ rows: AdminUserRow[]; total: number }> {
      const params: unknown[] = [];
      const conditions = [LIVE];
      searchCondition(f.q, conditions, params);
      if (f.role) conditions.push(`$${params.push(f.role)} = ANY(u.roles)`);
      return pagedRows(
        db,
        { columns: ADMIN_USER_COLUMNS, from: ADMIN_USER_FROM, where: conditions.join(' AND '), params, orderBy: 'u.id DESC' },
        page,
      );
    },

    async find(id: number): Promise<AdminUserRow | null> {
      return (await queryRows<AdminUserRow>(db, `SELECT ${ADMIN_USER_COLUMNS} FROM ${ADMIN_USER_FROM} WHERE u.id = $1 AND ${LIVE}`, [id]))[0] ?? null;
    },

    // NO KEY UPDATE, not UPDATE: rows referencing the user (ledger, idempotency keys, attempts) hold KEY SHARE on it,
    // and a transaction that inserted one of them before asking for FOR UPDATE would deadlock with its twin.
    /** Locks a live account for a change; null when there is none. */
    async lock(id: number): Promise<LockedUser | null> {
      const rows = await queryRows<LockedUser>(
        db,
        `SELECT roles, pro_expired_at AS "proExpiredAt", taken_unlimited_expire_at AS "takenUnlimitedExpireAt", balance
           FROM users u WHERE id = $1 AND ${LIVE} FOR NO KEY UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users u WHERE id = $1 AND ${LIVE}`, [id])).length > 0;
    },

    async setRoles(id: number, roles: Role[]): Promise<void> {
      await db.query(`UPDATE users SET roles = $2, updated_at = now() WHERE id = $1`, [id, roles]);
    },

    /**
     * Pro is the 'pro' role with pro_expired_at in the future, or null for lifetime (shared isPro); the
     * unlimited-takes grant ends at the same moment.
     */
    async setPro(id: number, expireAt: Date | null): Promise<void> {
      await db.query(
        `UPDATE users SET roles = CASE WHEN $3 = ANY(roles) THEN roles ELSE array_append(roles, $3) END,
                          pro_expired_at = $2, taken_unlimited_expire_at = $2, updated_at = now()
          WHERE id = $1`,
        [id, expireAt, Role.Pro],
      );
    },

    async removePro(id: number): Promise<void> {
      await db.query(
        `UPDATE users SET roles = array_remove(roles, $2), pro_expired_at = NULL, taken_unlimited_expire_at = NULL, updated_at = now() WHERE id = $1`,
        [id, Role.Pro],
      );
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
      for (const sql of [
        `DELETE FROM student_profiles WHERE user_id = $1`,
        `DELETE FROM teacher_profiles WHERE user_id = $1`,
        `DELETE FROM parent_profiles WHERE user_id = $1`,
        `DELETE FROM parent_children WHERE parent_id = $1 OR student_id = $1`,
        `DELETE FROM company_users WHERE user_id = $1`,
        `DELETE FROM password_tokens WHERE user_id = $1`,
        `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      ])
        await db.query(sql, [id]);
    },

    /** Company ids both users belong to. */
    async sharedCompanies(adminId: number, userId: number): Promise<number[]> {
      const rows = await queryRows<{ company_id: number }>(
        db,
        `SELECT a.company_id FROM company_users a JOIN company_users m ON m.company_id = a.company_id AND m.user_id = $2 WHERE a.user_id = $1`,
        [adminId, userId],
      );
      return rows.map((r) => r.company_id);
    },

    /** Removes the user from the given companies, or from every company when `companyIds` is null; answers the companies left. */
    async leaveCompanies(userId: number, companyIds: number[] | null): Promise<number[]> {
      const rows = await queryRows<{ company_id: number }>(
        db,
        `DELETE FROM company_users WHERE user_id = $1 AND ($2::int[] IS NULL OR company_id = ANY($2::int[])) RETURNING company_id`,
        [userId, companyIds],
      );
      return rows.map((r) => r.company_id).sort((a, b) => a - b);
    },

    students(q: string | undefined, page: Page): Promise<{ rows: StudentRow[]; total: number }> {
      const params: unknown[] = [Role.Student];
      const conditions = [LIVE, `$1 = ANY(u.roles)`];
      searchCondition(q, conditions, params);
      return pagedRows(
        db,
        {
          columns: `u.id, u.username, u.first_name, u.last_name, u.email, u.created_at,
                    s.started AS exams_started, s.finished AS exams_finished, s.last_at AS last_exam_at`,
          // One aggregate per listed student over the attempts_user_idx index.
          from: `users u CROSS JOIN LATERAL (
                   SELECT count(*)::int AS started, count(*) FILTER (WHERE a.status = 'finished')::int AS finished, max(a.started_at) AS last_at
                     FROM attempts a WHERE a.user_id = u.id) s`,
          where: conditions.join(' AND '),
          params,
          orderBy: 'u.id DESC',
        },
        page,
      );
    },

    userExams(userId: number, status: UserExamRow['status'] | undefined, page: Page): Promise<{ rows: UserExamRow[]; total: number }> {
      const params: unknown[] = [userId];
      const conditions = ['a.user_id = $1'];
      if (status) conditions.push(`a.status = $${params.push(status)}`);
      return pagedRows(
        db,
        {
          columns: `a.id, a.target_type, a.target_id, COALESCE(p.title, ps.title, ad.title) AS title, a.category, a.status, a.started_at, a.finished_at`,
          from: `attempts a
                 LEFT JOIN practices p ON p.id = a.practice_id
                 LEFT JOIN practice_sets ps ON ps.id = a.practice_set_id
                 LEFT JOIN adaptive_sets ad ON ad.id = a.adaptive_set_id`,
          where: conditions.join(' AND '),
          params,
          orderBy: 'a.started_at DESC, a.id DESC',
        },
        page,
      );
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
