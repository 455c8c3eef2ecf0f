import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { lazyPage } from '../../lib/routing/lazy-page';
import { TUITION_PATHS as P } from './paths';

const arrange = () => import('./pages/arrange-page');
const orders = () => import('./pages/orders-page');
const placementLock = () => import('./pages/placement-lock-page');

/** The back office's placement (arrange) and orders pages, in the admin and company areas. */
export const tuitionRoutes: FeatureRoutes = {
  areas: {
    admin: [
      { path: P.arrange, lazy: lazyPage(arrange, 'AdminArrangePage') },
      { path: P.orders, lazy: lazyPage(orders, 'AdminOrdersPage') },
    ],
    company: [
      { path: P.arrange, lazy: lazyPage(arrange, 'CompanyArrangePage') },
      { path: P.orders, lazy: lazyPage(orders, 'CompanyOrdersPage') },
    ],
  },
  pages: [
    { path: P.placementLock, handle: { auth: 'public', bare: true } satisfies RouteHandle, lazy: lazyPage(placementLock, 'PlacementLockPage') },
  ],
};
