/**
 * JWT forging for tests: tokens the server must refuse (wrong algorithm, key, audience, issuer, expiry,
 * tampered parts, `alg: none`) and partner login tokens. Everything is built with jsonwebtoken or by hand
 * from base64url parts, never by the code under test.
 */
import crypto from 'node:crypto';
import jwt, { type Algorithm, type JwtPayload, type SignOptions } from 'jsonwebtoken';
import type { AppConfig } from '../../src/config/env';

export type JwtConfig = AppConfig['jwt'];

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a token, unverified. */
export function claimsOf(token: string): JwtPayload & { sub: string; jti: string } {
  const decoded = jwt.decode(token);
  if (!decoded || typeof decoded === 'string') throw new Error(`not a JWT: ${token}`);
  return decoded as JwtPayload & { sub: string; jti: string };
}

/** The header of a token, unverified. */
export function headerOf(token: string): { alg: string; typ?: string } {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { alg: string; typ?: string };
}

export interface ForgeOptions {
  /** Defaults to the app's secret. */
  secret?: string | Buffer | crypto.KeyObject;
  algorithm?: Algorithm;
  /** Claims merged over the defaults (aud, iss, iat, exp from the config); `undefined` removes one. */
  claims?: Record<string, unknown>;
}

/**
 * An access token shaped like the server's own (sub, jti, aud, iss, iat, exp), signed with the app's
 * secret and HS256 unless told otherwise. Pass claims to break one property at a time.
 */
export function forgeAccessToken(config: JwtConfig, sub: string | number, jti: string, opts: ForgeOptions = {}): string {
  const iat = nowSeconds();
  const payload: Record<string, unknown> = {
    sub: String(sub),
    jti,
    aud: config.audience,
    iss: config.issuer,
    iat,
    exp: iat + config.ttlSeconds,
    ...opts.claims,
  };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  // jsonwebtoken keeps an explicit iat, and `noTimestamp` would delete it: use that only to leave iat out.
  return jwt.sign(
    payload,
    (opts.secret ?? config.secret) as jwt.Secret,
    { algorithm: opts.algorithm ?? 'HS256', noTimestamp: !('iat' in payload) } as SignOptions,
  );
}

/** The same claims as a valid token, with `alg: none` and an empty signature (jsonwebtoken will not sign those). */
export function unsignedToken(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

/** Keeps header and payload, changes one character in the middle of the signature (the last one may only carry padding bits). */
export function tamperSignature(token: string): string {
  const [h, p, s] = token.split('.');
  const i = Math.floor(s.length / 2);
  const swapped = s[i] === 'A' ? 'B' : 'A';
  return `${h}.${p}.${s.slice(0, i)}${swapped}${s.slice(i + 1)}`;
}

/** Rewrites claims of the payload and keeps the original signature. */
export function tamperPayload(token: string, changes: Record<string, unknown>): string {
  const [h, , s] = token.split('.');
  return `${h}.${b64url({ ...claimsOf(token), ...changes })}.${s}`;
}

/** A fresh RSA key pair for RS256 tokens. */
export function rsaKeyPair(): { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject } {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export interface PartnerClaims {
  sub: string;
  email: string;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/**
 * A partner login token as a partner site would make it: HS256 with the tenant's secret, audience = product.
 * `iatOffsetSeconds` moves the issue time (negative = in the past); `expiresInSeconds` may be negative.
 */
export function partnerToken(
  secret: string,
  audience: string,
  claims: PartnerClaims,
  opts: { iatOffsetSeconds?: number; expiresInSeconds?: number; algorithm?: Algorithm; omitIat?: boolean } = {},
): string {
  const iat = nowSeconds() + (opts.iatOffsetSeconds ?? 0);
  const payload: Record<string, unknown> = { ...claims, aud: audience, exp: nowSeconds() + (opts.expiresInSeconds ?? 300) };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  if (!opts.omitIat) payload.iat = iat;
  // An explicit iat is kept by jsonwebtoken; `noTimestamp` (which deletes it) only when it must be absent.
  return jwt.sign(payload, secret, { algorithm: opts.algorithm ?? 'HS256', noTimestamp: !!opts.omitIat });
}
