/**
 * Who may see which attempts and results. Admins see every one. Teachers and company-admins see the
 * attempts of the tests they author and the attempts of the students linked to them (people.ts: today a
 * company they share).
 *
 * A test's analysis (statistics, students, CSV) opens for any test the caller's catalog shows them (their
 * own, the admins' published library; admins every test), and for a company-admin also their company's
 * authors' tests; its numbers cover only the attempts visibleAttemptsSql gives the caller. So a teacher
 * sees how their company's students did on a library test, and never anyone else's attempts of it.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { hasAnyRole, Role } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { TARGET_LIST } from '../test-targets';
import { canSeeContent, type OwnedRow } from './content';
import { STUDENT_LINKS } from './people';
import { isCompanyAdmin, isContentAdmin, type Caller } from './roles';

export const isResultsAdmin = isContentAdmin;

/** Who may read an attempt through the runner: its taker, or an admin. */
export interface AttemptReader {
  userId: number;
  admin: boolean;
}

/** Admins read anybody's attempt; only the taker writes to it (answers, submits, breaks, leaves, restarts). */
export const attemptReaderOf = (c: Caller): AttemptReader => ({ userId: c.id, admin: isContentAdmin(c) });
export const attemptTakerOf = (c: Caller): AttemptReader => ({ userId: c.id, admin: false });

/**
 * The attempts (alias `a`) the caller sees; `$p` holds the caller's id (referenced even for admins, so its
 * type stays known to PostgreSQL). A union of index lookups (the caller's tests through each target
 * table's owner index, then their attempts; the caller's linked students, then theirs) rather than an OR
 * on every attempt row, so a teacher's list does not scan everyone's attempts. The one rule of the results
 * lists, a test's statistics, its students, its CSV export, and of reading one result (mayReadResult).
 */
export function visibleAttemptsSql(caller: Caller, p: number): string {
  if (isResultsAdmin(caller)) return `$${p}::int IS NOT NULL`;
  const ofOwnTests = TARGET_LIST.map((t) => `SELECT v.id FROM ${t.table} t JOIN attempts v ON v.${t.attemptColumn} = t.id WHERE t.owner_id = $${p}`);
  const ofLinkedStudents = STUDENT_LINKS.map((link) => `SELECT v.id FROM (${link(`$${p}`)}) s (user_id) JOIN attempts v ON v.user_id = s.user_id`);
  return `a.id IN (${[...ofOwnTests, ...ofLinkedStudents].join(' UNION ')})`;
}

/**
 * Whether the caller may open the test's analysis. `authorSharesCompany` is asked only when the catalog
 * rule does not already decide (a company-admin on a test outside their catalog).
 */
export async function mayAnalyse(caller: Caller, test: OwnedRow, authorSharesCompany: () => Promise<boolean>): Promise<boolean> {
  if (isResultsAdmin(caller) || canSeeContent(caller)(test)) return true;
  return isCompanyAdmin(caller) && (await authorSharesCompany());
}

/**
 * The roles visibleAttemptsSql is meant for. It does not look at roles itself (the analysis routes gate
 * them), so without this a student would read a company-mate's result.
 */
const ANALYST_ROLES = [Role.Teacher, Role.CompanyAdmin] as const;

/**
 * Whether the caller may read the result of attempt `attemptId`, taken by `takerId` (its score report data,
 * the walk-through, the PDF): its taker, admins, and the analysts whom visibleAttemptsSql lets see that attempt.
 */
export async function mayReadResult(db: DataSource | EntityManager, caller: Caller, attemptId: number, takerId: number): Promise<boolean> {
  if (caller.id === takerId || isResultsAdmin(caller)) return true;
  if (!hasAnyRole(caller.roles, ANALYST_ROLES)) return false;
  const rows = await queryRows<{ ok: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM attempts a WHERE a.id = $2 AND ${visibleAttemptsSql(caller, 1)}) AS ok`,
    [caller.id, attemptId],
  );
  return rows[0].ok;
}

/**
 * A question's key and explanation: its owner and admins, and a taker once they finished an attempt that
 * had it (`finishedWithIt`, asked only when the rest does not decide).
 */
export async function mayReadExplanation(caller: Caller, ownerId: number, finishedWithIt: () => Promise<boolean>): Promise<boolean> {
  return isContentAdmin(caller) || ownerId === caller.id || (await finishedWithIt());
}
