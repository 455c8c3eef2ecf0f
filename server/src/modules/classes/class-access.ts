/**
 * Which class the caller may reach and as whom. Every route of the module loads its class here first: a
 * class the caller has no standing in answers 404 (ids cannot be probed), and a change to an archived
 * class answers 409 class_archived (archived classes are read-only).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, type AttemptTargetType, type ClassConflictReason, type ClassMethod, type ClassRole, type WeeklyScheduleDto } from '@app/shared';
import { AppError, notFound } from '../../lib/errors';
import { namedRows } from '../../lib/named-statements';
import { queryRows } from '../../lib/sql';
import { isCompanyAdmin, isSuperAdmin, type Caller } from '../../core/access';

export interface ClassRecord {
  id: number;
  ownerId: number;
  companyId: number | null;
  name: string;
  description: string;
  method: ClassMethod;
  startDate: string | null;
  endDate: string | null;
  schedule: WeeklyScheduleDto | null;
  capacity: number;
  requiresApproval: boolean;
  defaultTargetType: AttemptTargetType | null;
  defaultTargetId: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  classCode: string;
  teacherCode: string;
  archivedAt: Date | null;
  createdAt: Date;
  /** The caller's standing in the class; null when they have none. */
  standing: ClassRole | null;
}

export const CLASS_COLUMNS = `c.id, c.owner_id AS "ownerId", c.company_id AS "companyId", c.name, c.description, c.method,
  to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate", c.schedule, c.capacity,
  c.requires_approval AS "requiresApproval", c.default_target_type AS "defaultTargetType", c.default_target_id AS "defaultTargetId",
  c.score_min AS "scoreMin", c.score_max AS "scoreMax", c.class_code AS "classCode", c.teacher_code AS "teacherCode",
  c.archived_at AS "archivedAt", c.created_at AS "createdAt"`;

/**
 * The caller's standing in class `c` as SQL (`$me` the caller's id): owner, co-teacher, active or pending
 * student, or (company-admins and super-admins, read-only) company.
 */
export function standingSql(me: string, companyReader: boolean, superAdmin: boolean): string {
  const company = superAdmin
    ? `'company'`
    : companyReader
      ? `CASE WHEN EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = c.company_id AND cu.user_id = ${me}) THEN 'company' END`
      : 'NULL';
  return `CASE WHEN c.owner_id = ${me} THEN 'owner'
     WHEN EXISTS (SELECT 1 FROM class_teachers ct WHERE ct.class_id = c.id AND ct.user_id = ${me}) THEN 'teacher'
     ELSE COALESCE((SELECT CASE cs.status WHEN 'active' THEN 'student' ELSE 'pending' END
                      FROM class_students cs WHERE cs.class_id = c.id AND cs.user_id = ${me}), ${company}) END`;
}

export const TEACHING: readonly ClassRole[] = ['owner', 'teacher'];
export const OWNER: readonly ClassRole[] = ['owner'];
export const MEMBERS: readonly ClassRole[] = ['owner', 'teacher', 'student'];
export const TEACHING_OR_COMPANY: readonly ClassRole[] = ['owner', 'teacher', 'company'];
export const ANY_STANDING: readonly ClassRole[] = ['owner', 'teacher', 'student', 'company'];

export const classConflict = (reason: ClassConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `classesApi.conflict.${reason}`, undefined, undefined, { reason });

interface LoadOptions {
  /** Refuse an archived class (409): every change. */
  writable?: boolean;
  /** Lock the class row (joins, approvals: capacity is counted under it). */
  lock?: boolean;
}

/** The class, if the caller's standing is one of `allowed`; 404 otherwise. */
export async function loadClass(
  db: DataSource | EntityManager,
  caller: Caller,
  classId: number,
  allowed: readonly ClassRole[],
  opts: LoadOptions = {},
): Promise<ClassRecord> {
  if (opts.lock) await db.query(`SELECT 1 FROM classes WHERE id = $1 FOR UPDATE`, [classId]);
  const [row] = await queryRows<ClassRecord>(
    db,
    `SELECT ${CLASS_COLUMNS}, ${standingSql('$2', isCompanyAdmin(caller), isSuperAdmin(caller))} AS standing FROM classes c WHERE c.id = $1`,
    [classId, caller.id],
  );
  if (!row || !row.standing || !allowed.includes(row.standing)) throw notFound();
  if (opts.writable && row.archivedAt) throw classConflict('class_archived');
  return row;
}

/** The class by id whoever asks (joins by code, previews), or null; `lock` takes its row lock. */
export async function findClass(db: DataSource | EntityManager, classId: number, lock = false): Promise<ClassRecord | null> {
  const [row] = await queryRows<ClassRecord>(
    db,
    `SELECT ${CLASS_COLUMNS}, NULL AS standing FROM classes c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [classId],
  );
  return row ?? null;
}

/** A read of one class as one statement: `name` names it (a prepared statement per variant), `select` its columns. */
export interface ClassRead {
  name: string;
  /** What the id names: the class (the default), or one of its class tests (`ce`, its class_exams row). */
  by?: 'class' | 'class-test';
  /** `SELECT ...` of the answer's columns, on `c` (the class row); runs only for a caller whose standing is allowed. */
  select: string;
}

const READ_FROM = {
  class: 'FROM classes c',
  'class-test': 'FROM class_exams ce JOIN classes c ON c.id = ce.class_id',
};
const READ_WHERE = { class: 'c.id = $1', 'class-test': 'ce.id = $1' };

/**
 * loadClass and the read in one statement (a prepared one: planned once per connection), for the hot reads
 * of the class pages (the roster, the results: issue 13's bench): the caller's standing in the class of `id`
 * and, only when it is one of `allowed`, the read's columns; 404 otherwise, as loadClass answers. Round trips
 * and the planning of each statement were most of these reads' cost, next to the rows themselves.
 */
export async function readClass<T>(
  db: DataSource | EntityManager,
  caller: Caller,
  id: number,
  allowed: readonly ClassRole[],
  read: ClassRead,
): Promise<T> {
  const companyReader = isCompanyAdmin(caller);
  const superAdmin = isSuperAdmin(caller);
  const by = read.by ?? 'class';
  // The standing SQL differs by the caller's roles: one statement name per variant.
  const variant = superAdmin ? 'super' : companyReader ? 'company' : 'member';
  const [row] = await namedRows<{ standing: ClassRole | null } & T>(
    db,
    {
      name: `${read.name}:${variant}`,
      text: `SELECT s.standing, r.* ${READ_FROM[by]}
               CROSS JOIN LATERAL (SELECT ${standingSql('$2', companyReader, superAdmin)} AS standing) s
               -- A gate, not a join condition: the read does not run at all for a caller without standing.
               LEFT JOIN LATERAL (${read.select} WHERE s.standing = ANY($3::text[])) r ON true
              WHERE ${READ_WHERE[by]}`,
    },
    [id, caller.id, allowed],
  );
  if (!row || !row.standing || !allowed.includes(row.standing)) throw notFound();
  return row;
}
