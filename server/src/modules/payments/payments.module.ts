import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { paymentsController } from './payments.controller';
import { paymentsRouter } from './payments.routes';
import { paymentsService } from './payments.service';

export { STRIPE_WEBHOOK_PATH } from './payments.routes';

/** Coin deposits: offline payments confirmed by an admin, card payments through Stripe, convenience stores. */
export function paymentsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  return { router: paymentsRouter(paymentsController(ctx.ds, paymentsService(ctx)), requireAuth) };
}
