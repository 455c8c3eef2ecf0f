import type { DataSource } from 'typeorm';
import { ErrorCode, RESET_TOKEN_TTL_MINUTES } from '@app/shared';
import type { AccountUser } from '../../auth/account';
import type { AppConfig } from '../../config/env';
import { AppError, notFoundUser } from '../../lib/errors';
import { randomToken, sha256 } from '../../auth/tokens';
import type { JobQueue } from '../../jobs/queue';
import { hashPassword, userAccounts } from '../users';
import { passwordTokensRepository } from './auth.repository';
import type { PasswordTokenKind } from './password-token.entity';
import { sendAccountMail } from './auth-mails';
import type { SessionsService } from './sessions.service';

/**
 * Reset and first-set links. The token is random, stored only as its SHA-256, usable once, and expires in
 * 60 minutes; a successful reset ends every session of the account.
 */
export function passwordService(deps: { ds: DataSource; config: Readonly<AppConfig>; queue: JobQueue; sessions: SessionsService }) {
  const users = userAccounts(deps.ds);

  async function issue(user: AccountUser, kind: PasswordTokenKind): Promise<void> {
    const token = randomToken();
    await passwordTokensRepository(deps.ds).insert(user.id, kind, sha256(token), RESET_TOKEN_TTL_MINUTES);
    const page = kind === 'reset' ? 'reset' : 'set';
    const link = `${deps.config.appUrl}/password/${page}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await sendAccountMail(deps.queue, user, kind, link);
  }

  async function userOrFail(id: number): Promise<AccountUser> {
    const user = await users.findById(id);
    if (!user) throw notFoundUser();
    return user;
  }

  return {
    /**
     * Answers the same whether or not an account uses the address (OWASP's account-enumeration guidance,
     * which outranks the spec catalogue's NOT_FOUND_USER for this one route): only the mail differs.
     */
    async requestReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (user) await issue(user, 'reset');
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
        const tokens = passwordTokensRepository(tx);
        const userId = await tokens.consume(sha256(token), email);
        if (!userId) throw new AppError(ErrorCode.LINK_EXPIRED);
        await userAccounts(tx).setPasswordHash(userId, hash);
        // Other outstanding links of the same account die with this one.
        await tokens.useAllOf(userId);
        await deps.sessions.revokeAllOf(tx, userId);
      });
    },
  };
}
