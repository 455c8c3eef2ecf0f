import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { PracticesController } from './practices.controller';
import * as rules from './practices.validators';

/**
 * Reading is for every logged-in user (test takers get the public shape of published library practices);
 * writing is for authors. Role gates come before validation; ownership and visibility are the service's.
 */
export function practicesRouter(c: PracticesController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.get('/practices', requireAuth, validate(rules.listPracticesRules), c.list);
  r.post('/practices', requireAuth, author, validate(rules.createPracticeRules), c.create);
  r.get('/practices/:id', requireAuth, validate(rules.idRules), c.show);
  r.patch('/practices/:id', requireAuth, author, validate(rules.updatePracticeRules), c.update);
  r.delete('/practices/:id', requireAuth, author, validate(rules.idRules), c.remove);
  r.post('/practices/:id/duplicate', requireAuth, author, validate(rules.idRules), c.duplicate);
  r.post('/practices/:id/publish', requireAuth, author, validate(rules.idRules), c.publish);
  r.post('/practices/:id/unpublish', requireAuth, author, validate(rules.idRules), c.unpublish);
  return r;
}
