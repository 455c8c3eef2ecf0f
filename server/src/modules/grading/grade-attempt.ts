/**
 * Grading one attempt, exactly once. The result row's primary key is the guarantee: the grader locks the
 * row, and writes it only while it is still 'grading' (INSERT ... ON CONFLICT DO UPDATE WHERE status =
 * 'grading'), so a retried, duplicated or re-run job finds the one result and leaves it. A worker killed
 * mid-job dies with its transaction: nothing is written and the re-run starts from scratch.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { gradeResult } from './grade-result';
import { gradingRepository, type GradingInput } from './grading.repository';

export type GradeOutcome = 'graded' | 'already-graded' | 'not-finished';

export interface GradeHooks {
  /** Runs after the row is written, before the commit (tests stop a worker here). */
  beforeCommit?: () => Promise<void>;
}

/**
 * Grades the attempts inside the caller's transaction, in a fixed number of statements whatever their
 * number (lock, read, write): each id's outcome. An id may come more than once; it is graded once.
 */
export async function gradeManyInTransaction(m: EntityManager, attemptIds: number[], now: Date): Promise<Map<number, GradeOutcome>> {
  const ids = [...new Set(attemptIds)];
  const repo = gradingRepository(m);
  const graded = await repo.lockGraded(ids);
  const todo = ids.filter((id) => !graded.has(id));
  const inputs = todo.length > 0 ? await repo.inputs(todo) : new Map<number, GradingInput>();
  const finished = new Set(todo.filter((id) => inputs.get(id)?.attempt.status === 'finished'));
  const written = await repo.fill(
    [...finished].map((attemptId) => ({ attemptId, result: gradeResult(inputs.get(attemptId)!) })),
    now,
  );
  return new Map(
    ids.map((id): [number, GradeOutcome] => {
      if (written.has(id)) return [id, 'graded'];
      return [id, graded.has(id) || finished.has(id) ? 'already-graded' : 'not-finished'];
    }),
  );
}

/** Grades inside the caller's transaction. */
export async function gradeInTransaction(m: EntityManager, attemptId: number, now: Date): Promise<GradeOutcome> {
  return (await gradeManyInTransaction(m, [attemptId], now)).get(attemptId)!;
}

/** The 'grade-attempt' job. */
export function gradeAttempt(ds: DataSource, clock: Clock, attemptId: number, hooks: GradeHooks = {}): Promise<GradeOutcome> {
  return ds.transaction(async (m) => {
    const outcome = await gradeInTransaction(m, attemptId, clock.now());
    await hooks.beforeCommit?.();
    return outcome;
  });
}

/** Many attempts graded in one transaction (gradeManyInTransaction): the batches of the grading queue (grading-batcher.ts). */
export const gradeAttempts = (ds: DataSource, clock: Clock, attemptIds: number[]): Promise<Map<number, GradeOutcome>> =>
  ds.transaction((m) => gradeManyInTransaction(m, attemptIds, clock.now()));

/** What a regrade changed in one result (for the run's log). */
export interface RegradeChange {
  attemptId: number;
  before: { total: number | null; correct: number };
  after: { total: number | null; correct: number };
}

/**
 * Grades a finished attempt again with today's keys and tables: the row is replaced (version + 1) only
 * when something differs. A result still waiting for its first grading simply gets it.
 */
export async function regradeAttempt(m: EntityManager, attemptId: number, now: Date): Promise<RegradeChange | null> {
  const repo = gradingRepository(m);
  const row = await repo.lock(attemptId);
  if (!row || row.status === 'grading') {
    await gradeInTransaction(m, attemptId, now);
    return null;
  }
  const input = await repo.input(attemptId);
  if (!input || input.attempt.status !== 'finished') return null;
  const graded = gradeResult(input);
  if (!(await repo.replace(attemptId, graded, now))) return null;
  return { attemptId, before: { total: row.total, correct: row.correct }, after: { total: graded.total, correct: graded.counts.correct } };
}
