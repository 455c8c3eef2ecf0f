import { Navigate, type RouteObject } from 'react-router-dom';
import type { RoleArea } from '@app/shared';
import { FullPageSpinner } from '../components/full-page-spinner';
import { PATHS } from '../config/paths';
import { AuthPage } from '../features/auth/pages/auth-page';
import { ForbiddenPage } from '../features/errors/pages/forbidden-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { ClassesPage } from '../features/placeholders/pages/coming-soon-page';
import { AppShell } from './layouts/app-shell';
import { lazyPage } from './lazy-page';
import { mergeFeatureRoutes } from './feature-routes';
import { RouteErrorPage } from './route-error-page';
import { practiceHomeRoutes } from '../features/practice-home/routes';
import { practiceRoutes } from '../features/practices/routes';
import { questionRoutes } from '../features/questions/routes';
import { adminUserRoutes } from '../features/admin-users/routes';
import { adminPaymentRoutes } from '../features/admin-payments/routes';
import { walletRoutes } from '../features/wallet/routes';
import { testRunnerRoutes } from '../features/test-runner/routes';
import { resultsRoutes } from '../features/results/routes';
import { resultAnalysisRoutes } from '../features/result-analysis/routes';
import { teacherGradingRoutes } from '../features/teacher-grading/routes';
import type { RouteHandle } from './route-handle';

const LOGIN: RouteHandle = { auth: 'required' };
const PUBLIC: RouteHandle = { auth: 'public' };

const areaPages = () => import('../features/placeholders/pages/area-pages');

const features = mergeFeatureRoutes([
  questionRoutes,
  practiceRoutes,
  walletRoutes,
  testRunnerRoutes,
  practiceHomeRoutes,
  adminUserRoutes,
  adminPaymentRoutes,
  resultsRoutes,
  resultAnalysisRoutes,
  teacherGradingRoutes,
]);

/**
 * A role area: its root redirects to its default page (spec section 2), then the features' pages.
 * The default page is a placeholder until a feature provides that path.
 */
function area(name: RoleArea, index: string, placeholder: 'AdminPracticesPage' | 'CompanyCoursesPage' | 'TeacherCoursesPage'): RouteObject {
  const children = features.area(name);
  const provided = children.some((r) => r.path === index);
  return {
    path: `/${name}`,
    handle: { auth: 'required', area: name } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to={index} replace /> },
      ...(provided ? [] : [{ path: index, lazy: lazyPage(areaPages, placeholder) }]),
      ...children,
    ],
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
          children: pages(),
        },
      ],
    },
  ];
}

function pages(): RouteObject[] {
  return [
    { path: PATHS.login, element: <AuthPage mode="login" />, handle: PUBLIC },
    { path: PATHS.register, element: <AuthPage mode="register" />, handle: PUBLIC },
    {
      path: PATHS.registerDetails,
      handle: LOGIN,
      lazy: lazyPage(() => import('../features/binding/pages/register-details-page'), 'RegisterDetailsPage'),
    },
    {
      path: PATHS.passwordForgot,
      handle: PUBLIC,
      lazy: lazyPage(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
    },
    {
      path: PATHS.passwordSet,
      handle: { ...PUBLIC, ownsTokenParam: true } satisfies RouteHandle,
      lazy: lazyPage(() => import('../features/auth/pages/reset-password-page'), 'SetPasswordRoute'),
    },
    {
      path: PATHS.passwordReset,
      handle: { ...PUBLIC, ownsTokenParam: true } satisfies RouteHandle,
      lazy: lazyPage(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordRoute'),
    },
    {
      path: '/email/verify/:id/:hash',
      handle: { auth: 'required', skipBind: true } satisfies RouteHandle,
      lazy: lazyPage(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
    },
    { path: PATHS.profile, handle: LOGIN, lazy: lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage') },
    { path: PATHS.classes, element: <ClassesPage />, handle: LOGIN },
    ...features.pages,
    area('admin', 'practices', 'AdminPracticesPage'),
    area('company', 'courses', 'CompanyCoursesPage'),
    area('teacher', 'courses', 'TeacherCoursesPage'),
    { path: PATHS.forbidden, element: <ForbiddenPage />, handle: PUBLIC },
    { path: PATHS.notFound, element: <NotFoundPage />, handle: PUBLIC },
    { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
  ];
}
