import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { CatalogController } from './catalog.controller';
import * as rules from './catalog.validators';

/** Every logged-in user has a catalog: it holds what they may take, so no role gate. */
export function catalogRouter(c: CatalogController, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/catalog', requireAuth, validate(rules.listCatalogRules), c.list);
  r.get('/catalog/:type/:id', requireAuth, validate(rules.showCatalogRules), c.show);
  return r;
}
