/**
 * Coins (points), plans, pro, score-report unlocks, grading purchases, referrals and payments
 * (spec sections 3, 4, 6, 7, 9). Coins are integers. Money amounts are integers in the currency's
 * minor unit (cents, fen), see `wallet-rules.ts` for the fixed coin prices per currency.
 */
import type { PagedDto } from './paged';
import type { TeacherGradingStatus } from './teacher-grading';

/**
 * Kinds of ledger rows (spec section 3 "Transaction types for users"). admin_deposit and
 * admin_deduction are the spec's "admin deposit or deduction"; test is a class test paid by its owner.
 */
export const LEDGER_TYPES = [
  'purchase',
  'deposit',
  'email_verification_reward',
  'refund',
  'admin_deposit',
  'admin_deduction',
  'test',
  'referral_bonus',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** One ledger row as its owner (and admins) see it. `amount` is signed: negative for spending. */
export interface LedgerEntryDto {
  id: number;
  /** ISO timestamp of the movement. */
  date: string;
  type: LedgerType;
  amount: number;
  balance_after: number;
  notes: string | null;
}

/** GET /api/wallet/transactions?page=N (page size 20). */
export type LedgerPageDto = PagedDto<LedgerEntryDto>;

/** GET /api/wallet. `balance` is the contract; the rest saves the balance page a profile call. */
export interface WalletDto {
  balance: number;
  is_pro: boolean;
  /** Null with is_pro true: lifetime pro. */
  pro_expired_at: string | null;
  /** Active SAT plan (3 full tests a day) until, or null. */
  sat_plan_expired_at: string | null;
  /** Score reports the user may still unlock with plan allowances (SAT plans grant them). */
  report_allowance: number;
  /** Pro and the free report not used yet. */
  pro_free_report_available: boolean;
}

/** free: the default plan; sat: 3 full tests a day; pro: the pro role (spec section 6). */
export const PLAN_KINDS = ['free', 'sat', 'pro'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** How long a plan lasts, in months (the plans table's CHECK); lifetime plans have none. */
export const PLAN_DURATION_MONTHS = [1, 6, 12] as const;

/** GET /api/plans. `price` is in points (coins). */
export interface PlanDto {
  id: number;
  code: string;
  kind: PlanKind;
  price: number;
  /** 1, 6 or 12; null for lifetime. */
  duration_months: number | null;
  lifetime: boolean;
  /** Null: unlimited. */
  daily_full_tests: number | null;
  daily_section_practices: number | null;
  /** Score reports unlocked without coins that one purchase grants. */
  report_allowance: number;
}

/** POST /api/plans/{planId}/purchase -> 201. */
export interface PlanPurchaseDto {
  id: number;
  plan_id: number;
  price: number;
  /** The plan (or pro) is active until; null for lifetime. */
  expires_at: string | null;
  balance: number;
  created_at: string;
}

/**
 * Score report unlock (spec sections 6, 8), tried in this order: one plan allowance, pro's one free
 * report (once per user), 10 coins.
 */
export const REPORT_UNLOCK_METHODS = ['allowance', 'pro_free', 'coins'] as const;
export type ReportUnlockMethod = (typeof REPORT_UNLOCK_METHODS)[number];

/** GET /api/score-reports/{attemptId}; POST .../unlock -> 201 with the same shape. */
export interface ReportUnlockDto {
  attempt_id: number;
  unlocked: boolean;
  method: ReportUnlockMethod | null;
  unlocked_at: string | null;
  balance: number;
  report_allowance: number;
}

/** Grading services of spec section 4. */
export const GRADING_SERVICES = ['score', 'simple_comments', 'vip_comments'] as const;
export type GradingService = (typeof GRADING_SERVICES)[number];

/**
 * The services a test is offered (issue 12 item 13). A machine-scored test has its score already, so a
 * teacher's score would only stand beside it: it is offered the teacher's review (comments and a plan,
 * simple or VIP) without a score. "Score only" and a teacher's score exist where a part is not machine-scored.
 */
export function gradingServicesFor(machineScored: boolean): readonly GradingService[] {
  return machineScored ? GRADING_SERVICES.filter((s) => s !== 'score') : GRADING_SERVICES;
}

/** POST /api/grading-orders {attempt_id, service} -> 201; GET /api/grading-orders (own, paged). */
export interface GradingOrderDto {
  id: number;
  attempt_id: number;
  service: GradingService;
  /** Points paid, pro's discount applied. */
  price: number;
  list_price: number;
  priority: boolean;
  /** pending when bought, then in_review and done as a teacher claims and grades it (teacher-grading). */
  status: TeacherGradingStatus;
  created_at: string;
}

/** Referral of spec sections 3 and 4. */
export const REFERRAL_STATUSES = ['pending', 'completed', 'invalid'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** GET /api/referral-code: the caller's own code and their invitation counters. */
export interface ReferralCodeDto {
  referral_code: string;
  /** The code this user registered with, if any. */
  used_code: string | null;
  pending_count: number;
  completed_count: number;
  /** Completed invitees not yet exchanged; every 2 of them exchange for REFERRER_PAIR_BONUS coins. */
  unexchanged_count: number;
  exchangeable_points: number;
}

/** POST /api/referral-code/check {referral_code} -> 200 when usable, 422 on referral_code otherwise. */
export interface ReferralCheckDto {
  valid: true;
  referrer_username: string;
}

/** GET /api/referral-code/used: the invitees who registered with the caller's code. */
export interface ReferralDto {
  id: number;
  invitee: { id: number; username: string; first_name: string; last_name: string } | null;
  status: ReferralStatus;
  created_at: string;
  completed_at: string | null;
  exchanged: boolean;
}
export type ReferralPageDto = PagedDto<ReferralDto>;

/** POST /api/referral-code/exchange-point -> 201. */
export interface ReferralExchangeDto {
  exchanged_invitees: number;
  points: number;
  balance: number;
}

/** Payment providers: admin-confirmed offline methods, card (Stripe Checkout), convenience store. */
export const PAYMENT_PROVIDERS = ['bank_transfer', 'check', 'cash', 'card', 'convenience_store'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The methods an operator may offer by configuration (card comes with the Stripe keys). */
export const OFFLINE_PAYMENT_PROVIDERS = ['bank_transfer', 'check', 'cash', 'convenience_store'] as const;

/** The account a bank transfer goes to, as the operator configured it. */
export interface BankTransferDetailsDto {
  bank: string;
  account_name: string;
  account_number: string;
  /** Anything else the payer needs (branch, SWIFT code); may be empty. */
  note: string;
}

/** GET /api/payments/methods: what this deployment offers, in PAYMENT_PROVIDERS order; empty when nothing is set up. */
export interface PaymentMethodsDto {
  methods: PaymentProvider[];
  /** Set when bank_transfer is offered. */
  bank_transfer: BankTransferDetailsDto | null;
}

export const PAYMENT_CURRENCIES = ['TWD', 'RMB', 'USD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/payments/quote?provider&currency&coins: what the payer sees before paying. */
export interface PaymentQuoteDto {
  provider: PaymentProvider;
  currency: PaymentCurrency;
  coins: number;
  /** Minor units (cents, fen). */
  amount: number;
  /** Card fee (5%), 0 otherwise. */
  fee: number;
  total: number;
}

/** POST /api/payments body. `expires_in_days` (1 to 5) only for convenience_store (default 3). */
export interface CreatePaymentRequest {
  provider: PaymentProvider;
  currency: PaymentCurrency;
  coins: number;
  expires_in_days?: number;
}

export interface PaymentDto extends PaymentQuoteDto {
  id: number;
  user_id: number;
  status: PaymentStatus;
  /** Card: where to send the payer (Stripe Checkout); null otherwise. */
  checkout_url: string | null;
  /** Convenience store: the code to pay with at the counter. */
  payment_code: string | null;
  expires_at: string | null;
  confirmed_at: string | null;
  created_at: string;
}
export type PaymentPageDto = PagedDto<PaymentDto>;

/** GET /api/admin/payments rows: the payment with who paid, so the list names them (not "User #9"). */
export interface AdminPaymentDto extends PaymentDto {
  /** null only if the account is gone. */
  payer: { id: number; username: string; first_name: string; last_name: string; email: string } | null;
}
export type AdminPaymentPageDto = PagedDto<AdminPaymentDto>;
