/**
 * Who reaches a teacher's billing details and pay: the teacher, admins (every teacher), and company-admins (the
 * teachers of a company they belong to). Anyone else, and anyone who is not a teacher, answers 404.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, type PayrollConflictReason } from '@app/shared';
import { AppError, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { isAdmin, isCompanyAdmin, sharesCompanySql, type Caller } from '../../core/access';

export type TeacherStanding = 'self' | 'admin' | 'company';

export interface TeacherRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  lang: string;
  product: string;
  email: string;
}

export const payrollConflict = (reason: PayrollConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `payrollApi.conflict.${reason}`, undefined, undefined, { reason });

/** "The caller may see teacher u" as SQL over `u`, caller `$1`. */
export function teacherScopeSql(caller: Caller, me: string): string {
  if (isAdmin(caller)) return 'true';
  const company = isCompanyAdmin(caller) ? ` OR ${sharesCompanySql(me, 'u.id')}` : '';
  return `(u.id = ${me}${company})`;
}

/** The teacher and how the caller stands to them; 404 when not reachable. */
export async function loadTeacher(
  db: DataSource | EntityManager,
  caller: Caller,
  teacherId: number,
): Promise<{ teacher: TeacherRow; standing: TeacherStanding }> {
  const [row] = await queryRows<TeacherRow & { reachable: boolean }>(
    db,
    `SELECT u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.lang, u.product, u.email,
            ${teacherScopeSql(caller, '$1::int')} AS reachable
       FROM users u WHERE u.id = $2 AND $1::int IS NOT NULL AND u.deleted_at IS NULL AND 'teacher' = ANY(u.roles)`,
    [caller.id, teacherId],
  );
  if (!row || !row.reachable) throw notFound();
  const { reachable: _r, ...teacher } = row;
  const standing: TeacherStanding = teacher.id === caller.id ? 'self' : isAdmin(caller) ? 'admin' : 'company';
  return { teacher, standing };
}

/** Admins and the teacher read the secrets in full; company-admins see them masked. */
export const readsSecrets = (caller: Caller, standing: TeacherStanding): boolean => standing === 'self' || isAdmin(caller);
