import type { DataSource, EntityManager } from 'typeorm';
import { gradeCommitted, markForGrading, markForGradingSql } from '../grading';

/**
 * Where grading plugs in: called once per attempt, inside the transaction that finished it (by the
 * student's last submit or at the last deadline, in a request or in the sweep). It writes the result row
 * as 'grading' in this transaction (the durable marker) and the grading job is enqueued once it commits
 * (see grading/grading-enqueue.ts; the recovery job grades markers whose enqueue was lost).
 */
export async function onAttemptFinished(m: EntityManager, attempt: { id: number; userId: number; finishedAt: Date }): Promise<void> {
  await markForGrading(m, attempt.id, attempt.finishedAt);
}

/**
 * The same plug for a finish done in one autocommit statement (the last module's submit): the statement
 * writes the marker itself through this CTE (`source`: the finished attempts' ids, `at`: the finish
 * time), and once it has returned (committed) the grading job is enqueued.
 */
export const finishedMarkerSql = markForGradingSql;

export function onAttemptFinishedCommitted(ds: DataSource, attemptId: number): void {
  gradeCommitted(ds, attemptId);
}
