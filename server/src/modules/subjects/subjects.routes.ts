import { Router, type RequestHandler } from 'express';
import { CONTENT_ADMIN_ROLES } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { SubjectsController } from './subjects.controller';
import * as rules from './subjects.validators';

/** Anyone reads the taxonomy (the public /browse/examination page); the admins add, rename and archive. */
export function subjectsRouter(c: SubjectsController, requireAuth: RequestHandler): Router {
  const admins = requireRole(...CONTENT_ADMIN_ROLES);
  const r = Router();
  r.get('/taxonomy', c.taxonomy);
  r.post('/subjects', requireAuth, admins, validate(rules.createSubjectRules), c.create);
  r.patch('/subjects/:id', requireAuth, admins, validate(rules.updateSubjectRules), c.update);
  return r;
}
