import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { labelsController } from './labels.controller';
import { labelsRouter } from './labels.routes';
import { labelsService } from './labels.service';

/** Question labels (tags). */
export function labelsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(labelsRouter(labelsController(labelsService(ctx.ds)), requireAuth));
  return { router };
}
