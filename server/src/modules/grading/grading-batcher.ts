/**
 * The 'grade-attempt' job's grader: attempts whose jobs arrive while a grading is running are graded
 * together in the next one (one transaction, a fixed number of statements: gradeAttempts), at most one
 * grading at a time per process. A lone finish is graded at once, alone; a whole class finishing in the
 * same second is graded in a few batches instead of thousands of transactions (issue 17's class finish).
 * Exactly once still rests on the results primary key (gradeManyInTransaction).
 *
 * Grading also gives way to requests: while `busy()` says requests of this process are waiting (for a
 * database connection), a batch waits, up to `maxDeferMs` after its oldest job arrived, so a class's
 * submits are answered first and graded right after, still within seconds.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { gradeAttempt, gradeAttempts, type GradeOutcome } from './grade-attempt';

export interface GraderOptions {
  /** The most attempts one grading transaction takes (each adds its result's JSON to the one statement). */
  batchMax?: number;
  /** True while this process's requests wait for something grading would take (a database connection). */
  busy?: () => boolean;
  /** How long a job may wait for `busy` to clear (then it is graded anyway); how often `busy` is asked. */
  maxDeferMs?: number;
  pollMs?: number;
}

export const GRADING_BATCH_MAX = 100;
/** Well inside issue 17's "graded within 10 s of the finish". */
export const GRADING_MAX_DEFER_MS = 3000;

interface Waiter {
  attemptId: number;
  since: number;
  resolve: (outcome: GradeOutcome) => void;
  reject: (err: unknown) => void;
}

/** Grades `attemptId` with whatever else is waiting; resolves with its outcome once its batch has committed. */
export type AttemptGrader = (attemptId: number) => Promise<GradeOutcome>;

export function attemptGrader(ds: DataSource, clock: Clock, options: GraderOptions = {}): AttemptGrader {
  const { batchMax = GRADING_BATCH_MAX, busy = () => false, maxDeferMs = GRADING_MAX_DEFER_MS, pollMs = 50 } = options;
  let waiting: Waiter[] = [];
  let running = false;

  /**
   * One batch failing (a row that cannot be graded) must not fail the others with it: each of its
   * attempts is then graded alone, so only the culprit's job fails and retries.
   */
  async function gradeBatch(batch: Waiter[]): Promise<void> {
    try {
      const outcomes = await gradeAttempts(
        ds,
        clock,
        batch.map((w) => w.attemptId),
      );
      for (const w of batch) w.resolve(outcomes.get(w.attemptId)!);
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const w of batch) await gradeAttempt(ds, clock, w.attemptId).then(w.resolve, w.reject);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        // performance.now(), not the app clock: how long a job has waited in this process (tests stop the clock).
        while (busy() && performance.now() - waiting[0].since < maxDeferMs) await new Promise((r) => setTimeout(r, pollMs));
        const batch = waiting.slice(0, batchMax);
        waiting = waiting.slice(batchMax);
        await gradeBatch(batch);
      }
    } finally {
      running = false;
    }
  }

  return (attemptId) =>
    new Promise<GradeOutcome>((resolve, reject) => {
      waiting.push({ attemptId, since: performance.now(), resolve, reject });
      if (!running) void drain();
    });
}
