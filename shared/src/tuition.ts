/**
 * Placement, tuition, payments and bills (issue 14; spec sections 3 "Tuition record", 4 and 9): the contract
 * between the server's tuition module and the client's tuition feature. docs/tuition.md is the overview.
 * Money is an integer in the currency's minor unit (cents, fen) with its currency; nothing here is a float.
 */
import type { PaymentCurrency } from './dto/wallet';
import {
  computeEnrollmentDiscount,
  ENROLLMENT_PAYMENT_CURRENCIES,
  ENROLLMENT_PAYMENT_METHODS,
  type DiscountLineDto,
  type EnrollmentPaymentMethod,
} from './enrollment';

// ---------------------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------------------

/** Tuition is billed in the payment currencies of spec section 9. */
export type TuitionCurrency = PaymentCurrency;

/** How a family pays tuition: the enrollment form's methods (spec section 3), one list for both. */
export const TUITION_PAYMENT_METHODS = ENROLLMENT_PAYMENT_METHODS;
export type TuitionPaymentMethod = EnrollmentPaymentMethod;

/** Which currencies each method takes (spec section 3: bank transfer TWD/RMB/USD, check TWD/USD, cash TWD/RMB/USD). */
export const TUITION_METHOD_CURRENCIES: Readonly<Record<TuitionPaymentMethod, readonly TuitionCurrency[]>> = ENROLLMENT_PAYMENT_CURRENCIES;

export const methodTakesCurrency = (method: TuitionPaymentMethod, currency: TuitionCurrency): boolean =>
  TUITION_METHOD_CURRENCIES[method].includes(currency);

/** What a recorded payment is: money in before the course (deposit), the rest (balance), or money given back. */
export const TUITION_PAYMENT_KINDS = ['deposit', 'balance', 'refund'] as const;
export type TuitionPaymentKind = (typeof TUITION_PAYMENT_KINDS)[number];

/** Where a bill stands, derived from its total and the payments against it (never stored). */
export const BILL_STATUSES = ['unpaid', 'partly_paid', 'paid', 'overpaid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const TUITION_LIMITS = {
  /** 10,000,000.00 in any currency: far above any tuition, far below the int4 column. */
  amountMax: 1_000_000_000,
  commentMax: 1000,
  /** A screenshot of a transfer or a check: an image (PNG, JPEG, WebP, GIF), at most this many bytes. */
  screenshotMaxBytes: 10 * 1024 * 1024,
  pageSize: 20,
} as const;

/** The multipart field of a payment's screenshot. */
export const TUITION_SCREENSHOT_FIELD = 'screenshot';

/** The minor units per major unit of each currency (two decimals each: NT$ 2,000 is 200000). */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<TuitionCurrency, number>> = { TWD: 2, RMB: 2, USD: 2 };

/** Spec section 9's discounts, in TWD minor units, so tests and bills use one figure. */
export const TWD = (major: number): number => major * 100;

/** The sums of a tuition record. Every figure is an integer in minor units of the record's currency. */
export interface TuitionTotals {
  /** original − every discount; never below 0. */
  total: number;
  deposit: number;
  balance: number;
  refund: number;
  /** deposit + balance − refund: what the provider keeps. */
  paid: number;
  /** total − paid: negative when the family paid too much. */
  remaining: number;
  status: BillStatus;
}

/**
 * The record's derived figures. `payments` are the recorded payments (amounts positive, the kind says the
 * direction). Integers in, integers out: a refund counts against what was paid.
 */
export function tuitionTotals(
  original: number,
  discounts: readonly number[],
  payments: readonly { kind: TuitionPaymentKind; amount: number }[],
): TuitionTotals {
  const discount = discounts.reduce((a, b) => a + b, 0);
  const total = Math.max(0, original - discount);
  const sum = (kind: TuitionPaymentKind) => payments.filter((p) => p.kind === kind).reduce((a, p) => a + p.amount, 0);
  const deposit = sum('deposit');
  const balance = sum('balance');
  const refund = sum('refund');
  const paid = deposit + balance - refund;
  const remaining = total - paid;
  return { total, deposit, balance, refund, paid, remaining, status: billStatus(total, paid) };
}

/** unpaid: nothing kept; partly_paid: some; paid: exactly the total; overpaid: more than the total. */
export function billStatus(total: number, paid: number): BillStatus {
  if (paid > total) return 'overpaid';
  if (paid === total) return 'paid';
  return paid > 0 ? 'partly_paid' : 'unpaid';
}

/**
 * An amount in minor units as the family reads it, without floats: the integer split into its major and
 * minor digits, the major part grouped by `Intl`. `NT$2,000.00`, `¥1,234.50`, `US$10.05`.
 */
export function formatMinor(minor: number, currency: TuitionCurrency, locale: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const unit = 10 ** digits;
  const major = Math.floor(abs / unit);
  const rest = String(abs % unit).padStart(digits, '0');
  const grouped = new Intl.NumberFormat(locale === 'zh-TW' || locale === 'zh-CN' ? locale : 'en-US', { maximumFractionDigits: 0 }).format(major);
  return `${sign}${CURRENCY_SYMBOL[currency]}${grouped}.${rest}`;
}

export const CURRENCY_SYMBOL: Readonly<Record<TuitionCurrency, string>> = { TWD: 'NT$', RMB: '¥', USD: 'US$' };

/**
 * A typed amount (major units, at most two decimals: "2000", "2,000.5", "10.05") as minor units, or null
 * when it is not one. Parsed as text, so 0.1 + 0.2 never enters.
 */
export function parseMoney(text: string, currency: TuitionCurrency): number | null {
  const m = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const major = Number(m[1].replace(/,/g, ''));
  const minor = Number((m[2] ?? '').padEnd(digits, '0'));
  const value = major * 10 ** digits + minor;
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The enrollment's computed discount (group, referral: spec section 9) in another currency than the one the
 * form computed it in: the same facts (students, group size, referred) priced in `currency`, so a family
 * billed in USD for a TWD course still gets its discount, never typed by hand.
 */
export function discountLinesIn(lines: readonly DiscountLineDto[], students: number, currency: TuitionCurrency): DiscountLineDto[] {
  const group = lines.find((l) => l.kind === 'group');
  return computeEnrollmentDiscount({
    currency,
    students,
    group_members: group?.group_size !== undefined ? group.group_size - group.students : 0,
    referred: lines.some((l) => l.kind === 'referral'),
  }).lines;
}

// ---------------------------------------------------------------------------------------------------------
// Placement
// ---------------------------------------------------------------------------------------------------------

/** 409 reasons of placement and tuition (body `{ code: 'CONFLICT', message, reason }`). */
export const TUITION_CONFLICT_REASONS = [
  'class_full',
  'class_archived',
  'already_member',
  'already_placed',
  'course_full',
  'enrollment_not_submitted',
  'enrollment_closed',
  'not_a_student',
  'no_placement_test',
  'placement_taken',
  'attempt_running',
] as const;
export type TuitionConflictReason = (typeof TUITION_CONFLICT_REASONS)[number];

/** Spec section 9: the placement test lasts 4.5 hours. */
export const PLACEMENT_TEST_SECONDS = 4.5 * 60 * 60;

export interface PlacementDto {
  id: number;
  enrollment_id: number;
  /** The enrollment's student (its index in the form's list, as the enrollment answers it). */
  enrollment_student_id: number;
  student_name: string;
  user_id: number;
  /** Whether placing made the account (the student had none under the enrollment's e-mail). */
  account_created: boolean;
  class_id: number;
  class_name: string;
  /** The course whose roster the student joined (the class belongs to one of its sessions), or null. */
  course_id: number | null;
  placed_at: string;
  placed_by: string;
}

export interface PlaceStudentInput {
  enrollment_student_id: number;
  class_id: number;
}

/** A class the arrange screen offers: the super-admin's view of every class with its seats. */
export interface ArrangeClassDto {
  id: number;
  name: string;
  capacity: number;
  seats_left: number;
  archived: boolean;
  /** The course sessions that use the class (their course's roster is filled too). */
  courses: { id: number; title: string }[];
}

export interface ArrangeStudentDto {
  enrollment_student_id: number;
  name: string;
  email: string | null;
  /** Where the student is placed already. */
  placements: PlacementDto[];
  /** The student's placement test (invited, taken, scored), or null before an invitation. */
  placement_test: PlacementInvitationDto | null;
}

export interface ArrangeDto {
  enrollment_id: number;
  family: string;
  /** The enrollment's course (its placement test is set on it). */
  course_id: number;
  /** The course's placement test, or null when none is marked. */
  placement_test: CoursePlacementTestDto | null;
  students: ArrangeStudentDto[];
}

// ---------------------------------------------------------------------------------------------------------
// The placement test (spec section 9: 4.5 hours)
// ---------------------------------------------------------------------------------------------------------

/** What a placement test can be: an existing single-section practice or full practice. */
export const PLACEMENT_TEST_TARGETS = ['practice', 'fullPractice'] as const;
export type PlacementTestTarget = (typeof PLACEMENT_TEST_TARGETS)[number];

export interface CoursePlacementTestInput {
  target_type: PlacementTestTarget;
  target_id: number;
}

export interface CoursePlacementTestDto {
  course_id: number;
  target_type: PlacementTestTarget;
  target_id: number;
  title: string;
  /** PLACEMENT_TEST_SECONDS: the total limit of an attempt. */
  total_seconds: number;
}

export type PlacementTestStatus = 'invited' | 'in_progress' | 'finished';

export interface PlacementInvitationDto {
  id: number;
  enrollment_student_id: number;
  user_id: number;
  target_type: PlacementTestTarget;
  target_id: number;
  title: string;
  invited_at: string;
  status: PlacementTestStatus;
  attempt_id: number | null;
  /** The graded score of the finished attempt (results.score), or null (not taken, not graded yet). */
  score: number | null;
  finished_at: string | null;
}

export interface InvitePlacementInput {
  enrollment_student_id: number;
}

/** The student's lock page of a placement test (/placement/{id}). */
export interface PlacementLockDto {
  id: number;
  title: string;
  course: string;
  total_seconds: number;
  status: PlacementTestStatus;
  attempt_id: number | null;
  /** The attempt's total deadline once started. */
  deadline_at: string | null;
}

export interface StartPlacementResponse {
  attempt_id: number;
  target_type: PlacementTestTarget;
  target_id: number;
}

// ---------------------------------------------------------------------------------------------------------
// Tuition record and payments
// ---------------------------------------------------------------------------------------------------------

export interface TuitionInput {
  currency: TuitionCurrency;
  original_price: number;
  /** The discount typed by the admin, on top of the computed group and referral discounts. */
  discount: number;
  discount_comment: string;
}

export interface TuitionPaymentDto {
  id: number;
  kind: TuitionPaymentKind;
  method: TuitionPaymentMethod;
  currency: TuitionCurrency;
  amount: number;
  comment: string;
  /** YYYY-MM-DD (GMT+8). */
  received_on: string;
  /** The API path of the screenshot, or null. */
  screenshot_url: string | null;
  recorded_by: string;
  recorded_at: string;
}

export interface TuitionDto {
  enrollment_id: number;
  /** False until an admin saves the record (the figures below are then the enrollment's suggestion). */
  saved: boolean;
  currency: TuitionCurrency;
  original_price: number;
  /** The group and referral discounts the enrollment computed (spec section 9) in the record's currency, never typed. */
  computed_discounts: DiscountLineDto[];
  discount: number;
  discount_comment: string;
  totals: TuitionTotals;
  payments: TuitionPaymentDto[];
  updated_at: string | null;
}

/** Multipart (or JSON without a screenshot) body of a payment. */
export interface TuitionPaymentInput {
  kind: TuitionPaymentKind;
  method: TuitionPaymentMethod;
  currency: TuitionCurrency;
  amount: number;
  comment?: string;
  received_on: string;
}

/** A row of the orders list: one enrollment's tuition. */
export interface OrderRowDto {
  enrollment_id: number;
  family: string;
  email: string;
  course: string | null;
  students: number;
  currency: TuitionCurrency;
  totals: TuitionTotals;
  last_payment_on: string | null;
  updated_at: string;
}

export const ORDER_SORTS = ['recent', 'remaining'] as const;

/** Routes (relative to /api). */
export const TUITION_ROUTES = {
  arrange: '/admin/enrollments/:enrollmentId/arrange', // GET the students and where they are placed
  arrangeClasses: '/admin/arrange/classes', // GET classes with seats
  placements: '/admin/enrollments/:enrollmentId/placements', // POST place a student into a class
  placement: '/admin/placements/:placementId', // DELETE undo a placement
  tuition: '/admin/enrollments/:enrollmentId/tuition', // GET, PUT the tuition record
  payments: '/admin/enrollments/:enrollmentId/payments', // POST a payment (multipart with screenshot)
  payment: '/admin/tuition-payments/:paymentId', // DELETE a payment recorded by mistake
  screenshot: '/admin/tuition-payments/:paymentId/screenshot', // GET the image
  bill: '/admin/enrollments/:enrollmentId/bill.pdf', // GET the family's bill
  orders: '/admin/orders', // GET ?status&currency&page
  coursePlacementTest: '/admin/courses/:courseId/placement-test', // PUT mark the course's placement test
  placementInvitations: '/admin/enrollments/:enrollmentId/placement-invitations', // POST invite a student
  placementLock: '/placement-tests/:invitationId', // GET the student's lock page
  placementStart: '/placement-tests/:invitationId/start', // POST start (or resume) the attempt
} as const;
export type TuitionRouteName = keyof typeof TUITION_ROUTES;

export function tuitionPath(name: TuitionRouteName, params: Record<string, string | number> = {}): string {
  return TUITION_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`tuitionPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}
