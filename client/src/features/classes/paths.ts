/** The classes pages (spec section 2). The teacher's class page is the created list with `?class=` (CLASS_PAGES.teacherClass). */
export const CLASSES_PATHS = {
  mine: '/classes',
  created: '/classes-i-created',
  lock: '/class/exam/:classExamId',
  teacherUsers: 'users',
  teacherUser: 'user/:id',
} as const;

export const CLASS_TABS = ['roster', 'tests', 'results', 'materials', 'attendance', 'settings'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

export const teacherClassPath = (classId: number, tab?: ClassTab) => `${CLASSES_PATHS.created}?class=${classId}${tab ? `&tab=${tab}` : ''}`;
export const lockPath = (classExamId: number) => `/class/exam/${classExamId}`;
export const teacherUserPath = (userId: number) => `/teacher/user/${userId}`;
export const TEACHER_USERS_PATH = '/teacher/users';
/** The company-admin's list of the company's classes (and, with `?class=`, one of them). */
export const COMPANY_CLASSES_PATH = '/company/classes';
/** The test runner's page (test-runner feature, `/test/:practiceType/:id`): a started class test is taken there. */
export const classRunnerPath = (type: string, id: number) => `/test/${type}/${id}`;
