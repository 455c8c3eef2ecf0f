/**
 * Grading: each finished attempt is graded exactly once by the 'grade-attempt' job, enqueued after the
 * finishing transaction commits (markForGrading, gradeAfterCommit); a recovery job grades what a lost
 * enqueue left waiting; authors regrade a test's attempts in bulk.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { attemptGrader } from './grading-batcher';
import { pgPool } from '../../lib/named-statements';
import { gradingController } from './grading.controller';
import { gradeAfterCommit } from './grading-enqueue';
import { gradingOpenApi } from './grading.openapi';
import { GRADING_RECOVERY_INTERVAL_MS, gradeWaitingResults } from './grading-recovery';
import { gradingRepository, markForGradingSql, type GradingInput } from './grading.repository';
import { gradingRouter } from './grading.routes';
import { regradeService, runRegrade } from './regrade';

export { gradeAttempt, type GradeOutcome } from './grade-attempt';
export { gradeResult, outcomeOf, totalOf, type GradedResult } from './grade-result';
export { gradeAfterCommit, gradeCommitted, markForGrading } from './grading-enqueue';
export { GRADING_RECOVERY_INTERVAL_MS, GRADING_RECOVERY_GRACE_MS, gradeWaitingResults } from './grading-recovery';
export type { GradingInput, GradingQuestion } from './grading.repository';
export { markForGradingSql };

/** What grading the attempt takes (its questions, saved answers and score tables), or null when it does not exist. */
export const gradingInputOf = (db: DataSource | EntityManager, attemptId: number): Promise<GradingInput | null> =>
  gradingRepository(db).input(attemptId);

export const gradingModule: AppModule = {
  name: 'grading',
  router(ctx, { requireAuth }) {
    // The API's finishing transactions enqueue their grading once they commit.
    gradeAfterCommit(ctx.ds, ctx.queue, ctx.logger);
    return gradingRouter(gradingController(regradeService(ctx.ds, ctx.queue, ctx.clock)), requireAuth);
  },
  openapi: gradingOpenApi,
  jobs: ({ ds, clock }) => {
    // Jobs arriving together (a class finishing at once) are graded together, one grading at a time,
    // after the requests that wait for a database connection of this process.
    const grade = attemptGrader(ds, clock, { busy: () => pgPool(ds).waitingCount > 0 });
    return {
      'grade-attempt': async ({ attemptId }) => void (await grade(attemptId)),
      regrade: ({ runId }) => runRegrade(ds, clock, runId),
      'grade-waiting-results': async () => void (await gradeWaitingResults(ds, clock)),
    };
  },
  schedules: [{ job: 'grade-waiting-results', everyMs: GRADING_RECOVERY_INTERVAL_MS }],
};
