/**
 * The safety net under the after-commit enqueue: every GRADING_RECOVERY_INTERVAL_MS, results still
 * 'grading' a while after their attempt finished are graded here (a lost enqueue, a process that finished
 * attempts without a queue, attempts finished before grading existed). Grading is idempotent, so a
 * result whose job is merely slow is not graded twice.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { gradeAttempt } from './grade-attempt';
import { gradingRepository } from './grading.repository';

export const GRADING_RECOVERY_INTERVAL_MS = 30_000;
/** A marker this old has surely missed its job (a queued grading takes well under a second). */
export const GRADING_RECOVERY_GRACE_MS = 60_000;
const BATCH = 200;

/** Grades the waiting results; answers how many it wrote. Failures are thrown together at the end. */
export async function gradeWaitingResults(ds: DataSource, clock: Clock): Promise<number> {
  const ids = await gradingRepository(ds).waiting(new Date(clock.now().getTime() - GRADING_RECOVERY_GRACE_MS), BATCH);
  let graded = 0;
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      if ((await gradeAttempt(ds, clock, id)) === 'graded') graded++;
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} results could not be graded`);
  return graded;
}
