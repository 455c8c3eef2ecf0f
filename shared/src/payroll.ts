/**
 * Issue 14, the teacher's side of the back office (docs/payroll.md): private lesson logs with attendance,
 * teachers' billing details and hourly rates, monthly salary (payslips, the accountant's XLSX) and progress
 * reports to parents. Money is an integer in the currency's minor unit (TWD and RMB: 1/100, USD: cents);
 * months are `YYYY-MM` with GMT+8 boundaries (spec section 9).
 */
import type { AttendanceState } from './classes';
import type { UserRefDto } from './dto/admin';
import type { PaymentCurrency } from './dto/wallet';
import type { LocalizedText } from './courses';
import { CURRENCY_MINOR_DIGITS } from './tuition';

// ---------------------------------------------------------------------------------------------------------
// Enumerations, bounds and the pure rules both sides run
// ---------------------------------------------------------------------------------------------------------

/** How a teacher is paid (spec section 3, Teacher billing). */
export const TEACHER_PAYOUT_METHODS = ['us_check', 'taiwan_bank', 'wechat', 'alipay'] as const;
export type TeacherPayoutMethod = (typeof TEACHER_PAYOUT_METHODS)[number];

/**
 * A private lesson's attendance states that pay the teacher: the lesson was held (present, late) or the
 * student did not come without notice (absent: the teacher kept the hour). Excused = called off in time: unpaid.
 */
export const PAID_LESSON_STATES: readonly AttendanceState[] = ['present', 'late', 'absent'];

/** Spec section 9: salary months are calendar months in GMT+8. */
export const PAYROLL_TIME_ZONE = 'Asia/Taipei';
export const PAYROLL_UTC_OFFSET_HOURS = 8;

export const PAYROLL_LIMITS = {
  officialNameMax: 120,
  idNumberMin: 4,
  idNumberMax: 32,
  addressMax: 500,
  accountMax: 64,
  /** 1,000,000.00 an hour: far above any tutor, and a month of hours times it stays exact in a double. */
  hourlyRateMax: 100_000_000,
  topicMax: 200,
  homeworkMax: 4000,
  notesMax: 4000,
  commentMax: 4000,
  /** Birth dates from 1900 on; a teacher is at least this old. */
  minAgeYears: 14,
} as const;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The instants [start, end) of a `YYYY-MM` month in GMT+8. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  const shift = PAYROLL_UTC_OFFSET_HOURS * 3_600_000;
  return { start: new Date(Date.UTC(y, m - 1, 1) - shift), end: new Date(Date.UTC(y, m, 1) - shift) };
}

/** The first and last calendar day (`YYYY-MM-DD`) of a month. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month (GMT+8) an instant falls in. */
export function monthOf(at: Date): string {
  return new Date(at.getTime() + PAYROLL_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 7);
}

/**
 * The pay for `minutes` at `hourlyRate` (minor units an hour), in minor units: minutes × rate / 60 rounded
 * half up once for the whole month (never per lesson, so rounding cannot add up), in integer arithmetic.
 */
export function salaryAmount(minutes: number, hourlyRate: number): number {
  if (!Number.isSafeInteger(minutes) || !Number.isSafeInteger(hourlyRate) || minutes < 0 || hourlyRate < 0)
    throw new RangeError('salaryAmount: whole non-negative numbers only');
  return Math.floor((minutes * hourlyRate + 30) / 60);
}

/** How a secret shows to whoever may not read it: its last characters behind a fixed mask. */
export const maskTail = (tail: string): string => `••••${tail}`;

/** Digits after the point of each currency's minor unit (for display and the XLSX number format): the money rules' own table. */
export const CURRENCY_DECIMALS = CURRENCY_MINOR_DIGITS;

/** `12345` minor units -> `"123.45"` (no grouping, no float: string arithmetic). */
export function minorToDecimal(amount: number, currency: PaymentCurrency): string {
  const d = CURRENCY_DECIMALS[currency];
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(d + 1, '0');
  return `${sign}${digits.slice(0, digits.length - d)}.${digits.slice(digits.length - d)}`;
}

/** `123456` TWD -> `"TWD 1,234.56"`: the currency code and the amount with thousands separators, exact. */
export function formatMinorWithCode(amount: number, currency: PaymentCurrency): string {
  const [whole, frac] = minorToDecimal(amount, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${grouped}${frac ? `.${frac}` : ''}`;
}

/** Minutes as hours with two decimals, `"7.50"` (display only; pay is computed from the minutes). */
export const hoursOf = (minutes: number): string => minorToDecimal(Math.round((minutes * 100) / 60), 'USD');

/** 409 reasons. */
export const PAYROLL_CONFLICT_REASONS = ['lesson_cancelled', 'lesson_not_started', 'no_parent', 'not_in_course'] as const;
export type PayrollConflictReason = (typeof PAYROLL_CONFLICT_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Routes (relative to /api). `:x` are path parameters; use `payrollPath()` to fill them.
// ---------------------------------------------------------------------------------------------------------

export const PAYROLL_ROUTES = {
  lessonLog: '/private-lessons/:lessonId/log', // PUT, DELETE: the lesson's teacher, or who may book for them
  billing: '/teachers/:teacherId/billing', // GET, PUT: the teacher, admins, company-admins of their company
  payRate: '/teachers/:teacherId/pay-rate', // PUT admins, company-admins { month, hourly_rate, currency }
  salary: '/salary', // GET ?month admins (all teachers), company-admins (their company's)
  salaryXlsx: '/salary/export.xlsx', // GET ?month, as /salary
  payslip: '/teachers/:teacherId/salary/:month', // GET the teacher, admins, company-admins
  payslipPdf: '/teachers/:teacherId/salary/:month/payslip.pdf', // GET as payslip, in the caller's language
  progress: '/courses/:courseId/students/:studentId/progress', // GET course managers
  progressReports: '/courses/:courseId/students/:studentId/progress-reports', // POST course managers { comment }
  progressReportPdf: '/progress-reports/:reportId/pdf', // GET course managers
} as const;
export type PayrollRouteName = keyof typeof PAYROLL_ROUTES;

export function payrollPath(name: PayrollRouteName, params: Record<string, string | number> = {}): string {
  return PAYROLL_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`payrollPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Private lesson logs
// ---------------------------------------------------------------------------------------------------------

export interface PrivateLessonLogInput {
  state: AttendanceState;
  topic: string;
  homework?: string;
  notes?: string;
}

export interface PrivateLessonLogDto {
  state: AttendanceState;
  topic: string;
  homework: string;
  notes: string;
  /** From the lesson's own times. */
  minutes: number;
  logged_by: UserRefDto | null;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------------------
// Billing details and rates
// ---------------------------------------------------------------------------------------------------------

export interface BillingDetailsInput {
  official_name: string;
  /** Required the first time; omitted (or null) keeps the stored one. */
  id_number?: string | null;
  birth_date: string;
  mailing_address: string;
  payment_method: TeacherPayoutMethod;
  /** Bank account, WeChat or Alipay ID; omitted keeps it, '' removes it. */
  payment_account?: string | null;
}

export interface PayRateInput {
  /** The first month it applies to (`YYYY-MM`); it holds until a later month's rate. */
  month: string;
  /** Minor units an hour. */
  hourly_rate: number;
  currency: PaymentCurrency;
}

export interface PayRateDto extends PayRateInput {
  set_by: UserRefDto | null;
  set_at: string;
}

export interface BillingDetailsDto {
  teacher: UserRefDto;
  /** Null until the billing details were first saved. */
  details: {
    official_name: string;
    /** In full for admins and the teacher; null for others (they see the mask). */
    id_number: string | null;
    id_number_masked: string;
    birth_date: string;
    mailing_address: string;
    payment_method: TeacherPayoutMethod;
    payment_account: string | null;
    payment_account_masked: string | null;
    updated_at: string;
  } | null;
  /** Newest month first. */
  rates: PayRateDto[];
  /** Whether the caller may set the rate (admins, company-admins). */
  can_set_rate: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Salary
// ---------------------------------------------------------------------------------------------------------

/** What a teacher is paid for: a class meeting they logged, or a private lesson of theirs with a paid state. */
export interface PayslipLineDto {
  kind: 'class' | 'lesson';
  id: number;
  /** `YYYY-MM-DD` (GMT+8). */
  date: string;
  /** The class's name, or the student's name for a lesson. */
  title: string;
  topic: string;
  minutes: number;
  /** The attendance state of a lesson; null for a class meeting. */
  state: AttendanceState | null;
}

export interface SalaryRowDto {
  teacher: UserRefDto;
  month: string;
  class_minutes: number;
  lesson_minutes: number;
  minutes: number;
  /** The rate in force for the month; null when none was set (no amount then). */
  hourly_rate: number | null;
  currency: PaymentCurrency | null;
  amount: number | null;
  has_billing: boolean;
}

export interface SalaryMonthDto {
  month: string;
  rows: SalaryRowDto[];
  /** Sum of the amounts per currency (minor units). */
  totals: { currency: PaymentCurrency; amount: number; minutes: number }[];
}

export interface PayslipDto extends SalaryRowDto {
  lines: PayslipLineDto[];
}

// ---------------------------------------------------------------------------------------------------------
// Progress reports
// ---------------------------------------------------------------------------------------------------------

export interface ProgressAttendanceDto {
  kind: 'class' | 'lesson';
  date: string;
  /** The class's name or "private lesson". */
  title: string;
  topic: string;
  state: AttendanceState;
}

export interface ProgressScoreDto {
  /** When it was finished (ISO instant). */
  date: string;
  title: string;
  score: number;
  /** total (400-1600), section (200-800) or percent. */
  score_kind: string;
}

export interface ProgressSnapshotDto {
  course: { id: number; title: LocalizedText };
  student: UserRefDto;
  attendance: ProgressAttendanceDto[];
  /** Counts per state. */
  attendance_summary: Record<AttendanceState, number>;
  scores: ProgressScoreDto[];
}

export interface ProgressReportDto {
  id: number;
  comment: string;
  author: UserRefDto | null;
  created_at: string;
  /** The parents it was mailed to. */
  sent_to: UserRefDto[];
}

export interface ProgressDto extends ProgressSnapshotDto {
  /** Confirmed linked parents (they get the report). */
  parents: UserRefDto[];
  reports: ProgressReportDto[];
}

export interface ProgressReportInput {
  comment: string;
}
