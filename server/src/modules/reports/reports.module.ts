import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { reportsController } from './reports.controller';
import { reportsRouter } from './reports.routes';
import { DEFAULT_REPORTS_OPTIONS, reportsService, type ReportsOptions } from './reports.service';

export { renderReportJob, type RenderReportPayload } from './render-report.job';

/** The score report PDF: rendered by the 'render-report-pdf' job, stored, served once unlocked. */
export function reportsModule(ctx: AppContext, requireAuth: RequestHandler, options: ReportsOptions = DEFAULT_REPORTS_OPTIONS): { router: Router } {
  const router = Router();
  router.use(reportsRouter(reportsController(reportsService(ctx, options)), requireAuth));
  return { router };
}
