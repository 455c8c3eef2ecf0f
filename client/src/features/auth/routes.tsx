import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { PATHS } from '../../config/paths';
import { AuthPage } from './pages/auth-page';

const PUBLIC: RouteHandle = { auth: 'public' };
/** Password links carry `?token=` themselves: it is not a partner-token login. */
const PASSWORD_LINK: RouteHandle = { ...PUBLIC, ownsTokenParam: true };

const resetPassword = () => import('./pages/reset-password-page');

/** Login and registration (in the main bundle: the first page of every visitor), password pages and e-mail verification. */
export const authRoutes: FeatureRoutes = {
  pages: [
    { path: PATHS.login, element: <AuthPage mode="login" />, handle: PUBLIC },
    { path: PATHS.register, element: <AuthPage mode="register" />, handle: PUBLIC },
    { path: PATHS.passwordForgot, handle: PUBLIC, lazy: lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage') },
    { path: PATHS.passwordSet, handle: PASSWORD_LINK, lazy: lazyPage(resetPassword, 'SetPasswordRoute') },
    { path: PATHS.passwordReset, handle: PASSWORD_LINK, lazy: lazyPage(resetPassword, 'ResetPasswordRoute') },
    {
      path: '/email/verify/:id/:hash',
      handle: { auth: 'required', skipBind: true } satisfies RouteHandle,
      lazy: lazyPage(() => import('./pages/verify-email-page'), 'VerifyEmailPage'),
    },
  ],
};
