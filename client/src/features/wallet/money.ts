import type { IntlShape } from 'react-intl';
import { CARD_FEE_PERCENT, quoteDeposit, type PaymentCurrency, type PaymentProvider } from '@app/shared';

/** Ledger amounts with their sign: "+10" for income, "-10" for spending, "0" alone. */
export function formatSignedCoins(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { signDisplay: 'exceptZero' });
}

/** RMB is the spec's name; Intl knows the ISO code CNY. */
const ISO_CODE: Record<PaymentCurrency, string> = { TWD: 'TWD', RMB: 'CNY', USD: 'USD' };
/** TWD is quoted in whole dollars (its minor step is 100), the others to the cent. */
const FRACTION_DIGITS: Record<PaymentCurrency, number> = { TWD: 0, RMB: 2, USD: 2 };

/** Money is kept in minor units (cents, fen); this shows it in the user's locale, e.g. "US$3.50". */
export function formatMoney(intl: IntlShape, minor: number, currency: PaymentCurrency): string {
  const digits = FRACTION_DIGITS[currency];
  return intl.formatNumber(minor / 100, {
    style: 'currency',
    currency: ISO_CODE[currency],
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export interface DepositSummary {
  coins: number;
  /** Minor units. */
  amount: number;
  fee: number;
  total: number;
  /** The card fee in percent, null when the method has none. */
  feePercent: number | null;
}

/**
 * What the payer sees before paying: the price of the coins, the card fee (5%, spec section 9) and the total.
 * The server quotes with the same shared rules (`quoteDeposit`), so the figures match what it charges.
 * Null while the coin count is not a positive whole number.
 */
export function depositSummary(provider: PaymentProvider, currency: PaymentCurrency, coins: number): DepositSummary | null {
  if (!Number.isInteger(coins) || coins <= 0) return null;
  const { amount, fee, total } = quoteDeposit(provider, currency, coins);
  return { coins, amount, fee, total, feePercent: provider === 'card' ? CARD_FEE_PERCENT : null };
}
