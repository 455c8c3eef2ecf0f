import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';

const results = () => import('./pages/results-page');
const analysis = () => import('./pages/analysis-page');
const students = () => import('./pages/user-results-page');
const combine = () => import('./pages/combine-page');

const resultsList: RouteObject = { path: 'results', lazy: lazyPage(results, 'ResultsPage') };
const analysisPages: RouteObject[] = [
  { path: 'analysis/:id', lazy: lazyPage(analysis, 'AnalysisPage') },
  { path: 'analysis/:id/detail', lazy: lazyPage(analysis, 'AnalysisDetailPage') },
  { path: 'analysis/adaptive/:id', lazy: lazyPage(analysis, 'AdaptiveAnalysisPage') },
];

/**
 * Results and analysis of the role areas (spec section 2). `analysis/{id}` is a practice, or a full
 * practice set with `?type=fullPractice`; adaptive sets are `analysis/adaptive/{id}`; `userResults/{type}/
 * {examId}` takes practice, fullPractice or adaptive. The company area has its results list only.
 */
export const resultAnalysisRoutes: FeatureRoutes = {
  areas: {
    admin: [
      resultsList,
      ...analysisPages,
      { path: 'userResults/:type/:examId', lazy: lazyPage(students, 'UserResultsPage') },
      { path: 'results/combine', lazy: lazyPage(combine, 'CombinePage') },
    ],
    teacher: [resultsList, ...analysisPages],
    company: [resultsList],
  },
};
