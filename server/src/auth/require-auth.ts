import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { hasAnyRole, type Role } from '@app/shared';
import type { AppConfig } from '../config/env';
import { forbidden, unauthenticated } from '../lib/errors';
import { findSessionUser, type AuthUser } from './session-user';
import { verifiedTokens } from './verified-tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
    interface Request {
      /** The caller, set by requireAuth. */
      user?: User;
    }
  }
}

/**
 * Bearer JWT (one algorithm; exp, aud and iss checked), then the session row must be live: logout and
 * password reset revoke it on the server, so the row is read on every request. The token check itself is
 * remembered per token (verified-tokens.ts). Formerly passport-jwt, which cost more than the check; the
 * header parsing and the 401 for a missing, bad, expired or revoked token are the same.
 */
const BEARER = /(\S+)\s+(\S+)/;

export function createRequireAuth(ds: DataSource, config: AppConfig['jwt']): RequestHandler {
  const verify = verifiedTokens(config);
  return (req, _res, next) => {
    // As passport-jwt's fromAuthHeaderAsBearerToken read it: the first two words, the scheme in any case.
    const header = req.headers.authorization;
    const parts = typeof header === 'string' ? BEARER.exec(header) : null;
    const token = parts && parts[1].toLowerCase() === 'bearer' ? verify(parts[2]) : null;
    if (!token) return next(unauthenticated());
    findSessionUser(ds, token.sessionId, token.userId).then((user) => {
      if (!user) return next(unauthenticated());
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
