/**
 * How users are linked to one another, for the rules that let one see another's data. A teacher or a
 * company-admin sees a student's results through a link: today a company they share. Each kind of link is
 * one function here giving, as SQL, the users linked to a caller; the class capability adds "a student of
 * my class" as one more entry of STUDENT_LINKS, and every rule built on it (results lists, a test's
 * statistics, reading one result) follows.
 */
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

/** Users `a` and `b` (SQL expressions) are members of one company. */
export const sharesCompanySql = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${a} AND cb.user_id = ${b})`;

/** Roles that pick students for classes and tests, so they may browse every student account. */
const STUDENT_BROWSERS: readonly Role[] = [Role.Teacher, Role.CompanyAdmin, Role.SuperAdmin];

/** Whether the caller may list every student (staff) rather than only their own children (parents). */
export const mayBrowseStudents = (caller: Caller): boolean => STUDENT_BROWSERS.some((r) => hasRole(caller, r));

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
