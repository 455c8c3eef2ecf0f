// What the rest of the app may use of the admin-users feature.
export { adminUserRoutes } from './routes';
export { ADMIN_USER_PATHS } from './paths';
/** The users calls, for other admin pages that look a user up (result analysis: pick a student). */
export { adminUsersApi } from './api';
