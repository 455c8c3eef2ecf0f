/**
 * The auth module's tables: sessions (a token lives only while its row is not revoked), one-time password
 * tokens (stored as their SHA-256) and captcha challenges.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';
import type { PasswordTokenKind } from './password-token.entity';

type Db = DataSource | EntityManager;

export function sessionsRepository(db: Db) {
  return {
    async insert(s: { id: string; userId: number; ttlSeconds: number; ip: string | null; userAgent: string | null }): Promise<void> {
      await db.query(`INSERT INTO sessions (id, user_id, expires_at, ip, user_agent) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`, [
        s.id,
        s.userId,
        s.ttlSeconds,
        s.ip,
        s.userAgent,
      ]);
    },
    revoke: (sessionId: string) => db.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]),
    revokeAllOf: (userId: number) => db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]),
  };
}

export function passwordTokensRepository(db: Db) {
  return {
    async insert(userId: number, kind: PasswordTokenKind, tokenHash: string, ttlMinutes: number): Promise<void> {
      await db.query(`INSERT INTO password_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
        userId,
        kind,
        tokenHash,
        ttlMinutes,
      ]);
    },

    /** Uses the live token of that hash issued to the account of that e-mail; answers the account, or null. */
    async consume(tokenHash: string, email: string): Promise<number | null> {
      const rows = await queryRows<{ userId: number }>(
        db,
        `UPDATE password_tokens pt SET used_at = now()
           FROM users u
          WHERE pt.token_hash = $1 AND pt.used_at IS NULL AND pt.expires_at > now()
            AND u.id = pt.user_id AND u.email = $2
         RETURNING pt.user_id AS "userId"`,
        [tokenHash, email.toLowerCase()],
      );
      return rows[0]?.userId ?? null;
    },

    async removeAllOf(userId: number): Promise<void> {
      await db.query(`DELETE FROM password_tokens WHERE user_id = $1`, [userId]);
    },

    /** Every outstanding token of the account dies. */
    async useAllOf(userId: number): Promise<void> {
      await db.query(`UPDATE password_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    },
  };
}

export function captchasRepository(db: Db) {
  return {
    async insert(key: string, answerHash: string, ttlSeconds: number): Promise<void> {
      await db.query(`INSERT INTO captchas (key, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        key,
        answerHash,
        ttlSeconds,
      ]);
    },

    /** Expired challenges, swept opportunistically: the table stays small without a cron. */
    async sweep(): Promise<void> {
      await db.query(`DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'`);
    },

    /** Deletes the live challenge and answers its answer's hash (undefined when there is none). */
    async take(key: string): Promise<string | undefined> {
      const rows = await queryRows<{ answerHash: string }>(
        db,
        `DELETE FROM captchas WHERE key = $1 AND expires_at > now() RETURNING answer_hash AS "answerHash"`,
        [key],
      );
      return rows[0]?.answerHash;
    },
  };
}
