import type { PaymentDto, PaymentProvider } from '@app/shared';

/**
 * Providers whose money an admin sees arrive and confirms (server payment-providers.ts: bank transfer,
 * check and cash are paid outside the app; the convenience store's notice reaches an admin). Card
 * payments are confirmed by Stripe's webhook only.
 */
export const MANUAL_PROVIDERS: ReadonlySet<PaymentProvider> = new Set(['bank_transfer', 'check', 'cash', 'convenience_store']);

/** The server confirms pending, manual, unexpired payments; the button shows for those only. */
export function canConfirm(p: PaymentDto, now: Date): boolean {
  return p.status === 'pending' && MANUAL_PROVIDERS.has(p.provider) && (p.expires_at === null || Date.parse(p.expires_at) > now.getTime());
}

export type ReceivedTotal = { value: number | undefined } | { error: 'format' };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The optional received total as typed by the admin ("350", "12.50", "1,200") in major units, turned
 * into the minor units the server compares with the payment's total. Blank: not checked.
 */
export function parseReceivedTotal(text: string): ReceivedTotal {
  const value = text.trim().replace(/,/g, '');
  if (!value) return { value: undefined };
  if (!AMOUNT.test(value)) return { error: 'format' };
  const [whole, fraction = ''] = value.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? { value: minor } : { error: 'format' };
}
