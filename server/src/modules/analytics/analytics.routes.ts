import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { AnalyticsController } from './analytics.controller';
import * as rules from './analytics.validators';

/** Finance and analytics of spec section 7: super-admins only (the /analytics page is a flagged admin page). */
export function analyticsRouter(c: AnalyticsController, requireAuth: RequestHandler): Router {
  const admin = [requireAuth, requireRole(Role.SuperAdmin)];
  const r = Router();
  r.get('/admin/transactions-logs', ...admin, validate(rules.transactionLogsRules), c.transactionLogs);
  r.get('/admin/transactions-logs/users', ...admin, validate(rules.transactionLogsRules), c.transactionLogUsers);
  for (const [path, handlers] of [
    ['/user-exams', c.userExams],
    ['/transaction-logs', c.transactions],
    ['/order', c.orders],
  ] as const) {
    r.get(`${path}/analysis`, ...admin, validate(rules.analysisRules), handlers.analysis);
    r.get(`${path}/today`, ...admin, handlers.today);
  }
  return r;
}
