import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import { PATHS } from '../../config/paths';

/** The user's own profile (spec section 2, login-only). */
export const profileRoutes: FeatureRoutes = {
  pages: [{ path: PATHS.profile, handle: { auth: 'required' }, lazy: lazyPage(() => import('./pages/profile-page'), 'ProfilePage') }],
};
