import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { questionsController } from './questions.controller';
import { questionsRouter } from './questions.routes';
import { questionsService, type DeleteGuard } from './questions.service';

/** The question bank. `deleteGuards` lets later modules (practices) refuse deleting questions in use. */
export function questionsModule(ctx: AppContext, requireAuth: RequestHandler, deleteGuards: DeleteGuard[] = []): { router: Router } {
  const router = Router();
  router.use(questionsRouter(questionsController(questionsService({ ds: ctx.ds, deleteGuards })), requireAuth));
  return { router };
}
