import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { COURSES_PATHS as P } from './paths';

const managed = () => import('./pages/managed-courses-page');
const form = () => import('./pages/course-form-page');
const detail = () => import('./pages/course-detail-page');
const mine = () => import('./pages/my-courses-page');
const join = () => import('./pages/join-page');
const lessons = () => import('./pages/private-lessons-page');

/**
 * The courses pages (spec section 2): /courses, /courseDetail/{id} and /join for everyone logged in; each
 * area's courses, course/add and course/edit/{id}; the admin's and company's courseDetail/{id}. One set of
 * components serves every area (the area is a prop). The teacher area has no courseDetail: its course page
 * is /courseDetail/{id}, which shows a manager everything.
 */
export const coursesRoutes: FeatureRoutes = {
  areas: {
    admin: [
      { path: P.areaList, lazy: lazyPage(managed, 'AdminCoursesPage') },
      { path: P.areaAdd, lazy: lazyPage(form, 'AdminAddCoursePage') },
      { path: P.areaEdit, lazy: lazyPage(form, 'AdminEditCoursePage') },
      { path: P.areaDetail, lazy: lazyPage(detail, 'AdminCourseDetailPage') },
      { path: P.privateLessons, lazy: lazyPage(lessons, 'PrivateLessonsPage') },
    ],
    company: [
      { path: P.areaList, lazy: lazyPage(managed, 'CompanyCoursesPage') },
      { path: P.areaAdd, lazy: lazyPage(form, 'CompanyAddCoursePage') },
      { path: P.areaEdit, lazy: lazyPage(form, 'CompanyEditCoursePage') },
      { path: P.areaDetail, lazy: lazyPage(detail, 'CompanyCourseDetailPage') },
      { path: P.privateLessons, lazy: lazyPage(lessons, 'PrivateLessonsPage') },
    ],
    teacher: [
      { path: P.areaList, lazy: lazyPage(managed, 'TeacherCoursesPage') },
      { path: P.areaAdd, lazy: lazyPage(form, 'TeacherAddCoursePage') },
      { path: P.areaEdit, lazy: lazyPage(form, 'TeacherEditCoursePage') },
      { path: P.privateLessons, lazy: lazyPage(lessons, 'PrivateLessonsPage') },
    ],
  },
  pages: [
    { path: P.mine, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(mine, 'MyCoursesPage') },
    { path: P.detail, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(detail, 'CourseDetailPage') },
    { path: P.join, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(join, 'JoinCoursePage') },
  ],
};
