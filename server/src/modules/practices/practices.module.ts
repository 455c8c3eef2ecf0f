import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { practicesController } from './practices.controller';
import { practicesRouter } from './practices.routes';
import { practicesService } from './practices.service';

export { takenPracticeDeleteGuard } from './practices.service';

/** Practices: a module, section, drill or quick test made of ordered questions. */
export function practicesModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(practicesRouter(practicesController(practicesService(ctx.ds)), requireAuth));
  return { router };
}
