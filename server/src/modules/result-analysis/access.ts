/**
 * Who may see which results. Admins see every result. Teachers and company-admins see the attempts of the
 * tests they author and the attempts of users who share a company with them (company_users). Classes do
 * not exist yet: once they do, "a student of my class" joins these rules here, and only here.
 * A test's statistics are for its author, admins and a company-admin of a company the author belongs to.
 */
import { Role, type AttemptTargetType } from '@app/shared';
import { TARGET_COLUMNS, TARGET_TABLES } from '../attempts/attempt-plan';
import { isContentAdmin, type Caller } from '../questions/authoring';

export const isResultsAdmin = isContentAdmin;

/** Users `a` and `b` are members of one company. `a` and `b` are SQL expressions. */
export const sharesCompanySql = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${a} AND cb.user_id = ${b})`;

/**
 * The attempts (alias `a`) the caller sees; `$p` holds the caller's id (referenced even for admins, so its
 * type stays known to PostgreSQL). A union of index lookups (the caller's tests through each catalog's
 * owner index, then their attempts; the caller's companies' members, then theirs) rather than an OR on
 * every attempt row, so a teacher's list does not scan everyone's attempts.
 */
export function visibleAttemptsSql(caller: Caller, p: number): string {
  if (isResultsAdmin(caller)) return `$${p}::int IS NOT NULL`;
  const ofOwnTests = (Object.keys(TARGET_TABLES) as AttemptTargetType[]).map(
    (type) => `SELECT v.id FROM ${TARGET_TABLES[type]} t JOIN attempts v ON v.${TARGET_COLUMNS[type]} = t.id WHERE t.owner_id = $${p}`,
  );
  const ofMembers = `SELECT v.id FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id JOIN attempts v ON v.user_id = cb.user_id
                      WHERE ca.user_id = $${p}`;
  return `a.id IN (${[...ofOwnTests, ofMembers].join(' UNION ')})`;
}

/** Company-admins look after their company: its authors' tests and its members' results. */
export const isCompanyAdmin = (caller: Caller): boolean => caller.roles.includes(Role.CompanyAdmin);
