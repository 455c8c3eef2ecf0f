import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { reportsController } from './reports.controller';
import { reportsRouter } from './reports.routes';
import { DEFAULT_REPORTS_OPTIONS, reportsService, type ReportsOptions } from './reports.service';

/** The reports router with its options (a test shortens the wait for a render). */
export function reportsModule(ctx: AppContext, requireAuth: RequestHandler, options: ReportsOptions = DEFAULT_REPORTS_OPTIONS): { router: Router } {
  const router = Router();
  router.use(reportsRouter(reportsController(reportsService(ctx, options)), requireAuth));
  return { router };
}
