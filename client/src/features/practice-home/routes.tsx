import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import type { RouteHandle } from '../../app/route-handle';
import { PracticeHomePage } from './pages/practice-home-page';

const start = () => import('./pages/test-start-page');
/** Public and bare (spec section 2: the test lock page has no header or footer). */
const LOCK_PAGE: RouteHandle = { auth: 'public', bare: true };

/** The practice home, the system check and the test start (lock) pages. */
export const practiceHomeRoutes: FeatureRoutes = {
  pages: [
    // The first page after login: kept in the main bundle like the home page it replaces.
    { path: '/', element: <PracticeHomePage />, handle: { auth: 'required' } satisfies RouteHandle },
    {
      path: '/systemcheck',
      handle: { auth: 'public' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/system-check-page'), 'SystemCheckPage'),
    },
    { path: '/test/:practiceType/:id/start', handle: LOCK_PAGE, lazy: lazyPage(start, 'TestStartPage') },
    { path: '/:product/test/:practiceType/:id/start', handle: LOCK_PAGE, lazy: lazyPage(start, 'TestStartPage') },
  ],
};
