import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/env';
import { newSessionId, signAccessToken } from '../../auth/tokens';

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export function sessionsService(jwt: AppConfig['jwt']) {
  return {
    /** Records the session and signs its token; the token lives only as long as the row is not revoked. */
    async open(db: DataSource | EntityManager, userId: number, meta: SessionMeta): Promise<string> {
      const id = newSessionId();
      await db.query(`INSERT INTO sessions (id, user_id, expires_at, ip, user_agent) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`, [
        id,
        userId,
        jwt.ttlSeconds,
        meta.ip ?? null,
        meta.userAgent?.slice(0, 500) ?? null,
      ]);
      return signAccessToken(jwt, userId, id);
    },
    revoke: (db: DataSource | EntityManager, sessionId: string) =>
      db.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]),
    revokeAllOf: (db: DataSource | EntityManager, userId: number) =>
      db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
