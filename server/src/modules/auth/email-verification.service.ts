import type { DataSource } from 'typeorm';
import { EMAIL_VERIFY_TTL_HOURS, ErrorCode, Role } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError, forbidden, notFoundUser } from '../../lib/errors';
import { hmac, safeEqual, sha256 } from '../../auth/tokens';
import type { AuthUser } from '../../auth/session-user';
import type { JobQueue } from '../../jobs/queue';
import type { User } from '../users/user.entity';
import { usersRepository } from '../users/users.repository';
import { rewardEmailVerification } from '../wallet/email-verified';
import { queryRows } from '../../lib/sql';
import { sendAccountMail } from './auth-mails';

/** Signed, expiring verification links: /email/verify/{id}/{hash}?expires=…&signature=… */
export function emailVerificationService(deps: { ds: DataSource; config: Readonly<AppConfig>; queue: JobQueue }) {
  const { config } = deps;
  const users = usersRepository(deps.ds);
  const emailHash = (email: string) => sha256(email).slice(0, 40);
  const sign = (id: number, hash: string, expires: number) => hmac(config.jwt.secret, `verify:${id}:${hash}:${expires}`);

  function link(user: Pick<User, 'id' | 'email'>, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + EMAIL_VERIFY_TTL_HOURS * 3600;
    const hash = emailHash(user.email);
    return `${config.appUrl}/email/verify/${user.id}/${hash}?expires=${expires}&signature=${sign(user.id, hash, expires)}`;
  }

  return {
    link,
    async send(user: User): Promise<void> {
      await sendAccountMail(deps.queue, user, 'verify', link(user));
    },

    /** The caller asks for a (new) mail for themselves; admins may ask for anyone. */
    async request(caller: AuthUser, userId: number): Promise<void> {
      if (caller.id !== userId && !caller.roles.includes(Role.SuperAdmin)) throw forbidden();
      const user = await users.findById(userId);
      if (!user) throw notFoundUser();
      if (user.emailVerifiedAt) throw new AppError(ErrorCode.BAD_REQUEST, 'error.EMAIL_ALREADY_VERIFIED');
      await sendAccountMail(deps.queue, user, 'verify', link(user));
    },

    /** Needs the logged-in owner of the address; the signature and expiry come from the link. */
    async verify(caller: AuthUser, id: number, hash: string, expires: number, signature: string): Promise<User> {
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
          const verified = await queryRows(
            m,
            `UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL RETURNING id`,
            [id],
          );
          if (verified.length) await rewardEmailVerification(m, id);
        });
      }
      return (await users.findById(id))!;
    },
  };
}
export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
