import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';

/**
 * /analytics and /students are listed as no-login "flagged admin pages" in spec section 2, yet they show
 * every user's data, and their calls are super-admin only (section 6): the admin role guards them here.
 */
const ADMIN_ONLY: RouteHandle = { auth: 'required', area: 'admin' };

const users = () => import('./pages/users-page');
const user = () => import('./pages/user-detail-page');
const logs = () => import('./pages/activity-log-page');
const transactions = () => import('./pages/transactions-page');
const analytics = () => import('./pages/analytics-page');
const students = () => import('./pages/students-page');

/** User management, activity log, transaction log, analytics and students (spec sections 2, 6 and 7). */
export const adminUserRoutes: FeatureRoutes = {
  areas: {
    admin: [
      { path: 'users', lazy: lazyPage(users, 'UsersPage') },
      { path: 'user/:id', lazy: lazyPage(user, 'UserDetailPage') },
      { path: 'users/logs', lazy: lazyPage(logs, 'ActivityLogPage') },
      // The spec names the transaction log's data but no path (sections 3 and 7).
      { path: 'transactions', lazy: lazyPage(transactions, 'TransactionsPage') },
    ],
  },
  pages: [
    { path: '/analytics', handle: ADMIN_ONLY, lazy: lazyPage(analytics, 'AnalyticsPage') },
    { path: '/students', handle: ADMIN_ONLY, lazy: lazyPage(students, 'StudentsPage') },
  ],
};
