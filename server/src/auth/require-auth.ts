import type { RequestHandler } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { DataSource } from 'typeorm';
import { hasAnyRole, type Role } from '@app/shared';
import type { AppConfig } from '../config/env';
import { forbidden, unauthenticated } from '../lib/errors';
import { findSessionUser, type AuthUser } from './session-user';
import { JWT_ALGORITHM, jwtKey, type AccessTokenClaims } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}

/**
 * Bearer JWT (one algorithm; exp, aud and iss checked by passport-jwt), then the session row must be
 * live: logout and password reset revoke it on the server.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;

export function createRequireAuth(ds: DataSource, config: AppConfig['jwt']): RequestHandler {
  // A private authenticator per app: nothing is registered on passport's global instance, so apps
  // (and tests) with different secrets never share strategies.
  const authenticator = new passport.Passport();
  authenticator.use(
    'jwt',
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: jwtKey(config.secret) as unknown as string, // passport-jwt hands it to jsonwebtoken, which takes KeyObjects
        algorithms: [JWT_ALGORITHM],
        audience: config.audience,
        issuer: config.issuer,
      },
      (claims: AccessTokenClaims, done: (err: unknown, user?: AuthUser | false) => void) => {
        const userId = Number(claims.sub);
        // Claims of the wrong shape are refused here rather than by the database (which would be a 500).
        if (!Number.isInteger(userId) || userId < 1 || userId > MAX_INT4 || typeof claims.jti !== 'string' || !UUID.test(claims.jti)) {
          return done(null, false);
        }
        findSessionUser(ds, claims.jti, userId).then((u) => done(null, u ?? false), done);
      },
    ),
  );
  // Built once: a per-request passport.authenticate() with a callback allocates a middleware per call.
  // failWithError hands failures to the error handler, which answers 401 UNAUTHENTICATED.
  return authenticator.authenticate('jwt', { session: false, failWithError: true }) as RequestHandler;
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
