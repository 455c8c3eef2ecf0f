import jwt from 'jsonwebtoken';
import type { AppConfig } from '../config/env';
import { JWT_ALGORITHM, jwtKey } from './tokens';

/** What a verified access token says: whose session it is. */
export interface VerifiedToken {
  userId: number;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;

/**
 * Access tokens checked once, then remembered (issue 17): a student's page sends the same token on every
 * request, and the HMAC check plus the JSON parsing were most of the authentication cost. The cache is keyed
 * by the whole token string (a changed byte is another key, verified afresh), bounded (the least recently
 * used entry leaves first) and an entry never outlives its token's `exp`; failures are not remembered.
 * It only replaces the signature and claims check: revocation lives in the session row, which the caller
 * still reads on every request.
 */
export function verifiedTokens(config: AppConfig['jwt'], { capacity = 10_000, now = Date.now } = {}) {
  const cache = new Map<string, { verified: VerifiedToken; expiresAtMs: number }>();
  const key = jwtKey(config.secret);

  /** The token's session, or null when it is forged, expired, for another audience or of the wrong shape. */
  return function verify(token: string): VerifiedToken | null {
    const hit = cache.get(token);
    if (hit) {
      cache.delete(token);
      // jsonwebtoken refuses a token once the clock's whole second reaches exp, i.e. from exp * 1000 ms.
      if (now() < hit.expiresAtMs) {
        cache.set(token, hit); // most recently used goes last
        return hit.verified;
      }
    }
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, key, {
        algorithms: [JWT_ALGORITHM],
        audience: config.audience,
        issuer: config.issuer,
        clockTimestamp: Math.floor(now() / 1000),
      }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    const userId = Number(claims.sub);
    // Claims of the wrong shape are refused here rather than by the database (which would be a 500).
    if (!Number.isInteger(userId) || userId < 1 || userId > MAX_INT4 || typeof claims.jti !== 'string' || !UUID.test(claims.jti)) return null;
    const verified = { userId, sessionId: claims.jti };
    // Our tokens always carry exp; one without it is served but never remembered.
    if (typeof claims.exp === 'number') {
      if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
      cache.set(token, { verified, expiresAtMs: claims.exp * 1000 });
    }
    return verified;
  };
}
