import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { analyticsController } from './analytics.controller';
import { analyticsRouter } from './analytics.routes';
import { analyticsService } from './analytics.service';

/** Daily analytics (test attempts, coin movements, orders) and the admin's transaction logs. */
export function analyticsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(analyticsRouter(analyticsController(analyticsService({ ds: ctx.ds, clock: ctx.clock })), requireAuth));
  return { router };
}
