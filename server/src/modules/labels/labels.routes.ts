import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { LabelsController } from './labels.controller';
import * as rules from './labels.validators';

/** Authors read the labels to tag questions; only the super-admin edits them (admin questionTags screen). */
export function labelsRouter(c: LabelsController, requireAuth: RequestHandler): Router {
  const superAdmin = requireRole(Role.SuperAdmin);
  const r = Router();
  r.get('/labels', requireAuth, requireRole(...AUTHOR_ROLES), c.list);
  r.post('/labels', requireAuth, superAdmin, validate(rules.createLabelRules), c.create);
  r.patch('/labels/:id', requireAuth, superAdmin, validate(rules.updateLabelRules), c.update);
  r.delete('/labels/:id', requireAuth, superAdmin, validate(rules.idRules), c.remove);
  return r;
}
