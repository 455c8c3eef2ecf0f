import type { Request, RequestHandler } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { DataSource } from 'typeorm';
import { hasAnyRole, type Role } from '@app/shared';
import type { AppConfig } from '../config/env';
import { forbidden, unauthenticated } from '../lib/errors';
import { findSessionUser, type AuthUser } from './session-user';
import { JWT_ALGORITHM, jwtKey, type AccessTokenClaims } from './tokens';
import { verifiedTokenCache } from './verified-tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}

/**
 * Bearer JWT (one algorithm; exp, aud and iss checked by passport-jwt), then the session row must be
 * live: logout and password reset revoke it on the server, so the row is read on every request. A token
 * passport-jwt has verified is remembered (verified-tokens.ts): the same token again skips passport and the
 * JWT check, never the session row (issue 17).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;

export function createRequireAuth(ds: DataSource, config: AppConfig['jwt']): RequestHandler {
  const bearer = ExtractJwt.fromAuthHeaderAsBearerToken();
  const verified = verifiedTokenCache();
  // A private authenticator per app: nothing is registered on passport's global instance, so apps
  // (and tests) with different secrets never share strategies.
  const authenticator = new passport.Passport();
  authenticator.use(
    'jwt',
    new JwtStrategy(
      {
        jwtFromRequest: bearer,
        secretOrKey: jwtKey(config.secret) as unknown as string, // passport-jwt hands it to jsonwebtoken, which takes KeyObjects
        algorithms: [JWT_ALGORITHM],
        audience: config.audience,
        issuer: config.issuer,
        passReqToCallback: true,
      },
      (req: Request, claims: AccessTokenClaims & { exp?: number }, done: (err: unknown, user?: AuthUser | false) => void) => {
        const userId = Number(claims.sub);
        // Claims of the wrong shape are refused here rather than by the database (which would be a 500).
        if (!Number.isInteger(userId) || userId < 1 || userId > MAX_INT4 || typeof claims.jti !== 'string' || !UUID.test(claims.jti)) {
          return done(null, false);
        }
        verified.remember(bearer(req)!, { userId, sessionId: claims.jti }, claims.exp);
        findSessionUser(ds, claims.jti, userId).then((u) => done(null, u ?? false), done);
      },
    ),
  );
  // Built once: a per-request passport.authenticate() with a callback allocates a middleware per call.
  // failWithError hands failures to the error handler, which answers 401 UNAUTHENTICATED.
  const viaPassport = authenticator.authenticate('jwt', { session: false, failWithError: true }) as RequestHandler;

  return (req, res, next) => {
    const token = bearer(req);
    const known = token ? verified.get(token) : undefined;
    if (!known) return viaPassport(req, res, next);
    findSessionUser(ds, known.sessionId, known.userId).then((user) => {
      if (!user) return next(unauthenticated()); // revoked or expired session: the same 401 as passport's
      req.user = user;
      next();
    }, next);
  };
}

/** 403 unless the caller holds one of the roles. Super-admins pass every role check. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const user = req.user;
    if (!user) return next(unauthenticated());
    if (!hasAnyRole(user.roles, [...roles, 'super-admin'])) return next(forbidden());
    next();
  };
}

export function currentUser(req: Express.Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
