/**
 * Regrading after an answer-key or score-table change: an author asks for one test's attempts to be graded
 * again; a 'regrade' job goes through them one transaction each, counting progress, and logs every result
 * that changed (before and after) on the run. Scores and reports read the results, so they follow.
 */
import type { DataSource } from 'typeorm';
import { ActivityAction, type AttemptTargetType, type RegradeRunDto } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../activity-log';
import { authorize, isContentAdmin, isOwner, type Caller } from '../../core/access';
import { findTarget } from '../../core/test-targets';
import { regradeAttempt } from './grade-attempt';
import { regradeRunsRepository, type RegradeRunRecord } from './regrade-runs.repository';

export const toRegradeRunDto = (r: RegradeRunRecord): RegradeRunDto => ({
  id: r.id,
  target: { type: r.targetType, id: r.targetId },
  status: r.status,
  total: r.total,
  done: r.done,
  changed: r.changed,
  log: r.log,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
});

/** The 'regrade' job: safe to run twice (a second run finds nothing left to change and logs nothing). */
export async function runRegrade(ds: DataSource, clock: Clock, runId: number): Promise<void> {
  const repo = regradeRunsRepository(ds);
  const run = await repo.find(runId);
  if (!run || run.status === 'done') return;
  const ids = await repo.attemptIds(run.targetType, run.targetId);
  if (!(await repo.begin(runId, ids.length))) return;
  try {
    for (const [i, attemptId] of ids.entries()) {
      await ds.transaction(async (m) => {
        const change = await regradeAttempt(m, attemptId, clock.now());
        await regradeRunsRepository(m).progress(runId, i + 1, change);
      });
    }
    await repo.end(runId, 'done', clock.now());
  } catch (err) {
    // Shown on the run; the queue retries the job, which starts over (regrading is idempotent).
    await repo.end(runId, 'failed', clock.now(), err instanceof Error ? err.message : String(err));
    throw err;
  }
}

/** Who asks for a regrade, with the address the activity log keeps. */
export type Requester = Caller & { ip?: string };

export function regradeService(ds: DataSource, queue: JobQueue, clock: Clock) {
  const repo = regradeRunsRepository(ds);
  return {
    /**
     * For the test's owner or an admin: records the run and, in the same transaction, its activity log
     * entry (so neither exists without the other), then enqueues it once both are committed.
     */
    async start(caller: Requester, type: AttemptTargetType, targetId: number): Promise<RegradeRunDto> {
      authorize(caller, await findTarget(ds.manager, type, targetId), isOwner(caller));
      const total = (await repo.attemptIds(type, targetId)).length;
      const id = await ds.transaction(async (m) => {
        const runId = await regradeRunsRepository(m).insert(type, targetId, caller.id, total, clock.now());
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.RegradeRun,
          details: { run_id: runId, target_type: type, target_id: targetId, attempts: total },
          ip: caller.ip,
        });
        return runId;
      });
      const queued = toRegradeRunDto((await repo.find(id))!);
      await queue.enqueue('regrade', { runId: id });
      return queued;
    },

    /**
     * A run, for whoever asked for it and admins. The failure text is the job's raw exception message (SQL
     * errors name tables and constraints): admins get it to look up in the logs, a teacher only the status.
     */
    async show(caller: Caller, id: number): Promise<RegradeRunDto> {
      const run = await repo.find(id);
      const dto = toRegradeRunDto(authorize(caller, run && { ...run, ownerId: run.requestedBy ?? 0 }, isOwner(caller)));
      return isContentAdmin(caller) ? dto : { ...dto, error: null };
    },
  };
}
export type RegradeService = ReturnType<typeof regradeService>;
