/** Results for authors and admins: lists, per-test statistics and students, CSV export, combined scores. */
import type { AppModule } from '../../core/app-module';
import { resultAnalysisController } from './result-analysis.controller';
import { resultAnalysisOpenApi } from './result-analysis.openapi';
import { resultAnalysisRouter } from './result-analysis.routes';
import { resultAnalysisService } from './result-analysis.service';

export const resultAnalysisModule: AppModule = {
  name: 'result-analysis',
  router: (ctx, { requireAuth }) => resultAnalysisRouter(resultAnalysisController(resultAnalysisService(ctx.ds, ctx.clock)), requireAuth),
  openapi: resultAnalysisOpenApi,
};
