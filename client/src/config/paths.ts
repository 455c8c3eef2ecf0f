import type { RoleArea } from '@app/shared';

/** Client routes that code links to or redirects to. */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  registerDetails: '/register/details',
  passwordForgot: '/password/forgot',
  passwordSet: '/password/set',
  passwordReset: '/password/reset',
  profile: '/profile',
  plans: '/plans',
  classes: '/classes',
  testResults: '/testresults',
  composeResults: '/testresults?type=composePractices',
  notFound: '/404',
  forbidden: '/403',
} as const;

/** Where each role area's root redirects to (spec section 2). */
export const AREA_HOME: Record<RoleArea, string> = {
  admin: '/admin/practices',
  company: '/company/courses',
  teacher: '/teacher/courses',
};

/** Named routes that notifications and server data refer to (spec section 2, "Named routes"). */
export const NAMED_ROUTES: Record<string, string> = {
  SATPractices: '/',
  Login: '/login',
  PageNotFound: '/404',
  ToeflPlans: '/plans',
  SatTestResults: '/testresults',
  ToeflScorereport: '/testresults',
  ToeflProfileBalance: '/balance?t-coins',
  ClassesAndCounseling: '/classes',
};
