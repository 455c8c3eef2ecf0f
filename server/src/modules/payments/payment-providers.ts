/**
 * The payment-provider port. A provider starts a payment (a checkout link, a code to pay at the
 * counter, or nothing for money handed over offline) and says who confirms it: an admin who saw the
 * money arrive, or the provider's signed webhook. Crediting is the same for all (payment-credit.ts).
 */
import crypto from 'node:crypto';
import { CONVENIENCE_STORE_DAYS, type PaymentProvider } from '@app/shared';
import type { PaymentRow } from './payments.repository';

export interface StartedPayment {
  externalId?: string;
  checkoutUrl?: string;
  paymentCode?: string;
  expiresAt?: Date | null;
}

export interface StartOptions {
  now: Date;
  /** Convenience store: days the code stays payable. */
  expiresInDays?: number;
}

export interface PaymentProviderAdapter {
  readonly id: PaymentProvider;
  readonly confirmedBy: 'admin' | 'webhook';
  start(payment: PaymentRow, opts: StartOptions): Promise<StartedPayment>;
}

/** Bank transfer, check and cash: the payer pays outside the app and an admin confirms the receipt. */
export function offlineProvider(id: 'bank_transfer' | 'check' | 'cash'): PaymentProviderAdapter {
  return { id, confirmedBy: 'admin', start: async () => ({}) };
}

/**
 * Convenience-store payment: a 14-digit code paid at the counter within 1 to 5 days; the store's
 * notice reaches an admin, who confirms. Unpaid codes expire (payment-expiry.ts).
 */
export const convenienceStoreProvider: PaymentProviderAdapter = {
  id: 'convenience_store',
  confirmedBy: 'admin',
  async start(_payment, { now, expiresInDays }) {
    const days = expiresInDays ?? CONVENIENCE_STORE_DAYS.default;
    const code = Array.from(crypto.randomBytes(14), (b) => String(b % 10)).join('');
    return { paymentCode: code, expiresAt: new Date(now.getTime() + days * 86_400_000) };
  },
};
