import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { teacherGradingController } from './teacher-grading.controller';
import { teacherGradingRouter } from './teacher-grading.routes';
import { teacherGradingService } from './teacher-grading.service';

/** Teacher grading services (spec section 4): the graders' queue, claims, feedback and the student's view of it. */
export function teacherGradingModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  return { router: teacherGradingRouter(teacherGradingController(teacherGradingService(ctx)), requireAuth) };
}
