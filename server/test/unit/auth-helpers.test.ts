/** Pure helpers of auth: token signing and hashing, rate-limit identifiers, password checks, error construction. */
import jwt from 'jsonwebtoken';
import type { Request } from 'express';
import { ERROR_STATUS, ErrorCode } from '@app/shared';
import { JWT_ALGORITHM, hmac, newSessionId, randomToken, safeEqual, sha256, signAccessToken } from '../../src/auth/tokens';
import { AppError, badCredentials, fieldError, forbidden, notFoundUser, unauthenticated } from '../../src/lib/errors';
import { bodyIdentifier, callerIdentifier } from '../../src/lib/rate-limits';
import { hashPassword, verifyPassword } from '../../src/modules/users/passwords';

const JWT = { secret: 'unit-secret-0123456789-0123456789-0123', audience: 'aud-x', issuer: 'iss-y', ttlSeconds: 600 };

describe('signAccessToken', () => {
  it('signs HS256 with sub, jti, aud, iss and exp = iat + ttl', () => {
    const token = signAccessToken(JWT, 42, 'c9a1b1e4-5a6f-4c39-9d2a-0a0c0f5b7d11');
    expect(JWT_ALGORITHM).toBe('HS256');
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = jwt.verify(token, JWT.secret, { algorithms: ['HS256'], audience: 'aud-x', issuer: 'iss-y' }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: '42', jti: 'c9a1b1e4-5a6f-4c39-9d2a-0a0c0f5b7d11', aud: 'aud-x', iss: 'iss-y' });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('does not verify under another secret, audience or algorithm list', () => {
    const token = signAccessToken(JWT, 1, newSessionId());
    expect(() => jwt.verify(token, 'other-secret-0123456789-0123456789-01', { algorithms: ['HS256'] })).toThrow();
    expect(() => jwt.verify(token, JWT.secret, { algorithms: ['HS256'], audience: 'someone-else' })).toThrow();
    expect(() => jwt.verify(token, JWT.secret, { algorithms: ['HS512'] })).toThrow();
  });
});

describe('hashing and comparing', () => {
  it('sha256 is hex SHA-256 (known vector)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hmac is hex HMAC-SHA256 (known vector)', () => {
    expect(hmac('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });

  it('safeEqual compares exactly and survives different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });

  it('randomToken is URL-safe, 32 bytes by default, and never repeats', () => {
    const tokens = Array.from({ length: 200 }, () => randomToken());
    for (const tok of tokens) expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(200);
    expect(randomToken(8)).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('newSessionId is a v4 UUID', () => {
    expect(newSessionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('verifyPassword', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('correct-horse-battery');
  });

  it('accepts the password and refuses anything else', async () => {
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('an account without a hash matches no password, not even the dummy one compared for timing', async () => {
    expect(await verifyPassword('not-a-real-password', null)).toBe(false);
    expect(await verifyPassword('correct-horse-battery', null)).toBe(false);
  });
});

describe('rate-limit identifiers', () => {
  const req = (body: unknown, user?: { id: number }) => ({ body, user }) as unknown as Request;

  it.each([
    [{ email: '  Ada@Example.com ' }, 'Ada@Example.com'],
    [{ username: 'ada' }, 'ada'],
    [{ email: 'a@b.c', username: 'ada' }, 'a@b.c'],
    [{ username: '   ' }, undefined],
    [{ username: ['ada'] }, undefined],
    [{ email: 42 }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('bodyIdentifier(%p) = %p', (body, expected) => {
    expect(bodyIdentifier(req(body))).toBe(expected);
  });

  it('callerIdentifier names the authenticated user, or nothing', () => {
    expect(callerIdentifier(req({}, { id: 7 }))).toBe('user:7');
    expect(callerIdentifier(req({}))).toBeUndefined();
  });
});

describe('auth errors', () => {
  it('carry the product codes and statuses of the catalogue', () => {
    expect([badCredentials(), unauthenticated(), forbidden(), notFoundUser()].map((e) => [e.code, e.status, e.messageId])).toEqual([
      ['UNAUTHORIZED', 400, 'error.UNAUTHORIZED'],
      ['UNAUTHENTICATED', 401, 'error.UNAUTHENTICATED'],
      ['FORBIDDEN', 403, 'error.FORBIDDEN'],
      ['NOT_FOUND_USER', 400, 'error.NOT_FOUND_USER'],
    ]);
    expect(new AppError(ErrorCode.TOO_MANY_ATTEMPTS).status).toBe(429);
    expect(ERROR_STATUS.LINK_EXPIRED).toBe(400);
  });

  it('fieldError is a 422 with every field as a list of message ids', () => {
    const e = fieldError({ username: 'validation.username.taken', email: ['validation.email', 'validation.too_long'] });
    expect(e).toBeInstanceOf(AppError);
    expect(e.status).toBe(422);
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.fields).toEqual({ username: ['validation.username.taken'], email: ['validation.email', 'validation.too_long'] });
  });
});
