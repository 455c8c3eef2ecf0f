import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { ResultsController } from './results.controller';
import * as rules from './results.validators';

/** Every logged-in user reads their own results; who else may read one is core/access's mayReadResult (404 otherwise). */
export function resultsRouter(c: ResultsController, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/results', requireAuth, validate(rules.listResultsRules), c.list);
  // Before /results/:attemptId, which would take "history" for an id.
  r.get('/results/history', requireAuth, c.history);
  r.get('/results/:attemptId', requireAuth, validate(rules.attemptIdRules), c.show);
  r.get('/results/:attemptId/review', requireAuth, validate(rules.attemptIdRules), c.review);
  r.get('/explanations/questions/:questionId', requireAuth, validate(rules.questionIdRules), c.explanation);
  return r;
}
