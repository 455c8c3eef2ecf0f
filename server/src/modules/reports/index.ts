/** The score report PDF: rendered by the 'render-report-pdf' job, stored, served once unlocked. */
import type { AppModule } from '../../core/app-module';
import { renderReportJob } from './render-report.job';
import { reportsOpenApi } from './reports.openapi';
import { reportsModule as reportsRouterOf } from './reports.module';

export { cjkFontFor } from './report-fonts';

export const reportsModule: AppModule = {
  name: 'reports',
  router: (ctx, { requireAuth }) => reportsRouterOf(ctx, requireAuth).router,
  openapi: reportsOpenApi,
  jobs: (deps) => ({ 'render-report-pdf': renderReportJob(deps) }),
};
export { reportTheme, type ReportTheme } from './report-theme';
