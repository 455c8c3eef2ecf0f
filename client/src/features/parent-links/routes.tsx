import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';

/** The page the mailed link opens: public, since the signature says who it is for. */
export const parentLinkRoutes: FeatureRoutes = {
  pages: [
    {
      path: '/parent-link',
      handle: { auth: 'public', skipBind: true },
      lazy: lazyPage(() => import('./pages/parent-link-page'), 'ParentLinkPage'),
    },
  ],
};
