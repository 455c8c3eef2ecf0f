import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { ENROLLMENT_PATHS as P } from './paths';

/** Public like the site it belongs to; never the page to return to after a login. */
const PUBLIC: RouteHandle = { auth: 'public', notRemembered: true };
const form = () => import('./pages/enroll-pages');
const list = () => import('./pages/enrollments-page');
const detail = () => import('./pages/enrollment-detail-page');

/**
 * The enrollment pages (spec sections 2 and 4): the family's form in three steps and its success page, public;
 * the back office's list and detail in the admin and company areas.
 */
export const enrollmentRoutes: FeatureRoutes = {
  pages: [
    { path: P.start, handle: PUBLIC, lazy: lazyPage(form, 'EnrollStartPage') },
    { path: P.form, handle: PUBLIC, lazy: lazyPage(form, 'EnrollFormPage') },
  ],
  areas: {
    admin: [
      { path: P.areaList, lazy: lazyPage(list, 'AdminEnrollmentsPage') },
      { path: P.areaDetail, lazy: lazyPage(detail, 'AdminEnrollmentDetailPage') },
    ],
    company: [
      { path: P.areaList, lazy: lazyPage(list, 'CompanyEnrollmentsPage') },
      { path: P.areaDetail, lazy: lazyPage(detail, 'CompanyEnrollmentDetailPage') },
    ],
  },
};
