import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { scoreTablesController } from './score-tables.controller';
import { scoreTablesRouter } from './score-tables.routes';
import { scoreTablesService } from './score-tables.service';

/** Raw -> scaled conversion tables per practice, full practice set or adaptive set (and route). */
export function scoreTablesModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(scoreTablesRouter(scoreTablesController(scoreTablesService(ctx.ds)), requireAuth));
  return { router };
}
