import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import type { WalletController } from './wallet.controller';
import * as rules from './wallet.validators';

/**
 * Plans are public (the /plans page needs no login); everything else is the caller's own wallet.
 * Spending routes take an Idempotency-Key header.
 */
export function walletRouter(c: WalletController, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/plans', c.plans);
  r.post('/plans/:planId/purchase', requireAuth, validate(rules.planIdRules), c.purchase);
  r.get('/wallet', requireAuth, c.wallet);
  r.get('/wallet/transactions', requireAuth, validate(rules.pageRules), c.transactions);
  r.get('/score-reports/:attemptId', requireAuth, validate(rules.attemptIdRules), c.reportState);
  r.post('/score-reports/:attemptId/unlock', requireAuth, validate(rules.attemptIdRules), c.unlockReport);
  r.get('/grading-orders', requireAuth, validate(rules.gradingListRules), c.gradingOrders);
  r.post('/grading-orders', requireAuth, validate(rules.gradingOrderRules), c.orderGrading);
  return r;
}
