import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { COMPANY_PATHS as P } from './paths';

const members = () => import('./pages/company-members-page');
const member = () => import('./pages/company-member-page');
const info = () => import('./pages/company-info-page');
const join = () => import('./pages/company-join-page');
const companies = () => import('./pages/admin-companies-page');
const adminUsers = () => import('./pages/admin-company-users-page');

/**
 * The company pages (spec section 2): the company area's users, teachers, user/{id} and info; /company/join
 * for teachers and students (outside the area, which is the company-admin's); the admin's company/,
 * company/users/{id} and company/info/{id}. The area's courses pages are the courses feature's.
 */
export const companyRoutes: FeatureRoutes = {
  areas: {
    company: [
      { path: P.users, lazy: lazyPage(members, 'CompanyUsersPage') },
      { path: P.teachers, lazy: lazyPage(members, 'CompanyTeachersPage') },
      { path: P.user, lazy: lazyPage(member, 'CompanyUserPage') },
      { path: P.info, lazy: lazyPage(info, 'CompanyInfoPage') },
    ],
    admin: [
      { path: P.adminList, lazy: lazyPage(companies, 'AdminCompaniesPage') },
      { path: P.adminUsers, lazy: lazyPage(adminUsers, 'AdminCompanyUsersPage') },
      { path: P.adminInfo, lazy: lazyPage(info, 'AdminCompanyInfoPage') },
    ],
  },
  pages: [{ path: P.join, handle: { auth: 'required' } satisfies RouteHandle, lazy: lazyPage(join, 'CompanyJoinPage') }],
};
