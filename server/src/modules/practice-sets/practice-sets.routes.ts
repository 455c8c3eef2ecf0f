import { Router, type RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { SetsController } from './practice-sets.controller';
import * as rules from './practice-sets.validators';

interface SetRules {
  list: ValidationChain[];
  create: ValidationChain[];
  update: ValidationChain[];
}

/** The routes of one kind of set under `base`: reading for every logged-in user, writing for authors. */
function setsRouter(base: string, c: SetsController, r: SetRules, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const router = Router();
  router.get(base, requireAuth, validate(r.list), c.list);
  router.post(base, requireAuth, author, validate(r.create), c.create);
  router.get(`${base}/:id`, requireAuth, validate(rules.idRules), c.show);
  router.patch(`${base}/:id`, requireAuth, author, validate(r.update), c.update);
  router.delete(`${base}/:id`, requireAuth, author, validate(rules.idRules), c.remove);
  router.post(`${base}/:id/duplicate`, requireAuth, author, validate(rules.idRules), c.duplicate);
  router.post(`${base}/:id/publish`, requireAuth, author, validate(rules.idRules), c.publish);
  router.post(`${base}/:id/unpublish`, requireAuth, author, validate(rules.idRules), c.unpublish);
  return router;
}

export const practiceSetsRouter = (c: SetsController, requireAuth: RequestHandler) =>
  setsRouter(
    '/practice-sets',
    c,
    { list: rules.listPracticeSetsRules, create: rules.createPracticeSetRules, update: rules.updatePracticeSetRules },
    requireAuth,
  );

export const adaptiveSetsRouter = (c: SetsController, requireAuth: RequestHandler) =>
  setsRouter(
    '/adaptive-sets',
    c,
    { list: rules.listAdaptiveSetsRules, create: rules.createAdaptiveSetRules, update: rules.updateAdaptiveSetRules },
    requireAuth,
  );
