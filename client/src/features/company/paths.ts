/** The company pages (spec section 2): the company area's, /company/join, and the admin's company pages. */
export const COMPANY_PATHS = {
  users: 'users',
  teachers: 'teachers',
  user: 'user/:id',
  info: 'info',
  join: '/company/join',
  adminList: 'company',
  adminUsers: 'company/users/:id',
  adminInfo: 'company/info/:id',
} as const;

export const companyUsersPath = '/company/users';
export const companyTeachersPath = '/company/teachers';
export const companyUserPath = (id: number) => `/company/user/${id}`;
export const companyInfoPath = '/company/info';
export const adminCompaniesPath = '/admin/company';
export const adminCompanyUsersPath = (id: number) => `/admin/company/users/${id}`;
export const adminCompanyInfoPath = (id: number) => `/admin/company/info/${id}`;
