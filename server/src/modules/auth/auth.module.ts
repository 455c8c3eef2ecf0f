import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { authController } from './auth.controller';
import { authRouter } from './auth.routes';
import { authService } from './auth.service';
import { captchaService } from './captcha.service';
import { emailVerificationService } from './email-verification.service';
import { passwordService } from './password.service';
import type { RateLimit } from './rate-limits';
import { sessionsService } from './sessions.service';

/** Wires the auth services together; returns the router and what other modules reuse. */
export function authModule(ctx: AppContext, requireAuth: RequestHandler, limit: RateLimit): { router: Router } {
  const sessions = sessionsService(ctx.config.jwt);
  const captchas = captchaService(ctx.ds, ctx.config.captchaTestAnswer);
  const verification = emailVerificationService(ctx);
  const passwords = passwordService({ ...ctx, sessions });
  const auth = authService({ ds: ctx.ds, config: ctx.config, sessions, captchas, onRegistered: (user) => verification.send(user) });
  return { router: authRouter(ctx, authController({ auth, captchas, verification, passwords }), requireAuth, limit) };
}
