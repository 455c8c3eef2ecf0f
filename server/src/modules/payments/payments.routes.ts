import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import type { PaymentsController } from './payments.controller';
import * as rules from './payments.validators';

/** Where Stripe posts events; app.ts gives this path the raw body before the JSON parser. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Quotes are public (the /balance page works without login); payments are their owner's; admins
 * (spec section 6: admin area "payment") list and confirm. The webhook authenticates by signature.
 */
export function paymentsRouter(c: PaymentsController, requireAuth: RequestHandler): Router {
  const admin = requireRole(Role.Admin);
  const r = Router();
  r.get('/payments/methods', c.methods);
  r.get('/payments/quote', validate(rules.quoteRules), c.quote);
  r.post('/payments/stripe/webhook', c.stripeWebhook);
  r.get('/payments', requireAuth, validate(rules.listRules), c.mine);
  r.post('/payments', requireAuth, validate(rules.createRules), c.create);
  r.get('/payments/:id', requireAuth, validate(rules.idRules), c.show);
  r.get('/admin/payments', requireAuth, admin, validate(rules.listRules), c.adminList);
  r.post('/admin/payments/:id/confirm', requireAuth, admin, validate(rules.confirmRules), c.confirm);
  return r;
}
