import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { gradingController } from './grading.controller';
import { gradeAfterCommit } from './grading-enqueue';
import { gradingRouter } from './grading.routes';
import { regradeService } from './regrade';

export { GRADING_RECOVERY_INTERVAL_MS } from './grading-recovery';

/**
 * Grading: finished attempts are graded by the 'grade-attempt' job, enqueued after the finishing
 * transaction commits (hooked onto the data source here); authors regrade a test's attempts in bulk.
 */
export function gradingModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  gradeAfterCommit(ctx.ds, ctx.queue, ctx.logger);
  const router = Router();
  router.use(gradingRouter(gradingController(regradeService(ctx.ds, ctx.queue, ctx.clock)), requireAuth));
  return { router };
}
