/**
 * The test runner: attempts, their modules' clocks, autosave, routing; and the extra-time accommodation it
 * reads. Its deadline sweep ends modules on time even when no browser is left to submit them.
 */
import { Router } from 'express';
import type { AppModule } from '../../core/app-module';
import { accommodationsRouter } from './accommodations.routes';
import { ATTEMPT_SWEEP_INTERVAL_MS, sweepDueAttempts } from './attempt-sweeper';
import { attemptsController } from './attempts.controller';
import { attemptsOpenApi } from './attempts.openapi';
import { attemptsRouter } from './attempts.routes';
import { attemptsService } from './attempts.service';

export { sweepDueAttempts, ATTEMPT_SWEEP_INTERVAL_MS } from './attempt-sweeper';
export { settleAttempt } from './attempt-state';
export { takePlan, type PlanStep } from './attempt-plan';
export { attemptsService, type StartTarget } from './attempts.service';

export const attemptsModule: AppModule = {
  name: 'attempts',
  router(ctx, { requireAuth, limit, admitClassRestart }) {
    const router = Router();
    router.use(attemptsRouter(ctx, attemptsController(attemptsService(ctx.ds, ctx.clock, admitClassRestart)), requireAuth, limit));
    router.use(accommodationsRouter(ctx, requireAuth));
    return router;
  },
  openapi: attemptsOpenApi,
  jobs: ({ ds, clock }) => ({ 'sweep-attempt-deadlines': async () => void (await sweepDueAttempts(ds, clock)) }),
  schedules: [{ job: 'sweep-attempt-deadlines', everyMs: ATTEMPT_SWEEP_INTERVAL_MS }],
};
