/**
 * Who may see which results. Admins see every result. Teachers and company-admins see the attempts of the
 * tests they author and the attempts of users who share a company with them (company_users). Classes do
 * not exist yet: once they do, "a student of my class" joins these rules here, and only here.
 *
 * A test's analysis (statistics, students, CSV) opens for any test the caller's catalog shows them (their
 * own, the admins' published library; admins every test), and for a company-admin also their company's
 * authors' tests; its numbers cover only the attempts visibleAttemptsSql gives the caller. So a teacher
 * sees how their company's students did on a library test, and never anyone else's attempts of it.
 */
import { Role, type AttemptTargetType } from '@app/shared';
import { TARGET_COLUMNS, TARGET_TABLES } from '../attempts/attempt-plan';
import { canSee, type CatalogRow } from '../practices/catalog';
import { isContentAdmin, type Caller } from '../questions/authoring';

export const isResultsAdmin = isContentAdmin;

/** Company-admins look after their company: its authors' tests and its members' results. */
export const isCompanyAdmin = (caller: Caller): boolean => caller.roles.includes(Role.CompanyAdmin);

/** Users `a` and `b` are members of one company. `a` and `b` are SQL expressions. */
export const sharesCompanySql = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM company_users ca JOIN company_users cb ON cb.company_id = ca.company_id WHERE ca.user_id = ${a} AND cb.user_id = ${b})`;

/**
 * The attempts (alias `a`) the caller sees; `$p` holds the caller's id (referenced even for admins, so its
 * type stays known to PostgreSQL). A union of index lookups (the caller's tests through each catalog's
 * owner index, then their attempts; the caller's companies' members, then theirs) rather than an OR on
 * every attempt row, so a teacher's list does not scan everyone's attempts. The one rule of the results
 * lists, a test's statistics, its students and its CSV export, and of reading one result (results/result-access.ts).
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

/**
 * Whether the caller may open the test's analysis. `authorSharesCompany` is asked only when the catalog
 * rule does not already decide (a company-admin on a test outside their catalog).
 */
export async function mayAnalyse(caller: Caller, test: CatalogRow, authorSharesCompany: () => Promise<boolean>): Promise<boolean> {
  if (isResultsAdmin(caller) || canSee(caller)(test)) return true;
  return isCompanyAdmin(caller) && (await authorSharesCompany());
}
