/**
 * Stripe's webhook. Each event is recorded by its id first (a replay finds it and does nothing), then
 * a paid Checkout Session credits its payment once, after checking that the session is for exactly
 * the payment's total, currency, id and owner (any other session is refused and recorded). Expired or
 * failed sessions close the payment.
 */
import type { DataSource } from 'typeorm';
import type { Logger } from '../../lib/logger';
import { creditPayment } from './payment-credit';
import { paymentsRepository, webhookEventsRepository } from './payments.repository';
import { STRIPE_CURRENCY, type StripeEvent } from './stripe-provider';

export type WebhookOutcome =
  'credited' | 'duplicate' | 'ignored' | 'unknown_payment' | 'amount_mismatch' | 'not_pending' | 'awaiting_payment' | 'closed';

interface SessionLike {
  id: string;
  amount_total: number | null;
  currency: string | null;
  payment_status: string;
  metadata: Record<string, string> | null;
}

const PAID_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
const CLOSED_TYPES = ['checkout.session.expired', 'checkout.session.async_payment_failed'];

export async function handleStripeEvent(ds: DataSource, event: StripeEvent, now: Date, logger: Logger): Promise<WebhookOutcome> {
  return ds.transaction(async (m) => {
    const events = webhookEventsRepository(m);
    if (!(await events.claim(event.id, event.type, now))) return 'duplicate';

    const record = async (outcome: WebhookOutcome, paymentId: number | null = null) => {
      await events.setOutcome(event.id, outcome, paymentId);
      return outcome;
    };

    if (!PAID_TYPES.includes(event.type) && !CLOSED_TYPES.includes(event.type)) return record('ignored');
    const session = event.data.object as unknown as SessionLike;
    const repo = paymentsRepository(m);
    const payment = await repo.lockByExternalId(session.id);
    if (!payment || payment.provider !== 'card') return record('unknown_payment');

    if (CLOSED_TYPES.includes(event.type)) {
      await repo.markClosed(payment.id, event.type === 'checkout.session.expired' ? 'expired' : 'cancelled');
      return record('closed', payment.id);
    }
    if (session.payment_status !== 'paid') return record('awaiting_payment', payment.id);
    // Our sessions carry the payment's and its owner's ids (stripe-provider.ts): both must be there and match.
    const matches =
      session.amount_total === payment.total &&
      session.currency === STRIPE_CURRENCY[payment.currency] &&
      session.metadata?.payment_id === String(payment.id) &&
      session.metadata.user_id === String(payment.userId);
    if (!matches) {
      logger.warn(
        { paymentId: payment.id, eventId: event.id, amount: session.amount_total, currency: session.currency },
        'stripe session does not match its payment',
      );
      return record('amount_mismatch', payment.id);
    }
    const paid = await creditPayment(m, payment, { confirmedBy: null, at: now });
    return record(paid ? 'credited' : 'not_pending', payment.id);
  });
}
