/**
 * Where these pages live. The spec lists /admin/users, /admin/user/{id} and /admin/users/logs (section 2);
 * it names the transaction log's data (sections 3 and 7) but no path for it, so it is /admin/transactions.
 */
export const ADMIN_USER_PATHS = {
  users: '/admin/users',
  user: (id: number) => `/admin/user/${id}`,
  logs: '/admin/users/logs',
  transactions: '/admin/transactions',
  analytics: '/analytics',
  students: '/students',
} as const;

/** The transaction log filtered to one user. */
export const userTransactionsPath = (id: number) => `${ADMIN_USER_PATHS.transactions}?user=${id}`;
/** The activity log of what was done to one user. */
export const userActivityPath = (id: number) => `${ADMIN_USER_PATHS.logs}?target=${id}`;
