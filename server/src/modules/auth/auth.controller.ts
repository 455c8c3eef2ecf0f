import type { Request, RequestHandler } from 'express';
import type { LoginResponse } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { input } from '../../lib/validate';
import { requestLocale } from '../../lib/request-locale';
import { t } from '../../lib/i18n';
import { toUserDto } from '../users';
import type { AuthService, RegisterInput } from './auth.service';
import { loginIdentifier } from './login-identifier';
import type { captchaService } from './captcha.service';
import type { EmailVerificationService } from './email-verification.service';
import type { passwordService } from './password.service';
import type { SessionMeta } from './sessions.service';

const meta = (req: Request): SessionMeta => ({ ip: req.ip, userAgent: req.get('user-agent') });
const message = (req: Request, id: string) => ({ message: t(requestLocale(req), id) });

export function authController(deps: {
  auth: AuthService;
  captchas: ReturnType<typeof captchaService>;
  verification: EmailVerificationService;
  passwords: ReturnType<typeof passwordService>;
}) {
  const { auth, verification, passwords } = deps;
  const handlers = {
    captcha: (async (_req, res) => {
      res.json(await deps.captchas.create());
    }) as RequestHandler,

    register: (async (req, res) => {
      const body: LoginResponse = await auth.register(input<RegisterInput>(req), requestLocale(req), meta(req));
      res.status(201).json(body);
    }) as RequestHandler,

    login: (async (req, res) => {
      const body = input<{ email?: string; username?: string; password: string }>(req);
      // The validator has made sure one of them is there.
      res.json(await auth.login(loginIdentifier(body)!, body.password, meta(req)));
    }) as RequestHandler,

    partnerLogin: (async (req, res) => {
      const { product, token } = input<{ product: string; token: string }>(req);
      res.json(await auth.partnerLogin(product, token, meta(req)));
    }) as RequestHandler,

    me: ((req, res) => {
      res.json({ user: toUserDto(currentUser(req)) });
    }) as RequestHandler,

    logout: (async (req, res) => {
      await auth.logout(currentUser(req).sessionId);
      res.status(204).end();
    }) as RequestHandler,

    checkUsername: (async (req, res) => {
      res.json({ available: await auth.usernameAvailable(input<{ username: string }>(req).username) });
    }) as RequestHandler,

    requestVerify: (async (req, res) => {
      await verification.request(currentUser(req), input<{ user_id: number }>(req).user_id);
      res.json(message(req, 'auth.verify.sent'));
    }) as RequestHandler,

    verifyEmail: (async (req, res) => {
      const { id, hash, expires, signature } = input<{ id: number; hash: string; expires: number; signature: string }>(req);
      const user = await verification.verify(currentUser(req), id, hash, expires, signature);
      res.json({ user: toUserDto(user) });
    }) as RequestHandler,

    requestReset: (async (req, res) => {
      await passwords.requestReset(input<{ email: string }>(req).email);
      res.json(message(req, 'auth.reset.sent'));
    }) as RequestHandler,

    resetPassword: (async (req, res) => {
      const { email, token, password } = input<{ email: string; token: string; password: string }>(req);
      await passwords.reset(email, token, password);
      res.json(message(req, 'auth.reset.done'));
    }) as RequestHandler,

    setUrl: (async (req, res) => {
      await passwords.requestSetLink(currentUser(req).id);
      res.json(message(req, 'auth.set.sent'));
    }) as RequestHandler,

    resetUrl: (async (req, res) => {
      await passwords.sendSetLinkTo(input<{ user_id: number }>(req).user_id);
      res.json(message(req, 'auth.set.sent'));
    }) as RequestHandler,
  };
  return handlers;
}
