/** What a verified access token says: whose session it is. */
export interface VerifiedToken {
  userId: number;
  sessionId: string;
}

/**
 * Access tokens passport-jwt has verified, remembered (issue 17): a student's page sends the same token on
 * every request, and the HMAC check plus the claims parsing were most of the authentication cost. Keyed by
 * the whole token string (a changed byte is another key, verified afresh), bounded (the least recently used
 * entry leaves first), and an entry never outlives its token's `exp`. Only what passed verification is
 * remembered. It stands in for the signature and claims check alone: revocation lives in the session row,
 * which requireAuth still reads on every request.
 */
export function verifiedTokenCache({ capacity = 10_000, now = Date.now } = {}) {
  const cache = new Map<string, { verified: VerifiedToken; expiresAtMs: number }>();
  return {
    /** The remembered token's session, or undefined (never seen, evicted, or at/after its exp). */
    get(token: string): VerifiedToken | undefined {
      const hit = cache.get(token);
      if (!hit) return undefined;
      cache.delete(token);
      // jsonwebtoken refuses a token once the clock's whole second reaches exp, i.e. from exp * 1000 ms.
      if (now() >= hit.expiresAtMs) return undefined;
      cache.set(token, hit); // the most recently used goes last
      return hit.verified;
    },
    /** Remembers a token that was just verified; `exp` in seconds (a token without one is not remembered). */
    remember(token: string, verified: VerifiedToken, exp: number | undefined): void {
      if (typeof exp !== 'number') return;
      cache.delete(token);
      if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
      cache.set(token, { verified, expiresAtMs: exp * 1000 });
    },
  };
}
