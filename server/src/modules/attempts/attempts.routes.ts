import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { callerIdentifier, type RateLimit } from '../../lib/rate-limits';
import type { AttemptsController } from './attempts.controller';
import * as rules from './attempts.validators';

/**
 * Every logged-in user takes tests; ownership is the service's (404 for other people's attempts). Starts
 * and module submits are rate-limited per user (429): autosaves are not, they are the normal traffic.
 */
export function attemptsRouter(ctx: AppContext, c: AttemptsController, requireAuth: RequestHandler, limit: RateLimit): Router {
  const perUser = (name: string) => limit({ name, rule: ctx.config.rateLimit.attempt, identify: callerIdentifier });
  const r = Router();
  r.post('/attempts', requireAuth, ...perUser('attempt-start'), validate(rules.startRules), c.start);
  r.get('/attempts', requireAuth, validate(rules.listAttemptsRules), c.list);
  r.get('/attempts/:id', requireAuth, validate(rules.attemptIdRules), c.show);
  r.put('/attempts/:id/answers/:questionId', requireAuth, c.saveAnswer); // input checked in the controller (hot path)
  r.post('/attempts/:id/submit-module', requireAuth, ...perUser('attempt-submit'), validate(rules.submitModuleRules), c.submitModule);
  r.post('/attempts/:id/continue', requireAuth, validate(rules.attemptIdRules), c.continueAfterBreak);
  r.post('/attempts/:id/resume', requireAuth, validate(rules.attemptIdRules), c.resume);
  r.post('/attempts/:id/away', requireAuth, validate(rules.attemptIdRules), c.away);
  r.post('/attempts/:id/restart', requireAuth, ...perUser('attempt-start'), validate(rules.attemptIdRules), c.restart);
  return r;
}
