/**
 * The raw floors' authentication: what passport-jwt and the session check do per request, without a
 * framework. Verifies the JWT (same library, algorithm and claims as the app) and runs literally the
 * app's session query (imported, so the two can never drift), as a named statement like the app.
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Pool } from 'pg';
import { SESSION_USER_SQL } from '../src/auth/session-user';
import type { AccountUser } from '../src/auth/account';

/** The caller's user row, or null for a missing, invalid or revoked token. */
export function sessionReader(pool: Pool): (authorization: string | undefined) => Promise<AccountUser | null> {
  // A KeyObject, as the app uses (see jwtKey in src/auth/tokens.ts).
  const secret = crypto.createSecretKey(Buffer.from(process.env.JWT_SECRET!, 'utf8'));
  return async (authorization) => {
    let claims: { sub: string; jti: string };
    try {
      const token = (authorization ?? '').replace(/^Bearer /, '');
      claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: 'sat-platform', issuer: 'sat-platform-api' }) as typeof claims;
    } catch {
      return null;
    }
    const { rows } = await pool.query<AccountUser>({ name: 'session-user', text: SESSION_USER_SQL, values: [claims.jti, Number(claims.sub)] });
    return rows[0] ?? null;
  };
}
