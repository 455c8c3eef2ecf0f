/**
 * Who may read one attempt's result (its score report data, the walk-through and, through readResult, the
 * PDF): its taker, admins, and the teachers and company-admins whom the results rule of
 * result-analysis/access.ts (visibleAttemptsSql: tests they author, members of their companies) lets see
 * that attempt. The rule lives there, once; this only asks it about a single attempt.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { hasAnyRole, Role } from '@app/shared';
import { queryRows } from '../../lib/sql';
import type { Caller } from '../questions/authoring';
import { isResultsAdmin, visibleAttemptsSql } from '../result-analysis/access';

/**
 * The roles the rule is meant for. visibleAttemptsSql itself does not look at roles (the analysis routes
 * gate them), so without this a student would read a company-mate's result.
 */
const ANALYST_ROLES = [Role.Teacher, Role.CompanyAdmin] as const;

/** Whether the caller may read the result of attempt `attemptId`, taken by `takerId`. */
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
