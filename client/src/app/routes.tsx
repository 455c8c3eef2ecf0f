import { Navigate, type RouteObject } from 'react-router-dom';
import type { RoleArea } from '@app/shared';
import { FullPageSpinner } from '../components/full-page-spinner';
import { AREA_HOME, PATHS } from '../config/paths';
import { adminPaymentRoutes } from '../features/admin-payments';
import { adminUserRoutes } from '../features/admin-users';
import { authRoutes } from '../features/auth';
import { bindingRoutes } from '../features/binding';
import { classesRoutes } from '../features/classes';
import { companyRoutes } from '../features/company';
import { coursesRoutes } from '../features/courses';
import { enrollmentRoutes } from '../features/enrollment';
import { errorRoutes } from '../features/errors';
import { flashcardsRoutes } from '../features/flashcards';
import { parentLinkRoutes } from '../features/parent-links';
import { payrollRoutes } from '../features/payroll';
import { practiceHomeRoutes } from '../features/practice-home';
import { practiceRoutes } from '../features/practices';
import { profileRoutes } from '../features/profile';
import { publicSiteRoutes } from '../features/public-site';
import { questionRoutes } from '../features/questions';
import { resultAnalysisRoutes } from '../features/result-analysis';
import { resultsRoutes } from '../features/results';
import { teacherGradingRoutes } from '../features/teacher-grading';
import { testRunnerRoutes } from '../features/test-runner';
import { tuitionRoutes } from '../features/tuition';
import { videoClassesRoutes } from '../features/video-classes';
import { walletRoutes } from '../features/wallet';
import { AppShell } from './layouts/app-shell';
import { mergeFeatureRoutes } from '../lib/routing/feature-routes';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from '../lib/routing/route-handle';

/** Every feature's pages, each list from the feature's index.ts; the order does not matter (the router ranks paths). */
const features = mergeFeatureRoutes([
  authRoutes,
  bindingRoutes,
  classesRoutes,
  coursesRoutes,
  companyRoutes,
  enrollmentRoutes,
  tuitionRoutes,
  flashcardsRoutes,
  videoClassesRoutes,
  profileRoutes,
  practiceHomeRoutes,
  parentLinkRoutes,
  practiceRoutes,
  questionRoutes,
  walletRoutes,
  testRunnerRoutes,
  resultsRoutes,
  resultAnalysisRoutes,
  teacherGradingRoutes,
  adminUserRoutes,
  adminPaymentRoutes,
  publicSiteRoutes,
  payrollRoutes,
  errorRoutes,
]);

/** A role area: its root redirects to its default page (spec section 2), then the features' pages in it. */
function area(name: RoleArea): RouteObject {
  return {
    path: `/${name}`,
    handle: { auth: 'required', area: name } satisfies RouteHandle,
    children: [{ index: true, element: <Navigate to={AREA_HOME[name]} replace /> }, ...features.area(name)],
  };
}

/** Every client route (spec section 2). Unknown paths go to the not-found page. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage standalone />,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          // Page failures show inside the shell, under the header.
          errorElement: <RouteErrorPage />,
          children: [
            ...features.pages,
            area('admin'),
            area('company'),
            area('teacher'),
            { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
          ],
        },
      ],
    },
  ];
}
