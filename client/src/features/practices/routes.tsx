import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';

const list = () => import('./pages/admin-practices-page');
const practice = () => import('./pages/practice-detail-page');
const sets = () => import('./pages/full-set-detail-page');
const adaptive = () => import('./pages/adaptive-detail-page');
const scoreTable = () => import('./pages/score-table-page');
const qtiImport = () => import('./pages/qti-import-page');

const practicesList: RouteObject = { path: 'practices', lazy: lazyPage(list, 'AdminPracticesPage') };
const practiceAdd: RouteObject = { path: 'practice/addTest', lazy: lazyPage(practice, 'PracticeAddPage') };
const practiceDetail: RouteObject = { path: 'practice/detail', lazy: lazyPage(practice, 'PracticeDetailPage') };
const setDetail: RouteObject = { path: 'fullPractice/detail', lazy: lazyPage(sets, 'FullSetDetailPage') };
/** A QTI 3.0 package imported as a new practice (docs/qti.md). */
const practiceImport: RouteObject = { path: 'practice/import', lazy: lazyPage(qtiImport, 'QtiImportPage') };

/**
 * The authoring of practices, full practice sets, adaptive sets and score tables (spec section 2); the students'
 * lists of them are the catalog's (practice-home).
 * Score tables: `score-table/{type}/{practiceId}/...` where `type` is what `practiceId` names: `practice`,
 * `practice-set` or `adaptive-set`; a new table takes its score type (and route) from `?score=&route=`.
 */
export const practiceRoutes: FeatureRoutes = {
  areas: {
    admin: [
      practicesList,
      practiceAdd,
      practiceDetail,
      practiceImport,
      { path: 'composePractice/addTest', lazy: lazyPage(sets, 'FullSetAddPage') },
      setDetail,
      { path: 'fullPractice/practice/detail/:composePracticeId', lazy: lazyPage(practice, 'SetPracticeDetailPage') },
      { path: 'adaptive/addTest', lazy: lazyPage(adaptive, 'AdaptiveAddPage') },
      { path: 'adaptive/detail', lazy: lazyPage(adaptive, 'AdaptiveDetailPage') },
      { path: 'score-table/:type/:practiceId/create/new', lazy: lazyPage(scoreTable, 'ScoreTableCreatePage') },
      { path: 'score-table/:type/:practiceId/:id', lazy: lazyPage(scoreTable, 'ScoreTableEditPage') },
    ],
    teacher: [practicesList, practiceAdd, practiceDetail, practiceImport, setDetail],
    company: [practicesList],
  },
};
