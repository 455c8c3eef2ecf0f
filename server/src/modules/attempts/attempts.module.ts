import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import type { RateLimit } from '../auth/rate-limits';
import { accommodationsRouter } from './accommodations.routes';
import { attemptsController } from './attempts.controller';
import { attemptsRouter } from './attempts.routes';
import { attemptsService } from './attempts.service';

export { sweepDueAttempts, ATTEMPT_SWEEP_INTERVAL_MS } from './attempt-sweeper';
export { settleAttempt } from './attempt-state';

/** The test runner: attempts, their modules' clocks, autosave, routing; and the extra-time accommodation it reads. */
export function attemptsModule(ctx: AppContext, requireAuth: RequestHandler, limit: RateLimit): { router: Router } {
  const router = Router();
  router.use(attemptsRouter(ctx, attemptsController(attemptsService(ctx.ds, ctx.clock)), requireAuth, limit));
  router.use(accommodationsRouter(ctx, requireAuth));
  return { router };
}
