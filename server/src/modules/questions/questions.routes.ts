import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { QuestionsController } from './questions.controller';
import * as rules from './questions.validators';

/**
 * The question bank is an authoring area: teachers, company admins, admins (and the super-admin).
 * Role gates come before validation; ownership and visibility are the service's.
 */
export function questionsRouter(c: QuestionsController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.get('/questions', requireAuth, author, validate(rules.listQuestionsRules), c.list);
  r.post('/questions', requireAuth, author, validate(rules.createQuestionRules), c.create);
  r.get('/questions/:id', requireAuth, author, validate(rules.idRules), c.show);
  r.patch('/questions/:id', requireAuth, author, validate(rules.updateQuestionRules), c.update);
  r.delete('/questions/:id', requireAuth, author, validate(rules.idRules), c.remove);
  r.post('/questions/:id/duplicate', requireAuth, author, validate(rules.idRules), c.duplicate);
  r.post('/questions/:id/publish', requireAuth, author, validate(rules.idRules), c.publish);
  r.post('/questions/:id/unpublish', requireAuth, author, validate(rules.idRules), c.unpublish);
  return r;
}
