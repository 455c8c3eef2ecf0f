/**
 * How users are linked to one another, for the rules that let one see another's data. A teacher or a
 * company-admin sees a student's results through a link: today a company they share. Each kind of link is
 * one function here giving, as SQL, the users linked to a caller; the class capability adds "a student of
 * my class" as one more entry of STUDENT_LINKS, and every rule built on it (results lists, a test's
 * statistics, reading one result) follows.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '@app/shared';
import { hasRole, isSuperAdmin, type Caller } from './roles';

/** The users linked to the caller whose id is the SQL expression `caller`, as `SELECT <user id> ...`. */
export type StudentLink = (caller: string) => string;

/** Members of any company the caller belongs to (the caller included). */
export const companyMembersSql: StudentLink = (caller) =>
  `SELECT cb.user_id FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${caller}`;

/** Active students of a class the caller owns or co-teaches (a removed student is no longer linked). */
export const classStudentsSql: StudentLink = (caller) =>
  `SELECT cs.user_id FROM class_students cs WHERE cs.status = 'active' AND cs.class_id IN (
     SELECT c.id FROM classes c WHERE c.owner_id = ${caller} UNION SELECT ct.class_id FROM class_teachers ct WHERE ct.user_id = ${caller})`;

/** Every way a teacher or company-admin is linked to a student. */
export const STUDENT_LINKS: readonly StudentLink[] = [companyMembersSql, classStudentsSql];

/**
 * The students whose link to the parent `parent` (SQL expression) the student has confirmed. A pending
 * link (POST /bind-parent before the student said yes) gives the parent nothing.
 */
export const confirmedChildrenSql = (parent: string): string =>
  `SELECT pc.student_id FROM parent_children pc WHERE pc.parent_id = ${parent} AND pc.confirmed_at IS NOT NULL`;

/** The one question the rest of the code asks about parents: has the student confirmed this parent? */
export async function isConfirmedParentOf(db: DataSource | EntityManager, parentId: number, studentId: number): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 WHERE $2::int IN (${confirmedChildrenSql('$1::int')})`, [parentId, studentId])) as unknown[];
  return rows.length > 0;
}

/** Users `a` and `b` (SQL expressions) are members of one company. */
export const sharesCompanySql = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${a} AND cb.user_id = ${b})`;

/** Roles that see students through STUDENT_LINKS (a self-registered teacher sees nobody until linked). */
const LINKED_STAFF: readonly Role[] = [Role.Teacher, Role.CompanyAdmin];

/**
 * Which students the caller may list or read: 'all' (super-admins), 'linked' (teachers and company-admins:
 * only the students some entry of STUDENT_LINKS links them to), or 'none' (anyone else; parents follow
 * their children through the parent links instead).
 */
export function studentReach(caller: Caller): 'all' | 'linked' | 'none' {
  if (isSuperAdmin(caller)) return 'all';
  return LINKED_STAFF.some((r) => hasRole(caller, r)) ? 'linked' : 'none';
}

/** The users linked to the caller (SQL expression `caller`) by any entry of STUDENT_LINKS, as one `SELECT user_id`. */
export const linkedStudentsSql = (caller: string): string => STUDENT_LINKS.map((link) => link(caller)).join(' UNION ');

/**
 * A profile: its owner, super-admins, and a parent linked to the student. The role is required too, so a
 * parent whose role was revoked loses access; `isLinked` is asked only when nothing else decides.
 */
export async function mayViewProfile(caller: Caller, userId: number, isLinked: () => Promise<boolean>): Promise<boolean> {
  if (userId === caller.id || isSuperAdmin(caller)) return true;
  return mayActAsParent(caller, isLinked);
}

/** A child's profile: super-admins and the child's linked parent (not the child: it is the parents' view). */
export async function mayViewChild(caller: Caller, isLinked: () => Promise<boolean>): Promise<boolean> {
  return isSuperAdmin(caller) || mayActAsParent(caller, isLinked);
}

const mayActAsParent = async (caller: Caller, isLinked: () => Promise<boolean>): Promise<boolean> =>
  hasRole(caller, Role.Parent) && (await isLinked());
