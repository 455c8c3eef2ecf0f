import type { DataSource } from 'typeorm';
import { ErrorCode, RESET_TOKEN_TTL_MINUTES } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError, notFoundUser } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { randomToken, sha256 } from '../../auth/tokens';
import type { JobQueue } from '../../jobs/queue';
import type { User } from '../users/user.entity';
import { hashPassword } from '../users/passwords';
import { usersRepository } from '../users/users.repository';
import type { PasswordTokenKind } from './password-token.entity';
import { sendAccountMail } from './auth-mails';
import type { SessionsService } from './sessions.service';

/**
 * Reset and first-set links. The token is random, stored only as its SHA-256, usable once, and expires in
 * 60 minutes; a successful reset ends every session of the account.
 */
export function passwordService(deps: { ds: DataSource; config: Readonly<AppConfig>; queue: JobQueue; sessions: SessionsService }) {
  const users = usersRepository(deps.ds);

  async function issue(user: User, kind: PasswordTokenKind): Promise<void> {
    const token = randomToken();
    await deps.ds.query(
      `INSERT INTO password_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [user.id, kind, sha256(token), RESET_TOKEN_TTL_MINUTES],
    );
    const page = kind === 'reset' ? 'reset' : 'set';
    const link = `${deps.config.appUrl}/password/${page}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await sendAccountMail(deps.queue, user, kind, link);
  }

  async function userOrFail(id: number): Promise<User> {
    const user = await users.findById(id);
    if (!user) throw notFoundUser();
    return user;
  }

  return {
    async requestReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) throw notFoundUser();
      await issue(user, 'reset');
    },

    /** A logged-in user (e.g. one created by a partner login) asks for a link to set a password. */
    async requestSetLink(userId: number): Promise<void> {
      await issue(await userOrFail(userId), 'set');
    },

    /** An admin sends a user a set-password link. */
    async sendSetLinkTo(userId: number): Promise<void> {
      await issue(await userOrFail(userId), 'set');
    },

    async reset(email: string, token: string, password: string): Promise<void> {
      const hash = await hashPassword(password);
      await deps.ds.transaction(async (tx) => {
        const rows = await queryRows<{ user_id: number }>(
          tx,
          `UPDATE password_tokens pt SET used_at = now()
             FROM users u
            WHERE pt.token_hash = $1 AND pt.used_at IS NULL AND pt.expires_at > now()
              AND u.id = pt.user_id AND u.email = $2
           RETURNING pt.user_id`,
          [sha256(token), email.toLowerCase()],
        );
        const userId = rows[0]?.user_id;
        if (!userId) throw new AppError(ErrorCode.LINK_EXPIRED);
        await tx.query(`UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2`, [hash, userId]);
        // Other outstanding links of the same account die with this one.
        await tx.query(`UPDATE password_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
        await deps.sessions.revokeAllOf(tx, userId);
      });
    },
  };
}
