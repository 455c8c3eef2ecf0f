import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { CatalogController } from './catalog.controller';
import * as rules from './catalog.validators';

/**
 * Everyone has a catalog: it holds what they may take, so no role gate. A visitor (no token) sees the
 * published library without progress, so the public site can show what there is before sign-up (issue 15);
 * a token that is sent must be valid.
 */
export function catalogRouter(c: CatalogController, requireAuth: RequestHandler): Router {
  const r = Router();
  const optionalAuth: RequestHandler = (req, res, next) => (req.headers.authorization ? requireAuth(req, res, next) : next());
  r.get('/catalog', optionalAuth, validate(rules.listCatalogRules), c.list);
  r.get('/catalog/:type/:id', optionalAuth, validate(rules.showCatalogRules), c.show);
  return r;
}
