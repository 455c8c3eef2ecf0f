/**
 * Coin amounts, prices and plan rules of spec sections 6 and 9, and the pure checks both sides use
 * (who is pro, what a user may take per day, what a deposit costs).
 */
import { FREE_DAILY_FULL_TESTS, FREE_DAILY_SECTION_PRACTICES } from './constants';
import { Role } from './roles';
import type { GradingService, PaymentCurrency, PaymentProvider } from './dto/wallet';

/** Spec section 9: e-mail verification gives 10 (the "8" of one text is treated as outdated). */
export const EMAIL_VERIFICATION_REWARD = 10;
/** Every invitee whose referral completes gets this many coins. */
export const REFERRAL_INVITEE_BONUS = 10;
/** Every 2 completed invitees exchange for this many coins for the referrer. */
export const REFERRER_PAIR_BONUS = 10;
export const REFERRAL_PAIR_SIZE = 2;
/** Score report PDF unlock. */
export const SCORE_REPORT_PRICE = 10;
/** SAT plan (spec section 6): full tests a day. */
export const SAT_PLAN_DAILY_FULL_TESTS = 3;
/** Pro: 20% off grading. */
export const PRO_GRADING_DISCOUNT_PERCENT = 20;
/** Grading service list prices in coins (the spec names the services, not their prices). */
export const GRADING_SERVICE_PRICES: Readonly<Record<GradingService, number>> = {
  score: 10,
  simple_comments: 30,
  vip_comments: 60,
};

/**
 * Fixed price of one coin in each currency's minor unit: 10 TWD, 2.50 RMB (CNY), 0.35 USD. Close to
 * each other at 2025 rates and round enough to quote; changing them affects new payments only (each
 * payment stores its own amount).
 */
export const COIN_PRICE_MINOR: Readonly<Record<PaymentCurrency, number>> = { TWD: 1000, RMB: 250, USD: 35 };
/** Stripe charges TWD in whole dollars (amounts that are multiples of 100). */
export const CURRENCY_MINOR_STEP: Readonly<Record<PaymentCurrency, number>> = { TWD: 100, RMB: 1, USD: 1 };
/** Card payment fee (spec section 9: 5%). */
export const CARD_FEE_PERCENT = 5;
/** Convenience-store payments stay payable this many days (spec section 9: 1 to 5). */
export const CONVENIENCE_STORE_DAYS = { min: 1, max: 5, default: 3 } as const;
/** One deposit's coin bounds. */
export const DEPOSIT_COINS = { min: 1, max: 100_000 } as const;

/** Currencies each provider accepts (spec section 3: bank transfer TWD/RMB/USD, check TWD/USD, cash TWD/RMB/USD). */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProvider, readonly PaymentCurrency[]>> = {
  bank_transfer: ['TWD', 'RMB', 'USD'],
  check: ['TWD', 'USD'],
  cash: ['TWD', 'RMB', 'USD'],
  card: ['TWD', 'RMB', 'USD'],
  convenience_store: ['TWD'],
};

/** What a deposit of `coins` costs: amount, fee (card only, rounded up to the currency's step) and total. */
export function quoteDeposit(provider: PaymentProvider, currency: PaymentCurrency, coins: number) {
  const amount = coins * COIN_PRICE_MINOR[currency];
  const step = CURRENCY_MINOR_STEP[currency];
  const fee = provider === 'card' ? Math.ceil((amount * CARD_FEE_PERCENT) / 100 / step) * step : 0;
  return { amount, fee, total: amount + fee };
}

/** Pro's discount on grading, rounded to whole coins in the buyer's favour. */
export function gradingPrice(service: GradingService, pro: boolean): number {
  const list = GRADING_SERVICE_PRICES[service];
  return pro ? Math.floor((list * (100 - PRO_GRADING_DISCOUNT_PERCENT)) / 100) : list;
}

/**
 * The plan fields of a user, from the server's row (camelCase, Dates) or the client's UserDto
 * (convert with `planHolderOf`). Pro = the 'pro' role (spec section 9) whose `proExpiredAt` is in the
 * future; null expiry with the role is lifetime pro.
 */
export interface PlanHolder {
  roles: readonly string[];
  proExpiredAt: Date | string | null;
  takenUnlimitedExpireAt: Date | string | null;
  satPlanExpiredAt?: Date | string | null;
}

const after = (t: Date | string | null | undefined, now: Date) => t != null && new Date(t).getTime() > now.getTime();

export function isPro(user: PlanHolder, now: Date): boolean {
  return user.roles.includes(Role.Pro) && (user.proExpiredAt == null || after(user.proExpiredAt, now));
}

/** Daily take limits; null = unlimited (pro, super-admin, an admin's unlimited grant, or both of a plan). */
export interface DailyLimits {
  full: number | null;
  section: number | null;
}

export function dailyLimitOf(user: PlanHolder, now: Date): DailyLimits {
  if (isPro(user, now) || user.roles.includes(Role.SuperAdmin) || after(user.takenUnlimitedExpireAt, now)) {
    return { full: null, section: null };
  }
  const full = after(user.satPlanExpiredAt, now) ? SAT_PLAN_DAILY_FULL_TESTS : FREE_DAILY_FULL_TESTS;
  return { full, section: FREE_DAILY_SECTION_PRACTICES };
}

/** The client's view of a user as a PlanHolder. */
export function planHolderOf(u: {
  all_roles: readonly string[];
  pro_expired_at: string | null;
  taken_unlimited_expire_at: string | null;
}): PlanHolder {
  return { roles: u.all_roles, proExpiredAt: u.pro_expired_at, takenUnlimitedExpireAt: u.taken_unlimited_expire_at };
}

/** `months` calendar months after `from` (UTC), clamped to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonthsUtc(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const r = new Date(from.getTime());
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, lastDay));
  return r;
}

/**
 * The expiry after buying `months` more (null months = lifetime, answered as null): a plan still
 * running is extended from its end, an expired or absent one starts now.
 */
export function extendedExpiry(current: Date | string | null | undefined, months: number | null, now: Date): Date | null {
  if (months === null) return null;
  const base = current != null && new Date(current).getTime() > now.getTime() ? new Date(current) : now;
  return addMonthsUtc(base, months);
}
