import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { passagesController } from './passages.controller';
import { passagesRouter } from './passages.routes';
import { passagesService } from './passages.service';

/** Reading passages that questions share. */
export function passagesModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(passagesRouter(passagesController(passagesService(ctx.ds)), requireAuth));
  return { router };
}
