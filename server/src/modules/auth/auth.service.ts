import jwt from 'jsonwebtoken';
import { QueryFailedError, type DataSource } from 'typeorm';
import { ActivityAction, ErrorCode, localeToLang, type Locale, type LoginResponse, type RegistrableRole } from '@app/shared';
import type { AccountUser } from '../../auth/account';
import { JWT_ALGORITHM, jwtKey } from '../../auth/tokens';
import type { AppConfig } from '../../config/env';
import { AppError, badCredentials, fieldError, unauthenticated } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { recordActivity } from '../activity-log';
import { recordPendingReferral, referralForRegistration } from '../referrals';
import { hashPassword, toUserDto, userAccounts, verifyPassword } from '../users';
import type { captchaService } from './captcha.service';
import type { SessionMeta, SessionsService } from './sessions.service';
import type { LoginIdentifier } from './login-identifier';

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
  timezone?: string;
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
  if (err instanceof QueryFailedError && isUniqueViolation(err.driverError)) {
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
  onRegistered: (user: AccountUser) => Promise<void>;
}) {
  const { ds, config, sessions } = deps;
  const users = userAccounts(ds);

  async function loginResponse(user: AccountUser, meta: SessionMeta): Promise<LoginResponse> {
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
      let id: number;
      try {
        id = await users.insert({
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          roles: [input.role ?? 'student'],
          lang: localeToLang(locale),
          timezone: input.timezone,
          referralCodeUsed: referral?.code ?? null,
        });
      } catch (err) {
        throw duplicateFrom(err);
      }
      await recordPendingReferral(ds, referral, id);
      const saved = (await users.findById(id))!;
      await deps.onRegistered(saved);
      return loginResponse(saved, meta);
    },

    async login(identifier: LoginIdentifier, password: string, meta: SessionMeta): Promise<LoginResponse> {
      const found = await users.findForLogin(identifier);
      const ok = await verifyPassword(password, found?.passwordHash ?? null);
      if (!found || !ok) throw badCredentials();
      const { passwordHash: _hash, ...user } = found;
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
      let user = await users.findByPartnerId(product, String(claims.sub));
      if (!user) {
        user = await users.findByEmail(email);
        if (user) {
          // Only an unlinked account of this same tenant may be claimed by its partner. A partner must
          // never be able to log in as a main-brand or another tenant's account by naming its e-mail.
          if (user.product !== product || (await users.isPartnerLinked(user.id))) throw new AppError(ErrorCode.CONFLICT, 'error.PARTNER_EMAIL_TAKEN');
          await users.linkPartner(user.id, String(claims.sub));
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

  async function createPartnerUser(product: string, claims: PartnerClaims, email: string): Promise<AccountUser> {
    const base = (claims.username || email.split('@')[0]).replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'user';
    let username = base;
    for (let i = 2; await users.usernameTaken(username); i++) username = `${base}${i}`;
    let id: number;
    try {
      id = await users.insert({
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
    } catch (err) {
      throw duplicateFrom(err);
    }
    return (await users.findById(id))!;
  }
}
export type AuthService = ReturnType<typeof authService>;
