import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';

const areaPages = () => import('./pages/area-pages');

/**
 * "Coming soon" where the spec has a page no feature builds yet: the company and teacher areas' courses.
 * A feature that builds one of them takes its route out of here.
 */
export const placeholderRoutes: FeatureRoutes = {
  areas: {
    company: [{ path: 'courses', lazy: lazyPage(areaPages, 'CompanyCoursesPage') }],
    teacher: [{ path: 'courses', lazy: lazyPage(areaPages, 'TeacherCoursesPage') }],
  },
};
