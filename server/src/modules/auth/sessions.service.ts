import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/env';
import { newSessionId, signAccessToken } from '../../auth/tokens';
import { sessionsRepository } from './auth.repository';

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export function sessionsService(jwt: AppConfig['jwt']) {
  return {
    /** Records the session and signs its token; the token lives only as long as the row is not revoked. */
    async open(db: DataSource | EntityManager, userId: number, meta: SessionMeta): Promise<string> {
      const id = newSessionId();
      await sessionsRepository(db).insert({
        id,
        userId,
        ttlSeconds: jwt.ttlSeconds,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return signAccessToken(jwt, userId, id);
    },
    revoke: (db: DataSource | EntityManager, sessionId: string) => sessionsRepository(db).revoke(sessionId),
    revokeAllOf: (db: DataSource | EntityManager, userId: number) => sessionsRepository(db).revokeAllOf(userId),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
