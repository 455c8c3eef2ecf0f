import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { resultsController } from './results.controller';
import { resultsRouter } from './results.routes';
import { resultsService } from './results.service';

export { loadResult, readResult } from './results.service';
export { mayReadResult } from './result-access';

/** Graded results: the score report's data, the result list, the performance history, the walk-through. */
export function resultsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(resultsRouter(resultsController(resultsService(ctx.ds)), requireAuth));
  return { router };
}
