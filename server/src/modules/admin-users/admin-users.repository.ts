import type { DataSource, EntityManager } from 'typeorm';
import { Role, type AttemptStatus, type AttemptTargetType } from '@app/shared';
import { targetJoin } from '../../core/test-targets';
import type { Page } from '../../lib/pagination';
import { likePattern, pagedRows, queryRows } from '../../lib/sql';

export interface AdminUserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  roles: Role[];
  createdAt: Date;
  avatarStoredName: string | null;
  emailVerifiedAt: Date | null;
  balance: number;
  proExpiredAt: Date | null;
  takenUnlimitedExpireAt: Date | null;
  grader: boolean;
}

export interface StudentRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  examsStarted: number;
  examsFinished: number;
  lastExamAt: Date | null;
}

export interface UserExamRow {
  id: number;
  targetType: AttemptTargetType;
  targetId: number;
  title: string;
  category: 'full' | 'section';
  status: AttemptStatus;
  startedAt: Date;
  finishedAt: Date | null;
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

const ADMIN_USER_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email,
       COALESCE(sp.phone, tp.phone, pp.phone) AS phone, u.roles, u.created_at AS "createdAt", img.stored_name AS "avatarStoredName",
       u.email_verified_at AS "emailVerifiedAt", u.balance, u.pro_expired_at AS "proExpiredAt", u.taken_unlimited_expire_at AS "takenUnlimitedExpireAt",
       EXISTS (SELECT 1 FROM graders g WHERE g.user_id = u.id) AS grader`;
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

    /** Company ids both users belong to. */
    async sharedCompanies(adminId: number, userId: number): Promise<number[]> {
      const rows = await queryRows<{ companyId: number }>(
        db,
        `SELECT a.company_id AS "companyId" FROM company_users a JOIN company_users m ON m.company_id = a.company_id AND m.user_id = $2 WHERE a.user_id = $1`,
        [adminId, userId],
      );
      return rows.map((r) => r.companyId);
    },

    students(q: string | undefined, page: Page): Promise<{ rows: StudentRow[]; total: number }> {
      const params: unknown[] = [Role.Student];
      const conditions = [LIVE, `$1 = ANY(u.roles)`];
      searchCondition(q, conditions, params);
      return pagedRows(
        db,
        {
          columns: `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.created_at AS "createdAt",
                    s.started AS "examsStarted", s.finished AS "examsFinished", s.last_at AS "lastExamAt"`,
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
      const target = targetJoin('a');
      return pagedRows(
        db,
        {
          columns: `a.id, a.target_type AS "targetType", a.target_id AS "targetId", ${target.title} AS title, a.category, a.status,
                    a.started_at AS "startedAt", a.finished_at AS "finishedAt"`,
          from: `attempts a ${target.joins}`,
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
