/**
 * Enrollment forms (issue 14; spec sections 3, 4 and 9): the contract between the server's enrollment module
 * and the client's enrollment feature, and the discount rules both run. docs/enrollment.md is the overview.
 * A family fills three steps (basic info; students and parent; class details) and submits with a captcha;
 * each step is saved and the family comes back by a mailed link carrying a secret token. The back office
 * lists, reads and marks the forms. Field names are snake_case; money is an integer in the currency's minor
 * unit (TWD and USD cents, RMB fen), never a float.
 */
import type { CourseType, LocalizedText } from './courses';
import type { PaymentCurrency } from './dto/wallet';
import type { PagedDto } from './dto/paged';
import type { UserRefDto } from './dto/admin';
import type { Locale } from './locale';
import type { CourseSlug } from './site/types';

// ---------------------------------------------------------------------------------------------------------
// Enumerations and bounds
// ---------------------------------------------------------------------------------------------------------

/** Who fills the form (spec section 3). */
export const ENROLLMENT_ROLES = ['student', 'parent', 'other'] as const;
export type EnrollmentRole = (typeof ENROLLMENT_ROLES)[number];

/** The steps (spec section 4): 1 basic info, 2 students and parent, 3 class details; then the success page. */
export const ENROLLMENT_STEPS = [1, 2, 3] as const;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];
/** Where a form stands in the back office's list: the last step saved, or submitted. */
export const ENROLLMENT_PROGRESS = ['step1', 'step2', 'step3', 'submitted'] as const;
export type EnrollmentProgress = (typeof ENROLLMENT_PROGRESS)[number];

/** Class type (spec section 3: group, private tutoring, counselling). */
export const ENROLLMENT_CLASS_TYPES = ['group', 'private', 'counselling'] as const;
export type EnrollmentClassType = (typeof ENROLLMENT_CLASS_TYPES)[number];

/** Tutor mode (spec section 3: online, in-person). */
export const TUTOR_MODES = ['online', 'in_person'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

/**
 * The Mandarin-help preference (spec section 3: four options, not named): how much of the teaching the
 * family wants explained in Mandarin. none: English only; when_needed: Mandarin when a point is not clear;
 * often: regular Mandarin explanations; mostly: taught mainly in Mandarin.
 */
export const MANDARIN_HELP = ['none', 'when_needed', 'often', 'mostly'] as const;
export type MandarinHelp = (typeof MANDARIN_HELP)[number];

/** How they heard of the provider (spec: "how they heard", options not given). */
export const HEARD_FROM = ['friend', 'former_student', 'school', 'search', 'social_media', 'event', 'other'] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];

/** Payment methods of the form and the currencies each takes (spec section 3). */
export const ENROLLMENT_PAYMENT_METHODS = ['bank_transfer', 'check', 'cash'] as const;
export type EnrollmentPaymentMethod = (typeof ENROLLMENT_PAYMENT_METHODS)[number];
export const ENROLLMENT_PAYMENT_CURRENCIES: Readonly<Record<EnrollmentPaymentMethod, readonly PaymentCurrency[]>> = {
  bank_transfer: ['TWD', 'RMB', 'USD'],
  check: ['TWD', 'USD'],
  cash: ['TWD', 'RMB', 'USD'],
};

/** The back office's marks (spec section 4). "archive(d)", "cancel(led)", "delete(d)"; "created/unpaid" is unpaid. */
export const ENROLLMENT_READ_STATUSES = ['unread', 'read'] as const;
export type EnrollmentReadStatus = (typeof ENROLLMENT_READ_STATUSES)[number];
export const ENROLLMENT_STATUSES = ['normal', 'archived', 'cancelled', 'deleted'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
export const ENROLLMENT_PAYMENT_STATUSES = ['unknown', 'unpaid', 'paid', 'cancelled'] as const;
export type EnrollmentPaymentStatus = (typeof ENROLLMENT_PAYMENT_STATUSES)[number];

/** Tests a student may report a score of, with the score's bounds and step (official scales). */
export const ENROLLMENT_TESTS = {
  SAT: { min: 400, max: 1600, step: 10 },
  PSAT: { min: 320, max: 1520, step: 10 },
  ACT: { min: 1, max: 36, step: 1 },
  TOEFL: { min: 0, max: 120, step: 1 },
} as const;
export type EnrollmentTest = keyof typeof ENROLLMENT_TESTS;
export const ENROLLMENT_TEST_NAMES = Object.keys(ENROLLMENT_TESTS) as EnrollmentTest[];

/** Whether `score` is a well-formed score of `test` (spec section 5: score inputs must be well formed). */
export function isValidTestScore(test: string, score: unknown): boolean {
  const rule = (ENROLLMENT_TESTS as Record<string, { min: number; max: number; step: number }>)[test];
  if (!rule || typeof score !== 'number' || !Number.isInteger(score)) return false;
  return score >= rule.min && score <= rule.max && (score - rule.min) % rule.step === 0;
}

export const ENROLLMENT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  schoolMax: 120,
  addressMax: 300,
  graduationYearMin: 1990,
  graduationYearMax: 2100,
  studentsMax: 10,
  scoresMax: 6,
  groupMembersMax: 20,
  previousClassMax: 1000,
  heardFromDetailMax: 200,
  notesMax: 2000,
  /** The mailed link works this many days after the form was started (see docs/enrollment.md). */
  tokenDays: 60,
  /** Admin list page size. */
  pageSize: 20,
} as const;

/** 409 reasons (body `{ code: 'CONFLICT', message, reason }`). */
export const ENROLLMENT_CONFLICT_REASONS = ['already_submitted', 'incomplete', 'course_closed'] as const;
export type EnrollmentConflictReason = (typeof ENROLLMENT_CONFLICT_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Discounts (spec section 9)
// ---------------------------------------------------------------------------------------------------------

/**
 * Per-currency amounts in minor units. TWD is the spec's: group discount TWD 2,000 each for 2 students,
 * 3,000 each for 3 or 4, 5,000 each for 5 or more; referral: the new student 1,000 off, the referrer a
 * 3,000 bonus. The spec gives no RMB or USD amounts: they are the TWD ones at the ratio of the coin prices
 * (COIN_PRICE_MINOR: 10 TWD = 2.50 RMB = 0.35 USD), which land on whole units.
 */
export const ENROLLMENT_DISCOUNT_AMOUNTS: Readonly<
  Record<PaymentCurrency, { group2: number; group3: number; group5: number; referral: number; referrerBonus: number }>
> = {
  TWD: { group2: 200_000, group3: 300_000, group5: 500_000, referral: 100_000, referrerBonus: 300_000 },
  RMB: { group2: 50_000, group3: 75_000, group5: 125_000, referral: 25_000, referrerBonus: 75_000 },
  USD: { group2: 7_000, group3: 10_500, group5: 17_500, referral: 3_500, referrerBonus: 10_500 },
};

export const DISCOUNT_KINDS = ['group', 'referral'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export interface DiscountLineDto {
  kind: DiscountKind;
  /** Minor units off each student of this form. */
  per_student: number;
  students: number;
  /** per_student × students. */
  amount: number;
  /** group: the number of students enrolling together (this form's and the friends named). */
  group_size?: number;
}

export interface EnrollmentDiscountDto {
  currency: PaymentCurrency;
  lines: DiscountLineDto[];
  /** The sum of the lines, capped at the tuition (fee × students) when the course has a fee. */
  total: number;
  /** What the referring former student earns (minor units), 0 without a referrer. */
  referrer_bonus: number;
}

/** What the discount is computed from: counts and facts the family entered, never an amount. */
export interface DiscountInput {
  currency: PaymentCurrency;
  /** Students on this form. */
  students: number;
  /** Friends named as enrolling together (other families' students). */
  group_members: number;
  /** A referring former student is named. */
  referred: boolean;
  /** The course's fee per student in minor units; 0 is "ask us" (no cap). */
  fee_per_student?: number;
}

/** The group discount each student gets when `groupSize` students enroll together, in minor units. */
export function groupDiscountPerStudent(groupSize: number, currency: PaymentCurrency): number {
  const a = ENROLLMENT_DISCOUNT_AMOUNTS[currency];
  if (groupSize >= 5) return a.group5;
  if (groupSize >= 3) return a.group3;
  if (groupSize === 2) return a.group2;
  return 0;
}

/**
 * The form's discounts: the group discount for every student of the form when the group (this form's students
 * plus the friends named) has 2 or more; the referral discount for every student of the form (each is a new
 * student referred) and the referrer's bonus per student. Both kinds add up.
 */
export function computeEnrollmentDiscount(input: DiscountInput): EnrollmentDiscountDto {
  const students = Math.max(0, Math.trunc(input.students));
  const groupSize = students + Math.max(0, Math.trunc(input.group_members));
  const lines: DiscountLineDto[] = [];
  const perGroup = students > 0 ? groupDiscountPerStudent(groupSize, input.currency) : 0;
  if (perGroup > 0) lines.push({ kind: 'group', per_student: perGroup, students, amount: perGroup * students, group_size: groupSize });
  const a = ENROLLMENT_DISCOUNT_AMOUNTS[input.currency];
  if (input.referred && students > 0) lines.push({ kind: 'referral', per_student: a.referral, students, amount: a.referral * students });
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  const fee = input.fee_per_student ?? 0;
  const total = fee > 0 ? Math.min(sum, fee * students) : sum;
  return { currency: input.currency, lines, total, referrer_bonus: input.referred ? a.referrerBonus * students : 0 };
}

// ---------------------------------------------------------------------------------------------------------
// Routes (relative to /api). `:x` are path parameters; use `enrollmentPath()` to fill them.
// ---------------------------------------------------------------------------------------------------------

export const ENROLLMENT_ROUTES = {
  courses: '/enrollment-forms/courses', // GET anyone: the courses a family may enroll in
  create: '/enrollment-forms', // POST anyone: step 1; 201 { token, form }
  form: '/enrollment-forms/:token', // GET anyone with the token
  step: '/enrollment-forms/:token/steps/:step', // PUT anyone with the token: step 1, 2 or 3
  submit: '/enrollment-forms/:token/submit', // POST anyone with the token { captcha_key, captcha }
  list: '/enrollments', // GET admin (all), company-admin (their companies' courses)
  detail: '/enrollments/:enrollmentId', // GET (marks it read) and PATCH { status?, payment_status?, read? }
} as const;
export type EnrollmentRouteName = keyof typeof ENROLLMENT_ROUTES;

export function enrollmentPath(name: EnrollmentRouteName, params: Record<string, string | number> = {}): string {
  return ENROLLMENT_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`enrollmentPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

/** Client pages (the mailed link is `resume`). */
export const ENROLLMENT_PAGES = {
  form: '/enroll',
  resume: (token: string) => `/enroll/form/${encodeURIComponent(token)}`,
} as const;

/** The token in the mailed link: 43 base64url characters (32 random bytes). */
export const ENROLLMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------------------

/** A course a family may enroll in (GET /enrollment-forms/courses): active, not ended, joinable. */
export interface EnrollableCourseDto {
  id: number;
  type: CourseType;
  title: LocalizedText;
  fee: number;
  currency: PaymentCurrency;
  start_date: string | null;
  end_date: string | null;
  /** The public site's course page it stands behind (its enroll button names the slug). */
  public_page: CourseSlug | null;
}

/** Step 1: basic info. */
export interface EnrollmentStep1Input {
  course_id: number;
  role: EnrollmentRole;
  /** The first name of whoever fills the form (spec: first name). */
  name: string;
  email: string;
  phone: string;
}

export interface EnrollmentTestScoreDto {
  test: EnrollmentTest;
  score: number;
}

export interface EnrollmentStudentInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  home_phone?: string | null;
  school?: string | null;
  graduation_year?: number | null;
  address?: string | null;
  test_scores?: EnrollmentTestScoreDto[];
}

export interface EnrollmentParentInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  home_phone?: string | null;
}

/** Step 2: the students (1 to 10; more may be added) and the parent (required when a parent fills the form). */
export interface EnrollmentStep2Input {
  students: EnrollmentStudentInput[];
  parent?: EnrollmentParentInput | null;
}

export interface EnrollmentGroupMemberInput {
  name: string;
  /** An e-mail or phone the provider can check them by. */
  contact?: string | null;
}

/** Step 3: class details. */
export interface EnrollmentStep3Input {
  class_type: EnrollmentClassType;
  tutor_mode: TutorMode;
  previous_class?: string | null;
  mandarin_help: MandarinHelp;
  heard_from: HeardFrom;
  heard_from_detail?: string | null;
  /** The referring former student (name, and an e-mail or phone to check). */
  referrer?: { name: string; contact?: string | null } | null;
  /** Friends enrolling together (group discount). */
  group_members?: EnrollmentGroupMemberInput[];
  payment_method: EnrollmentPaymentMethod;
  payment_currency: PaymentCurrency;
  notes?: string | null;
}

export interface EnrollmentSubmitInput {
  captcha_key: string;
  captcha: string;
}

export interface EnrollmentStudentDto extends Required<Omit<EnrollmentStudentInput, 'test_scores'>> {
  id: number;
  test_scores: EnrollmentTestScoreDto[];
}

/** The form as the family sees it (GET by token): everything saved so far and the discount. */
export interface EnrollmentFormDto {
  course: EnrollableCourseDto;
  locale: Locale;
  /** The last step saved. */
  step: EnrollmentStep;
  submitted_at: string | null;
  step1: EnrollmentStep1Input;
  step2: { students: EnrollmentStudentDto[]; parent: Required<EnrollmentParentInput> } | null;
  step3: (Required<Omit<EnrollmentStep3Input, 'referrer'>> & { referrer: { name: string; contact: string | null } | null }) | null;
  discount: EnrollmentDiscountDto;
  created_at: string;
  /** The mailed link stops working then (until submitted). */
  expires_at: string;
}

/** POST /enrollment-forms. */
export interface EnrollmentCreatedDto {
  token: string;
  form: EnrollmentFormDto;
}

// ---------------------------------------------------------------------------------------------------------
// The back office
// ---------------------------------------------------------------------------------------------------------

/** GET /enrollments filters (spec section 3: course, step, read status, status, payment status). */
export interface EnrollmentListQuery {
  course_id?: number;
  step?: EnrollmentProgress;
  read?: EnrollmentReadStatus;
  /** Without it, every status but deleted. */
  status?: EnrollmentStatus;
  payment_status?: EnrollmentPaymentStatus;
  page?: number;
  /** 20 by default (ENROLLMENT_LIMITS.pageSize), at most 100. */
  per_page?: number;
}

/** One row of the list (spec section 3: id, date, course, contact, role, name, step, read status, status, payment status). */
export interface EnrollmentRowDto {
  id: number;
  created_at: string;
  submitted_at: string | null;
  course: { id: number; title: LocalizedText };
  contact: { email: string; phone: string };
  role: EnrollmentRole;
  name: string;
  students: string[];
  step: EnrollmentProgress;
  read_status: EnrollmentReadStatus;
  status: EnrollmentStatus;
  payment_status: EnrollmentPaymentStatus;
}
export type EnrollmentPageDto = PagedDto<EnrollmentRowDto>;

/** GET /enrollments/{id}. */
export interface EnrollmentDetailDto extends EnrollmentRowDto {
  form: EnrollmentFormDto;
  read_at: string | null;
  read_by: UserRefDto | null;
  updated_at: string;
}

/** PATCH /enrollments/{id}: at least one field. */
export interface EnrollmentPatch {
  status?: EnrollmentStatus;
  payment_status?: EnrollmentPaymentStatus;
  /** false marks it unread again. */
  read?: boolean;
}

/** An amount in minor units as the family reads it: NT$2,000, CN¥500, $105 (cents shown only when there are some). */
export function formatMinorAmount(amount: number, currency: PaymentCurrency): string {
  const code = currency === 'RMB' ? 'CNY' : currency;
  const fraction = amount % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(amount / 100);
}
