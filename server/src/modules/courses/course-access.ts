/**
 * Which course the caller may reach and as whom. Managers: admins (every course), the course's owner, and
 * company-admins of the course's company. Everyone else reaches a course through their join request, or
 * as a visitor while it is open (active, not ended). Anything else answers 404, so ids cannot be probed.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, type CourseConflictReason, type CourseStanding } from '@app/shared';
import { AppError, notFound } from '../../lib/errors';
import { isAdmin, isCompanyAdmin, type Caller } from '../../core/access';
import { coursesRepository, type CourseRow } from './courses.repository';

export const courseConflict = (reason: CourseConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `coursesApi.conflict.${reason}`, undefined, undefined, { reason });

/**
 * "The caller manages course c" as SQL, with the caller's id as `me` (a parameter reference). Admins
 * manage all; a teacher their own; a company-admin also their companies' courses.
 */
export function managesSql(caller: Caller, me: string): string {
  if (isAdmin(caller)) return 'true';
  const company = isCompanyAdmin(caller) ? ` OR c.company_id IN (SELECT company_id FROM company_users WHERE user_id = ${me})` : '';
  return `(c.owner_id = ${me}${company})`;
}

/** The caller's standing in course c as SQL: manager, their request's answer, or visitor. */
export const standingSql = (caller: Caller, me: string): string =>
  `CASE WHEN ${managesSql(caller, me)} THEN 'manager'
        ELSE COALESCE((SELECT m.response FROM course_members m WHERE m.course_id = c.id AND m.user_id = ${me}), 'visitor') END`;

const READERS: readonly CourseStanding[] = ['manager', 'accepted', 'no_reply', 'rejected'];

/**
 * The course as the caller may see it: `manage` asks for a manager; otherwise members, and visitors while
 * it is open. `lock` takes the row lock (joins and answers count seats under it).
 */
export async function loadCourse(
  db: DataSource | EntityManager,
  caller: Caller,
  courseId: number,
  opts: { manage?: boolean; lock?: boolean; now: Date },
): Promise<CourseRow> {
  const c = await coursesRepository(db).one(caller, courseId, opts.now, opts.lock ?? false);
  if (!c) throw notFound();
  if (opts.manage ? c.standing !== 'manager' : !READERS.includes(c.standing) && !(c.active && !c.endedAt)) throw notFound();
  return c;
}
