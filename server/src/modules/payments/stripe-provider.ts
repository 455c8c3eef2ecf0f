/**
 * Card payments through Stripe Checkout. The payer is sent to Stripe's hosted page for the quoted
 * total (5% fee included); Stripe's signed webhook confirms. Signatures are checked with Stripe's own
 * `webhooks.constructEvent` against the app clock. Without keys the provider answers 503.
 */
import Stripe from 'stripe';
import { ErrorCode, type PaymentCurrency } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/errors';
import type { PaymentProviderAdapter } from './payment-providers';

/** Stripe's currency codes: RMB is ISO 4217 CNY. */
export const STRIPE_CURRENCY: Readonly<Record<PaymentCurrency, string>> = { TWD: 'twd', RMB: 'cny', USD: 'usd' };

export type StripeEvent = ReturnType<Stripe['webhooks']['constructEvent']>;

export interface CardProvider extends PaymentProviderAdapter {
  /** The verified event of a webhook call; 400 on a missing or wrong signature. */
  verifyEvent(rawBody: Buffer, signature: string | undefined, now: Date): StripeEvent;
}

const unavailable = () => new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE, 'error.CARD_PAYMENTS_UNAVAILABLE');

function client(cfg: NonNullable<AppConfig['stripe']>): Stripe {
  const base = cfg.apiBase ? new URL(cfg.apiBase) : null;
  return new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

export function stripeCardProvider(cfg: AppConfig['stripe'], appUrl: string): CardProvider {
  const stripe = cfg ? client(cfg) : null;
  return {
    id: 'card',
    confirmedBy: 'webhook',

    async start(payment) {
      if (!stripe) throw unavailable();
      const back = (status: string) => `${appUrl}/balance?payment=${payment.id}&status=${status}`;
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: STRIPE_CURRENCY[payment.currency],
                  unit_amount: payment.total,
                  product_data: { name: `${payment.coins} coins` },
                },
              },
            ],
            client_reference_id: String(payment.id),
            metadata: { payment_id: String(payment.id), user_id: String(payment.userId) },
            success_url: back('success'),
            cancel_url: back('cancel'),
          },
          // A retried creation returns the same session instead of a second one.
          { idempotencyKey: `payment-${payment.id}` },
        );
        return { externalId: session.id, checkoutUrl: session.url ?? undefined, expiresAt: null };
      } catch {
        throw unavailable();
      }
    },

    verifyEvent(rawBody, signature, now) {
      if (!stripe || !cfg) throw unavailable();
      if (!signature) throw new AppError(ErrorCode.BAD_REQUEST, 'error.WEBHOOK_SIGNATURE');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, cfg.webhookSecret, undefined, undefined, now.getTime());
      } catch {
        throw new AppError(ErrorCode.BAD_REQUEST, 'error.WEBHOOK_SIGNATURE');
      }
    },
  };
}
