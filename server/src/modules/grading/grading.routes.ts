import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { GradingController } from './grading.controller';
import * as rules from './grading.validators';

/** Regrades are an authoring action: authors of the test (ownership checked by the service) and admins. */
export function gradingRouter(c: GradingController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.post('/regrades', requireAuth, author, validate(rules.startRegradeRules), c.startRegrade);
  r.get('/regrades/:id', requireAuth, author, validate(rules.regradeIdRules), c.showRegrade);
  return r;
}
