import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { PassagesController } from './passages.controller';
import * as rules from './passages.validators';

/** Authors only; ownership is the service's (owner or admin edits, own + library reads). */
export function passagesRouter(c: PassagesController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.get('/passages', requireAuth, author, validate(rules.listPassagesRules), c.list);
  r.post('/passages', requireAuth, author, validate(rules.createPassageRules), c.create);
  r.get('/passages/:id', requireAuth, author, validate(rules.idRules), c.show);
  r.patch('/passages/:id', requireAuth, author, validate(rules.updatePassageRules), c.update);
  r.delete('/passages/:id', requireAuth, author, validate(rules.idRules), c.remove);
  return r;
}
