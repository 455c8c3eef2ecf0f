/**
 * Who may see which results. Admins see every result. Teachers and company-admins see the attempts of the
 * tests they author and the attempts of users who share a company with them (company_users). Classes do
 * not exist yet: once they do, "a student of my class" joins these rules here, and only here.
 * A test's statistics are for its author, admins and a company-admin of a company the author belongs to.
 */
import { Role } from '@app/shared';
import { isContentAdmin, type Caller } from '../questions/authoring';

export const isResultsAdmin = isContentAdmin;

/** Users `a` and `b` are members of one company. `a` and `b` are SQL expressions. */
export const sharesCompanySql = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${a} AND cb.user_id = ${b})`;

/**
 * The attempts (alias `a`, the target's owner in `ownerSql`) the caller sees; `$p` holds the caller's id.
 * The parameter is referenced even for admins, so its type stays known to PostgreSQL.
 */
export function visibleAttemptsSql(caller: Caller, p: number, ownerSql: string): string {
  if (isResultsAdmin(caller)) return `$${p}::int IS NOT NULL`;
  return `(${ownerSql} = $${p} OR ${sharesCompanySql(`$${p}`, 'a.user_id')})`;
}

/** Company-admins look after their company: its authors' tests and its members' results. */
export const isCompanyAdmin = (caller: Caller): boolean => caller.roles.includes(Role.CompanyAdmin);
