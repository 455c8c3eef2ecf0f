import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { FULL_TESTS_PATH, PRACTICES_PATH } from './paths';

const start = () => import('./pages/test-start-page');
const lists = () => import('./pages/student-practices-page');
const LOGIN: RouteHandle = { auth: 'required' };
const PUBLIC: RouteHandle = { auth: 'public' };
/** Public and bare (spec section 2: the test lock page has no header or footer). */
const LOCK_PAGE: RouteHandle = { auth: 'public', bare: true };

/** The practice home, the students' lists of published tests, the system check and the test start (lock) pages. */
export const practiceHomeRoutes: FeatureRoutes = {
  pages: [
    // The first page after login, lazy like the others: the first page's bundle is the login page's (issue 17).
    {
      path: '/',
      // A visitor reads the public site's landing page instead (issue 15).
      handle: { auth: 'required', visitorHome: true } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/practice-home-page'), 'PracticeHomePage'),
    },
    {
      path: '/systemcheck',
      handle: { auth: 'public' } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/system-check-page'), 'SystemCheckPage'),
    },
    { path: '/test/:practiceType/:id/start', handle: LOCK_PAGE, lazy: lazyPage(start, 'TestStartPage') },
    { path: '/:product/test/:practiceType/:id/start', handle: LOCK_PAGE, lazy: lazyPage(start, 'TestStartPage') },
    { path: PRACTICES_PATH, handle: LOGIN, lazy: lazyPage(lists, 'StudentPracticesPage') },
    { path: FULL_TESTS_PATH, handle: LOGIN, lazy: lazyPage(lists, 'FullTestsPage') },
    { path: '/fullPractice/detail/all', handle: LOGIN, lazy: lazyPage(lists, 'FullSetListPage') },
    { path: '/fullPractice/detail/browse', handle: LOGIN, lazy: lazyPage(lists, 'FullSetBrowsePage') },
    // Public in the spec (section 2); without a login the page asks the visitor to log in.
    { path: '/practice/detail/all', handle: PUBLIC, lazy: lazyPage(lists, 'PracticeListPage') },
    { path: '/practice/detail/browse', handle: PUBLIC, lazy: lazyPage(lists, 'PracticeBrowsePage') },
    { path: '/adaptive/detail/all', handle: PUBLIC, lazy: lazyPage(lists, 'AdaptiveListPage') },
  ],
};
