import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { activityLogController } from './activity-log.controller';
import { activityLogRepository } from './activity-log.repository';
import { historyRules } from './activity-log.validators';

/** The admin's history of admin actions and sign-ins (written by recordActivity in activity-log.ts). */
export function activityLogModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const c = activityLogController(activityLogRepository(ctx.ds));
  const router = Router();
  router.get('/activity-log/history', requireAuth, requireRole(Role.SuperAdmin), validate(historyRules), c.history);
  return { router };
}
