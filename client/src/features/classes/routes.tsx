import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { CLASSES_PATHS } from './paths';

const mine = () => import('./pages/my-classes-page');
const created = () => import('./pages/created-classes-page');
const lock = () => import('./pages/class-exam-lock-page');
const users = () => import('./pages/teacher-users-page');
const company = () => import('./pages/company-classes-page');

/**
 * The classes pages (spec section 2): /classes for students and parents, /classes-i-created (the teacher
 * area's first page, with its links) and the class page in it, the class test lock page (public, bare,
 * like the test lock page), and the teacher's students. /class/explanation/question/{id} is the results
 * feature's explanation page, which asks the class route when the URL names the class test.
 */
export const classesRoutes: FeatureRoutes = {
  areas: {
    company: [{ path: 'classes', lazy: lazyPage(company, 'CompanyClassesPage') }],
    teacher: [
      { path: CLASSES_PATHS.teacherUsers, lazy: lazyPage(users, 'TeacherUsersPage') },
      { path: CLASSES_PATHS.teacherUser, lazy: lazyPage(users, 'TeacherUserPage') },
    ],
  },
  pages: [
    { path: CLASSES_PATHS.mine, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(mine, 'MyClassesPage') },
    {
      path: CLASSES_PATHS.created,
      handle: { auth: 'required', area: 'teacher' } satisfies RouteHandle,
      lazy: lazyPage(created, 'CreatedClassesPage'),
    },
    { path: CLASSES_PATHS.lock, handle: { auth: 'public', bare: true } satisfies RouteHandle, lazy: lazyPage(lock, 'ClassExamLockPage') },
  ],
};
