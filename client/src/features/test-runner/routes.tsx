import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';

/** Login-only and bare: no header, footer or banners around the test. */
const RUNNER: RouteHandle = { auth: 'required', bare: true };

const runner = () => import('./pages/test-runner-page');

/**
 * The test screen (spec section 2). The start/lock page `/test/:practiceType/:id/start` belongs to the
 * catalog feature; it navigates here with `{ startedAttemptId }` in the router state.
 */
export const testRunnerRoutes: FeatureRoutes = {
  pages: [
    { path: '/test/m/:practiceType/:id', handle: RUNNER, lazy: lazyPage(runner, 'MobileTestRunnerPage') },
    { path: '/test/:practiceType/:id', handle: RUNNER, lazy: lazyPage(runner, 'TestRunnerPage') },
  ],
};
