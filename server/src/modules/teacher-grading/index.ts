/** Teacher grading services (spec section 4): the graders' queue, claims, feedback and the student's view of it. */
import type { AppModule } from '../../core/app-module';
import { teacherGradingController } from './teacher-grading.controller';
import { teacherGradingOpenApi } from './teacher-grading.openapi';
import { teacherGradingRouter } from './teacher-grading.routes';
import { requireGrader } from './require-grader';
import { teacherGradingService } from './teacher-grading.service';

export {
  attemptMachineScored,
  gradingOrdersOf,
  hasOpenGradingOrder,
  placeGradingOrder,
  type NewGradingOrder,
  type PurchasedOrderRow,
} from './grading-orders.repository';

export { graderAccounts } from './graders.repository';

export const teacherGradingModule: AppModule = {
  name: 'teacher-grading',
  router: (ctx, { requireAuth }) => teacherGradingRouter(teacherGradingController(teacherGradingService(ctx)), requireAuth, requireGrader(ctx.ds)),
  openapi: teacherGradingOpenApi,
};
