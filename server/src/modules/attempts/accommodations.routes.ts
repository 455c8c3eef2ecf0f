import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { input, validate } from '../../lib/validate';
import { userAccounts } from '../users';
import { accommodationsRules } from './accommodations.validators';

/**
 * Extra time on every module (a test accommodation), set by admins. It applies to attempts started
 * afterwards: a running attempt keeps the percentage it started with, like the rest of its plan.
 */
export function accommodationsRouter(ctx: AppContext, requireAuth: RequestHandler): Router {
  const users = userAccounts(ctx.ds);
  const r = Router();
  r.patch('/admin/users/:id/accommodations', requireAuth, requireRole(Role.Admin), validate(accommodationsRules), (async (req, res) => {
    const { id, extraTimePercent } = input<{ id: number; extraTimePercent: number }>(req);
    const saved = await users.setExtraTime(id, extraTimePercent);
    if (!saved) throw notFound();
    res.json(saved);
  }) as RequestHandler);
  return r;
}
