import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { ScoreTablesController } from './score-tables.controller';
import * as rules from './score-tables.validators';

/** Score tables are authoring data: the grader reads them on the server, test takers never do. */
export function scoreTablesRouter(c: ScoreTablesController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.get('/score-tables', requireAuth, author, validate(rules.listScoreTablesRules), c.list);
  r.post('/score-tables', requireAuth, author, validate(rules.createScoreTableRules), c.create);
  r.patch('/score-tables/:id', requireAuth, author, validate(rules.updateScoreTableRules), c.update);
  r.delete('/score-tables/:id', requireAuth, author, validate(rules.idRules), c.remove);
  return r;
}
