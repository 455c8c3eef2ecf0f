import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import { PATHS } from '../../config/paths';

/** The details form a new account still owes (finish-bind, spec section 2). */
export const bindingRoutes: FeatureRoutes = {
  pages: [
    {
      path: PATHS.registerDetails,
      handle: { auth: 'required' },
      lazy: lazyPage(() => import('./pages/register-details-page'), 'RegisterDetailsPage'),
    },
  ],
};
