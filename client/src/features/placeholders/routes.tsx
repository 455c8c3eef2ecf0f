import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import { PATHS } from '../../config/paths';

const areaPages = () => import('./pages/area-pages');

/**
 * "Coming soon" where the spec has a page no feature builds yet: /classes, and the company and teacher
 * areas' default page (courses). A feature that builds one of them takes its route out of here.
 */
export const placeholderRoutes: FeatureRoutes = {
  areas: {
    company: [{ path: 'courses', lazy: lazyPage(areaPages, 'CompanyCoursesPage') }],
    teacher: [{ path: 'courses', lazy: lazyPage(areaPages, 'TeacherCoursesPage') }],
  },
  pages: [{ path: PATHS.classes, handle: { auth: 'required' }, lazy: lazyPage(() => import('./pages/coming-soon-page'), 'ClassesPage') }],
};
