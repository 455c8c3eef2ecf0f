/**
 * How a finished attempt reaches the grading job. The finish writes a durable marker (the result row,
 * 'grading') in its own transaction; the job is enqueued only after that transaction commits, so a job
 * never runs before the attempt it grades is visible, and a rolled-back finish enqueues nothing. If the
 * enqueue is lost anyway (a crash between commit and enqueue, Redis down, a process that never hooked
 * gradeAfterCommit), the recovery job grades the waiting markers. The API (the grading module's router) and the standalone
 * worker (worker.ts, for the attempts its deadline sweep finishes) both hook it.
 */
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../lib/logger';
import { gradingRepository } from './grading.repository';

/** Attempt ids finished in a transaction, kept on its query runner until it commits. */
const PENDING = 'gradingPendingAttemptIds';
type RunnerData = { [PENDING]?: number[] };

const takePending = (qr: QueryRunner): number[] => {
  const data = qr.data as RunnerData;
  const ids = data[PENDING] ?? [];
  delete data[PENDING];
  return ids;
};

/**
 * Enqueues the grading of an attempt whose finish and marker (markForGradingSql) have committed in an
 * autocommit statement, through the queue the data source was hooked with (gradeAfterCommit). Without a
 * hook the recovery job grades the marker.
 */
export function gradeCommitted(ds: DataSource, attemptId: number): void {
  ds.subscribers.find((s): s is GradeAfterCommit => s instanceof GradeAfterCommit)?.enqueue(attemptId);
}

/** Called inside the finishing transaction (onAttemptFinished). */
export async function markForGrading(m: EntityManager, attemptId: number, at: Date): Promise<void> {
  await gradingRepository(m).mark(attemptId, at);
  const qr = m.queryRunner;
  if (!qr) return; // not in a transaction of ours: the recovery job picks it up
  const data = qr.data as RunnerData;
  (data[PENDING] ??= []).push(attemptId);
}

/** Enqueues the grading of every attempt a transaction finished, once it has committed. */
class GradeAfterCommit implements EntitySubscriberInterface {
  constructor(
    public queue: JobQueue,
    public logger: Logger,
  ) {}

  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    // A released savepoint is not the commit: the outer transaction can still roll back.
    if (queryRunner.isTransactionActive) return;
    for (const attemptId of takePending(queryRunner)) this.enqueue(attemptId);
  }

  /** After the commit. Not awaited: the commit has happened, a slow or failing queue must not fail the request. */
  enqueue(attemptId: number): void {
    this.queue
      .enqueue('grade-attempt', { attemptId })
      .catch((err: unknown) => this.logger.warn({ err, attemptId }, 'grading enqueue failed; the recovery job will grade it'));
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (!queryRunner.isTransactionActive) takePending(queryRunner);
  }
}

/**
 * Hooks the after-commit enqueue onto a data source. Once per data source: a second call (another app on
 * the same pool) points the one subscriber at the new queue instead of enqueueing twice.
 */
export function gradeAfterCommit(ds: DataSource, queue: JobQueue, logger: Logger): void {
  const existing = ds.subscribers.find((s): s is GradeAfterCommit => s instanceof GradeAfterCommit);
  if (existing) {
    existing.queue = queue;
    existing.logger = logger;
    return;
  }
  ds.subscribers.push(new GradeAfterCommit(queue, logger));
}
