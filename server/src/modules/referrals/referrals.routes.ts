import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { ReferralsController } from './referrals.controller';
import * as rules from './referrals.validators';

/** Spec section 7 "Referral". The check is open to visitors (registration), with a token when one is sent. */
export function referralsRouter(c: ReferralsController, requireAuth: RequestHandler): Router {
  const optionalAuth: RequestHandler = (req, res, next) => (req.headers.authorization ? requireAuth(req, res, next) : next());
  const r = Router();
  r.get('/referral-code', requireAuth, c.myCode);
  r.post('/referral-code/check', optionalAuth, validate(rules.checkRules), c.check);
  r.get('/referral-code/used', requireAuth, validate(rules.usedRules), c.used);
  r.post('/referral-code/exchange-point', requireAuth, c.exchange);
  return r;
}
