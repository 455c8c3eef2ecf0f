/** The history of admin actions and sign-ins: recordActivity is the one way anything writes it. */
import { Router } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import type { AppModule } from '../../core/app-module';
import { validate } from '../../lib/validate';
import { activityLogController } from './activity-log.controller';
import { activityLogOpenApi } from './activity-log.openapi';
import { activityLogRepository } from './activity-log.repository';
import { historyRules } from './activity-log.validators';

export { recordActivity, type ActivityEntry } from './activity-log';

export const activityLogModule: AppModule = {
  name: 'activity-log',
  router(ctx, { requireAuth }) {
    const c = activityLogController(activityLogRepository(ctx.ds));
    const router = Router();
    router.get('/activity-log/history', requireAuth, requireRole(Role.SuperAdmin), validate(historyRules), c.history);
    return router;
  },
  openapi: activityLogOpenApi,
};
