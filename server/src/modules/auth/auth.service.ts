import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { ActivityAction, ErrorCode, localeToLang, type Locale, type LoginResponse, type RegistrableRole } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { AppError, badCredentials, fieldError, unauthenticated } from '../../lib/errors';
import { JWT_ALGORITHM, jwtKey } from '../../auth/tokens';
import { recordActivity } from '../activity-log/activity-log';
import { User } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { hashPassword, verifyPassword } from '../users/passwords';
import { usersRepository } from '../users/users.repository';
import { recordPendingReferral, referralForRegistration } from '../referrals/referral-codes';
import type { captchaService } from './captcha.service';
import type { SessionMeta, SessionsService } from './sessions.service';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  captcha: string;
  captcha_key: string;
  referral_code?: string;
  role?: RegistrableRole;
}

/** Claims a partner signs into its login token (HS256 with the tenant's shared secret). */
interface PartnerClaims {
  sub: string;
  email: string;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** Unique violations from a concurrent registration read as "already registered", like the checks before them. */
function duplicateFrom(err: unknown): Error {
  if (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505') {
    const constraint = (err.driverError as { constraint?: string }).constraint ?? '';
    return constraint.includes('email') ? fieldError({ email: 'validation.email.taken' }) : fieldError({ username: 'validation.username.taken' });
  }
  return err as Error;
}

export function authService(deps: {
  ds: DataSource;
  config: Readonly<AppConfig>;
  sessions: SessionsService;
  captchas: ReturnType<typeof captchaService>;
  onRegistered: (user: User) => Promise<void>;
}) {
  const { ds, config, sessions } = deps;
  const users = usersRepository(ds);

  async function loginResponse(user: User, meta: SessionMeta): Promise<LoginResponse> {
    const access_token = await sessions.open(ds, user.id, meta);
    return { access_token, user: toUserDto(user) };
  }

  return {
    async register(input: RegisterInput, locale: Locale, meta: SessionMeta): Promise<LoginResponse> {
      await deps.captchas.consume(input.captcha_key, input.captcha);
      const [usernameTaken, emailTaken] = await Promise.all([users.usernameTaken(input.username), users.emailTaken(input.email)]);
      if (usernameTaken || emailTaken) {
        throw fieldError({
          ...(usernameTaken ? { username: 'validation.username.taken' } : {}),
          ...(emailTaken ? { email: 'validation.email.taken' } : {}),
        });
      }
      const referral = await referralForRegistration(ds, input.referral_code);
      const user = users.repo.create({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        roles: [input.role ?? 'student'],
        lang: localeToLang(locale),
        referralCodeUsed: referral?.code ?? null,
      });
      try {
        await users.repo.insert(user);
      } catch (err) {
        throw duplicateFrom(err);
      }
      await recordPendingReferral(ds, referral, user.id);
      const saved = (await users.findById(user.id))!;
      await deps.onRegistered(saved);
      return loginResponse(saved, meta);
    },

    async login(identifier: { email: string } | { username: string }, password: string, meta: SessionMeta): Promise<LoginResponse> {
      const user = await users.findWithPasswordHash(identifier);
      const ok = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !ok) throw badCredentials();
      await recordActivity(ds, { actorId: user.id, action: ActivityAction.Login, targetUserId: user.id, ip: meta.ip });
      return loginResponse(user, meta);
    },

    /** A partner site logs its user in with a short-lived token signed by the tenant's secret. */
    async partnerLogin(product: string, token: string, meta: SessionMeta): Promise<LoginResponse> {
      const secret = config.partnerSecrets[product];
      if (!secret) throw unauthenticated();
      let claims: PartnerClaims;
      try {
        claims = jwt.verify(token, jwtKey(secret), { algorithms: [JWT_ALGORITHM], audience: product, maxAge: '10m' }) as PartnerClaims;
      } catch {
        throw unauthenticated();
      }
      if (!claims.sub || !claims.email) throw unauthenticated();
      const email = claims.email.toLowerCase();
      let user = await users.repo.findOne({ where: { product, externalId: String(claims.sub) } });
      if (!user) {
        user = await users.findByEmail(email);
        if (user) {
          // Only an unlinked account of this same tenant may be claimed by its partner. A partner must
          // never be able to log in as a main-brand or another tenant's account by naming its e-mail.
          if (user.product !== product || user.externalId !== null) throw new AppError(ErrorCode.CONFLICT, 'error.PARTNER_EMAIL_TAKEN');
          await users.repo.update(user.id, { externalId: String(claims.sub) });
        } else {
          user = await createPartnerUser(product, claims, email);
        }
      }
      await recordActivity(ds, { actorId: user.id, action: ActivityAction.PartnerLogin, targetUserId: user.id, details: { product }, ip: meta.ip });
      return loginResponse(user, meta);
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(ds, sessionId);
    },

    usernameAvailable: async (username: string) => !(await users.usernameTaken(username)),
  };

  async function createPartnerUser(product: string, claims: PartnerClaims, email: string): Promise<User> {
    const base = (claims.username || email.split('@')[0]).replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'user';
    let username = base;
    for (let i = 2; await users.usernameTaken(username); i++) username = `${base}${i}`;
    const user = users.repo.create({
      username,
      email,
      passwordHash: null,
      firstName: claims.first_name ?? '',
      lastName: claims.last_name ?? '',
      roles: ['student'],
      product,
      externalId: String(claims.sub),
      emailVerifiedAt: new Date(),
    });
    try {
      await users.repo.insert(user);
    } catch (err) {
      throw duplicateFrom(err);
    }
    return (await users.findById(user.id))!;
  }
}
export type AuthService = ReturnType<typeof authService>;
