import type { DataSource } from 'typeorm';
import { EMAIL_VERIFY_TTL_HOURS, ErrorCode } from '@app/shared';
import type { AccountUser } from '../../auth/account';
import type { AuthUser } from '../../auth/session-user';
import { hmac, safeEqual, sha256 } from '../../auth/tokens';
import type { AppConfig } from '../../config/env';
import { mayActOnAccount } from '../../core/access';
import type { JobQueue } from '../../jobs/queue';
import { AppError, forbidden, notFoundUser } from '../../lib/errors';
import { userAccounts } from '../users';
import { rewardEmailVerification } from '../wallet';
import { sendAccountMail } from './auth-mails';

/** Signed, expiring verification links: /email/verify/{id}/{hash}?expires=…&signature=… */
export function emailVerificationService(deps: { ds: DataSource; config: Readonly<AppConfig>; queue: JobQueue }) {
  const { config } = deps;
  const users = userAccounts(deps.ds);
  const emailHash = (email: string) => sha256(email).slice(0, 40);
  const sign = (id: number, hash: string, expires: number) => hmac(config.jwt.secret, `verify:${id}:${hash}:${expires}`);

  function link(user: Pick<AccountUser, 'id' | 'email'>, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + EMAIL_VERIFY_TTL_HOURS * 3600;
    const hash = emailHash(user.email);
    return `${config.appUrl}/email/verify/${user.id}/${hash}?expires=${expires}&signature=${sign(user.id, hash, expires)}`;
  }

  return {
    link,
    async send(user: AccountUser): Promise<void> {
      await sendAccountMail(deps.queue, user, 'verify', link(user));
    },

    /** The caller asks for a (new) mail for themselves; admins may ask for anyone. */
    async request(caller: AuthUser, userId: number): Promise<void> {
      if (!mayActOnAccount(caller, userId)) throw forbidden();
      const user = await users.findById(userId);
      if (!user) throw notFoundUser();
      if (user.emailVerifiedAt) throw new AppError(ErrorCode.BAD_REQUEST, 'error.EMAIL_ALREADY_VERIFIED');
      await sendAccountMail(deps.queue, user, 'verify', link(user));
    },

    /** Needs the logged-in owner of the address; the signature and expiry come from the link. */
    async verify(caller: AuthUser, id: number, hash: string, expires: number, signature: string): Promise<AccountUser> {
      if (caller.id !== id) throw forbidden();
      if (!safeEqual(sign(id, hash, expires), signature)) throw forbidden();
      if (expires * 1000 < Date.now()) throw new AppError(ErrorCode.LINK_EXPIRED);
      const user = await users.findById(id);
      if (!user) throw notFoundUser();
      // A link for an address the user has since changed must not verify the new one.
      if (!safeEqual(emailHash(user.email), hash)) throw forbidden();
      if (!user.emailVerifiedAt) {
        // The rewards of verifying (wallet) commit or fail together with the verification itself.
        await deps.ds.transaction(async (m) => {
          if (await userAccounts(m).markEmailVerified(id)) await rewardEmailVerification(m, id);
        });
      }
      return (await users.findById(id))!;
    },
  };
}
export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
