/** Coin deposits: offline payments confirmed by an admin, card payments through Stripe, convenience-store codes that expire. */
import type { AppModule } from '../../core/app-module';
import { expireDuePayments, PAYMENT_EXPIRY_INTERVAL_MS } from './payment-expiry';
import { paymentsController } from './payments.controller';
import { paymentsOpenApi } from './payments.openapi';
import { paymentsRouter, STRIPE_WEBHOOK_PATH } from './payments.routes';
import { paymentsService } from './payments.service';

export { expireDuePayments, PAYMENT_EXPIRY_INTERVAL_MS } from './payment-expiry';

export const paymentsModule: AppModule = {
  name: 'payments',
  // Stripe signs the exact bytes it sends: its webhook gets the raw body, which the JSON parser then leaves alone.
  rawBodyPaths: [STRIPE_WEBHOOK_PATH],
  router: (ctx, { requireAuth }) => paymentsRouter(paymentsController(ctx.ds, paymentsService(ctx)), requireAuth),
  openapi: paymentsOpenApi,
  jobs: ({ ds, clock }) => ({ 'expire-payments': async () => void (await expireDuePayments(ds, clock)) }),
  schedules: [{ job: 'expire-payments', everyMs: PAYMENT_EXPIRY_INTERVAL_MS }],
};
