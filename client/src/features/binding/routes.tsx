import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
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
