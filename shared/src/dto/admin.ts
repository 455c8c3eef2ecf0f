/** Admin user management, the activity log, transaction logs and analytics (spec sections 3, 6 and 7). */
import type { Role } from '../roles';
import type { LedgerType } from './wallet';

/** What the activity log records. Sign-ins are logged for everyone; the rest are admin actions. */
export const ActivityAction = {
  Login: 'auth.login',
  PartnerLogin: 'auth.partner-login',
  RolesUpdate: 'admin.roles.update',
  ProSet: 'admin.pro.set',
  ProRemove: 'admin.pro.remove',
  /** An admin opened or closed the grading queue to a teacher. */
  GraderGrant: 'admin.grader.grant',
  GraderRevoke: 'admin.grader.revoke',
  PointsGive: 'admin.points.give',
  PointsDeduct: 'admin.points.deduct',
  UserDelete: 'admin.user.delete',
  AccountDestroy: 'account.destroy',
  CompanyUserRemove: 'company.user.remove',
  /** A teacher took a grading order (teacher-grading module). */
  GradingClaim: 'grading.claim',
  GradingComplete: 'grading.complete',
  /** An author asked for a test's attempts to be regraded (grading module's regrade run). */
  RegradeRun: 'regrade.run',
  /** Courses (courses module): every change to a course, its join requests, sessions, meetings and private lessons. */
  CourseCreate: 'course.create',
  CourseUpdate: 'course.update',
  CourseRequestAnswer: 'course.request.answer',
  CourseSessionCreate: 'course.session.create',
  CourseSessionUpdate: 'course.session.update',
  CourseSessionDelete: 'course.session.delete',
  CourseMeetingCancel: 'course.meeting.cancel',
  CourseMeetingRestore: 'course.meeting.restore',
  CourseMakeupAdd: 'course.makeup.add',
  CourseMakeupDelete: 'course.makeup.delete',
  PrivateLessonBook: 'private-lesson.book',
  PrivateLessonCancel: 'private-lesson.cancel',
  CourseTemplateCreate: 'course.template.create',
  CourseTemplateDelete: 'course.template.delete',
  /** Companies (companies module): the admin's company pages, the company-admin's info page, /company/join. */
  CompanyCreate: 'company.create',
  CompanyUpdate: 'company.update',
  CompanyCodeRenew: 'company.code.renew',
  CompanyUserAdd: 'company.user.add',
  CompanyJoin: 'company.join',
  /** Enrollment forms (enrollment module): a family's steps (no actor: the family has no account) and the back office's marks. */
  EnrollmentStart: 'enrollment.start',
  EnrollmentSave: 'enrollment.save',
  EnrollmentSubmit: 'enrollment.submit',
  EnrollmentRead: 'enrollment.read',
  EnrollmentUpdate: 'enrollment.update',
  /** Placement, tuition and payments (tuition module): who placed whom where, every change to a tuition record or a payment. */
  PlacementCreate: 'placement.create',
  PlacementDelete: 'placement.delete',
  TuitionSave: 'tuition.save',
  TuitionPaymentCreate: 'tuition.payment.create',
  TuitionPaymentDelete: 'tuition.payment.delete',
  /** Payroll (docs/payroll.md): a lesson's log (its hours are paid), billing details, rates, progress reports. */
  PrivateLessonLog: 'private-lesson.log',
  PrivateLessonLogDelete: 'private-lesson.log.delete',
  TeacherBillingUpdate: 'teacher.billing.update',
  TeacherRateSet: 'teacher.rate.set',
  ProgressReportSend: 'progress-report.send',
} as const;
export type ActivityAction = (typeof ActivityAction)[keyof typeof ActivityAction];
export const ACTIVITY_ACTIONS: readonly ActivityAction[] = Object.values(ActivityAction);

/** Bounds of one give-point or deduct-point call. */
export const ADMIN_POINT_MAX = 100_000;
/** Analytics look back this many days by default, and at most the maximum. */
export const ANALYTICS_DAYS_DEFAULT = 30;
export const ANALYTICS_DAYS_MAX = 366;

/** "User (admin view)" of spec section 3, with roles, balance and pro expiry. */
export interface AdminUserDto {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  /** From the student, teacher or parent details, whichever exists. */
  phone: string | null;
  all_roles: Role[];
  joined_at: string;
  avatar_url: string | null;
  email_verified_at: string | null;
  balance: number;
  pro_expired_at: string | null;
  taken_unlimited_expire_at: string | null;
  /** An admin has opened the grading queue to this teacher. */
  grader: boolean;
}

export interface AdminBalanceDto {
  user_id: number;
  balance: number;
}

/** Who did something or had it done to them. Names may be empty (registration not completed). */
export interface UserRefDto {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export interface ActivityLogDto {
  id: number;
  action: ActivityAction;
  actor: UserRefDto | null;
  target_user: UserRefDto | null;
  details: Record<string, unknown>;
  ip: string | null;
  created_at: string;
}

/** A student row of the /students page. */
export interface AdminStudentDto {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  joined_at: string;
  exams_started: number;
  exams_finished: number;
  last_exam_at: string | null;
}

/** One attempt of a user, for the admin's user page. */
export interface UserExamDto {
  id: number;
  target_type: 'practice' | 'fullPractice' | 'adaptive';
  target_id: number;
  title: string;
  category: 'full' | 'section';
  status: 'in_progress' | 'on_break' | 'finished' | 'abandoned';
  started_at: string;
  finished_at: string | null;
}

/** Analytics rows: `date` is a GMT+8 calendar day (YYYY-MM-DD). */
export interface UserExamsDayDto {
  date: string;
  started: number;
  finished: number;
  takers: number;
}
export interface TransactionsDayDto {
  date: string;
  income: number;
  expense: number;
  count: number;
}
/** Plan purchases and grading orders are paid in points; payments buy points with money (coins_sold on confirmation). */
export interface OrdersDayDto {
  date: string;
  orders: number;
  plan_purchases: number;
  plan_points: number;
  grading_orders: number;
  grading_points: number;
  payments: number;
  payments_paid: number;
  coins_sold: number;
}
/** The last `days` complete days before today, oldest first; today's row comes from the /today call. */
export interface AnalyticsDto<T> {
  timezone: string;
  data: T[];
}

export const TRANSACTION_CATEGORIES = ['income', 'expense'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
/** The only unit of the ledger (coins are "points"). */
export const TRANSACTION_UNITS = ['point'] as const;

/**
 * A ledger row in the admin's transaction log (spec section 3). `amount` is signed like the ledger
 * (income positive). Names stay as stored: empty ones mean registration was never completed and the
 * client shows '（未完成註冊）'.
 */
export interface TransactionLogDto {
  id: number;
  user: { id: number; username: string; name: string; first_name: string; last_name: string };
  category: TransactionCategory;
  unit: 'point';
  amount: number;
  balance_after: number;
  type: LedgerType;
  notes: string | null;
  actor_id: number | null;
  created_at: string;
}

/** A user who has ledger rows, with their totals over the same filters. */
export interface TransactionLogUserDto {
  user: TransactionLogDto['user'];
  income: number;
  expense: number;
  count: number;
  last_at: string;
}

/** POST admin/user/{id}/give-point and deduct-point. */
export interface AdminPointResultDto {
  user_id: number;
  entry_id: number;
  amount: number;
  balance: number;
}
