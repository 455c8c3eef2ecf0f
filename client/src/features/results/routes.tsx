import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { RESULTS_PATHS } from './paths';

const LOGIN: RouteHandle = { auth: 'required' };

const list = () => import('./pages/test-results-page');
const report = () => import('./pages/score-report-page');
const review = () => import('./pages/view-test-page');
const explanation = () => import('./pages/explanation-page');
const performance = () => import('./pages/performance-page');

/**
 * Test results, score reports, the walk-through, explanations and performance (spec section 2, all login-only).
 * `/testresults` is the named route SatTestResults and the header's Results link (every kind of test).
 */
export const resultsRoutes: FeatureRoutes = {
  pages: [
    { path: RESULTS_PATHS.list, handle: LOGIN, lazy: lazyPage(list, 'TestResultsPage') },
    { path: RESULTS_PATHS.report, handle: LOGIN, lazy: lazyPage(report, 'ScoreReportPage') },
    { path: RESULTS_PATHS.review, handle: LOGIN, lazy: lazyPage(review, 'ViewTestPage') },
    { path: RESULTS_PATHS.explanation, handle: LOGIN, lazy: lazyPage(explanation, 'ExplanationPage') },
    { path: RESULTS_PATHS.classExplanation, handle: LOGIN, lazy: lazyPage(explanation, 'ExplanationPage') },
    { path: RESULTS_PATHS.mobileExplanation, handle: LOGIN, lazy: lazyPage(explanation, 'MobileExplanationPage') },
    { path: RESULTS_PATHS.performance, handle: LOGIN, lazy: lazyPage(performance, 'PerformancePage') },
  ],
};
