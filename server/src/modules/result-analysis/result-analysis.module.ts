import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { resultAnalysisController } from './result-analysis.controller';
import { resultAnalysisRouter } from './result-analysis.routes';
import { resultAnalysisService } from './result-analysis.service';

/** Results for authors and admins: lists, per-test statistics and students, CSV export, combined scores. */
export function resultAnalysisModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(resultAnalysisRouter(resultAnalysisController(resultAnalysisService(ctx.ds, ctx.clock)), requireAuth));
  return { router };
}
