import { Router, type RequestHandler } from 'express';
import { Role } from '@app/shared';
import { requireRole } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import type { authController } from './auth.controller';
import * as rules from './auth.validators';
import { bodyIdentifier, callerIdentifier, type RateLimit } from '../../lib/rate-limits';
import { loginAccountKey } from './login-identifier';

export function authRouter(ctx: AppContext, c: ReturnType<typeof authController>, requireAuth: RequestHandler, limit: RateLimit): Router {
  const rl = ctx.config.rateLimit;
  const r = Router();
  r.get('/auth/captcha/flat', ...limit({ name: 'captcha', rule: rl.captcha }), c.captcha);
  r.post('/auth/register', ...limit({ name: 'register', rule: rl.register, identify: bodyIdentifier }), validate(rules.registerRules), c.register);
  r.post(
    '/auth/login',
    ...limit({ name: 'login', rule: rl.login, identify: loginAccountKey(ctx.ds), failuresOnly: true }),
    validate(rules.loginRules),
    c.login,
  );
  r.post(
    '/:product/login/token',
    ...limit({ name: 'partner-login', rule: rl.login, failuresOnly: true }),
    validate(rules.partnerLoginRules),
    c.partnerLogin,
  );
  r.get('/auth/me', requireAuth, c.me);
  r.post('/auth/logout', requireAuth, c.logout);
  r.post('/auth/check-username', validate(rules.checkUsernameRules), c.checkUsername);
  r.post(
    '/auth/email/request-verify',
    requireAuth,
    ...limit({ name: 'verify-request', rule: rl.verify, identify: callerIdentifier }),
    validate(rules.requestVerifyRules),
    c.requestVerify,
  );
  r.post(
    '/auth/email/verify/:id/:hash',
    requireAuth,
    ...limit({ name: 'verify', rule: rl.verify, identify: callerIdentifier }),
    validate(rules.verifyEmailRules),
    c.verifyEmail,
  );
  r.post(
    '/auth/request-reset-password',
    ...limit({ name: 'reset-request', rule: rl.reset, identify: bodyIdentifier }),
    validate(rules.requestResetRules),
    c.requestReset,
  );
  r.post(
    '/auth/reset-password',
    ...limit({ name: 'reset', rule: rl.reset, identify: bodyIdentifier }),
    validate(rules.resetPasswordRules),
    c.resetPassword,
  );
  r.post('/set-url', requireAuth, ...limit({ name: 'set-url', rule: rl.reset, identify: callerIdentifier }), c.setUrl);
  r.post('/reset-url', requireAuth, requireRole(Role.SuperAdmin), validate(rules.resetUrlRules), c.resetUrl);
  return r;
}
