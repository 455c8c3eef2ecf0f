import { ADMIN_PATHS } from '../../config/paths';

/**
 * Where these pages live. The spec lists /admin/users, /admin/user/{id} and /admin/users/logs (section 2);
 * the list pages' paths are the admin area's (config/paths.ts), which its links row shows.
 */
export const ADMIN_USER_PATHS = {
  users: ADMIN_PATHS.users,
  user: (id: number) => `/admin/user/${id}`,
  logs: ADMIN_PATHS.activityLog,
  transactions: ADMIN_PATHS.transactions,
  analytics: ADMIN_PATHS.analytics,
  students: ADMIN_PATHS.students,
} as const;

/** The transaction log filtered to one user. */
export const userTransactionsPath = (id: number) => `${ADMIN_USER_PATHS.transactions}?user=${id}`;
/** The activity log of what was done to one user. */
export const userActivityPath = (id: number) => `${ADMIN_USER_PATHS.logs}?target=${id}`;
