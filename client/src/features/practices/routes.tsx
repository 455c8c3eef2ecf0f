import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import type { RouteHandle } from '../../app/route-handle';

const LOGIN: RouteHandle = { auth: 'required' };
const PUBLIC: RouteHandle = { auth: 'public' };

const students = () => import('./pages/student-practices-page');
const list = () => import('./pages/admin-practices-page');
const practice = () => import('./pages/practice-detail-page');
const sets = () => import('./pages/full-set-detail-page');
const adaptive = () => import('./pages/adaptive-detail-page');
const scoreTable = () => import('./pages/score-table-page');

const practicesList: RouteObject = { path: 'practices', lazy: lazyPage(list, 'AdminPracticesPage') };
const practiceAdd: RouteObject = { path: 'practice/addTest', lazy: lazyPage(practice, 'PracticeAddPage') };
const practiceDetail: RouteObject = { path: 'practice/detail', lazy: lazyPage(practice, 'PracticeDetailPage') };
const setDetail: RouteObject = { path: 'fullPractice/detail', lazy: lazyPage(sets, 'FullSetDetailPage') };

/**
 * Practices, full practice sets, adaptive sets, score tables, and the students' practice list (spec section 2).
 * Score tables: `score-table/{type}/{practiceId}/...` where `type` is what `practiceId` names: `practice`,
 * `practice-set` or `adaptive-set`; a new table takes its score type (and route) from `?score=&route=`.
 */
export const practiceRoutes: FeatureRoutes = {
  areas: {
    admin: [
      practicesList,
      practiceAdd,
      practiceDetail,
      { path: 'composePractice/addTest', lazy: lazyPage(sets, 'FullSetAddPage') },
      setDetail,
      { path: 'fullPractice/practice/detail/:composePracticeId', lazy: lazyPage(practice, 'SetPracticeDetailPage') },
      { path: 'adaptive/addTest', lazy: lazyPage(adaptive, 'AdaptiveAddPage') },
      { path: 'adaptive/detail', lazy: lazyPage(adaptive, 'AdaptiveDetailPage') },
      { path: 'score-table/:type/:practiceId/create/new', lazy: lazyPage(scoreTable, 'ScoreTableCreatePage') },
      { path: 'score-table/:type/:practiceId/:id', lazy: lazyPage(scoreTable, 'ScoreTableEditPage') },
    ],
    teacher: [practicesList, practiceAdd, practiceDetail, setDetail],
    company: [practicesList],
  },
  pages: [
    { path: '/practices', handle: LOGIN, lazy: lazyPage(students, 'StudentPracticesPage') },
    { path: '/fullPractice', handle: LOGIN, lazy: lazyPage(students, 'FullTestsPage') },
    { path: '/fullPractice/detail/all', handle: LOGIN, lazy: lazyPage(students, 'FullSetListPage') },
    { path: '/fullPractice/detail/browse', handle: LOGIN, lazy: lazyPage(students, 'FullSetBrowsePage') },
    // Public in the spec (section 2); without a login the page asks the visitor to log in.
    { path: '/practice/detail/all', handle: PUBLIC, lazy: lazyPage(students, 'PracticeListPage') },
    { path: '/practice/detail/browse', handle: PUBLIC, lazy: lazyPage(students, 'PracticeBrowsePage') },
    { path: '/adaptive/detail/all', handle: PUBLIC, lazy: lazyPage(students, 'AdaptiveListPage') },
  ],
};
