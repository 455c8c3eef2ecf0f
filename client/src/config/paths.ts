import type { NotificationRoute, RoleArea } from '@app/shared';

/** Client routes that code links to or redirects to. */
export const PATHS = {
  home: '/',
  /** The public site's landing page, where a visitor to / goes (issue 15). */
  siteHome: '/home',
  login: '/login',
  register: '/register',
  registerDetails: '/register/details',
  passwordForgot: '/password/forgot',
  passwordSet: '/password/set',
  passwordReset: '/password/reset',
  profile: '/profile',
  plans: '/plans',
  /** The wallet's balance and invitation pages, which the user menu links to (spec section 2 names no invitation path). */
  balance: '/balance',
  invitation: '/invitation',
  classes: '/classes',
  courses: '/courses',
  /** A teacher or student joins a company by its code (spec section 2; the user menu links it). */
  companyJoin: '/company/join',
  /** Every finished test of the caller (the header's Results link); the page's kind filter narrows it. */
  testResults: '/testresults',
  notFound: '/404',
  forbidden: '/403',
} as const;

/** Where each role area's root redirects to (spec section 2, except the teacher's: see below). */
export const AREA_HOME: Record<RoleArea, string> = {
  admin: '/admin/practices',
  company: '/company/courses',
  // Classes first (issue 13), not the spec's /teacher/courses: a teacher's daily work is their classes, and
  // courses (issue 14) are mostly the provider's; the area's links row reaches them in one click.
  teacher: '/classes-i-created',
};

/**
 * The admin area's pages, which its links row (components/area-nav) lists. The spec names the transaction
 * log's and the payments' data (sections 3, 6 and 7) but no paths: they are /admin/transactions and
 * /admin/payments. /analytics and /students are admin pages outside /admin (section 2).
 */
export const ADMIN_PATHS = {
  practices: AREA_HOME.admin,
  questions: '/admin/allQuestions',
  users: '/admin/users',
  payments: '/admin/payments',
  transactions: '/admin/transactions',
  activityLog: '/admin/users/logs',
  analytics: '/analytics',
  students: '/students',
  results: '/admin/results',
  grading: '/admin/grading',
  courses: '/admin/courses',
  /** The company pages (issue 14): /admin/company/ lists them (spec section 2). */
  companies: '/admin/company',
  /** Private lessons (spec section 6: an admin-area screen the spec names without a path). */
  privateLessons: '/admin/private-lessons',
  enrollments: '/admin/enrollments',
  orders: '/admin/orders',
  /** Teachers' pay (issue 14): the month's salary, payslips, the accountant's XLSX. */
  salary: '/admin/salary',
  /** The public site's admin pages (issue 15). */
  contactInbox: '/admin/contact-messages',
  notifications: '/admin/notifications',
  siteTexts: '/admin/site-texts',
  /** The taxonomy admins extend (issue 16, "add subject"). */
  subjects: '/admin/subjects',
} as const;

/** Named routes that notifications and server data refer to (spec section 2, "Named routes"). */
export const NAMED_ROUTES: Readonly<Record<NotificationRoute, string>> & Readonly<Record<string, string | undefined>> = {
  SATPractices: '/',
  Login: '/login',
  PageNotFound: '/404',
  ToeflPlans: '/plans',
  SatTestResults: '/testresults',
  ToeflScorereport: '/testresults',
  ToeflProfileBalance: '/balance?t-coins',
  ClassesAndCounseling: '/ClassesAndCounseling',
  Home: '/home',
  FAQ: '/FAQ',
  Others: '/others',
  Pro: '/Pro',
  MyClasses: '/classes',
};
