/**
 * Bearer tokens: only HS256 tokens signed with our secret, for our audience and issuer, unexpired, whose
 * session row is live and belongs to the token's subject, are accepted. Everything else is 401
 * UNAUTHENTICATED in the one error shape. Also logout, which ends exactly one session.
 */
import request from 'supertest';
import { bearer, PASSWORD, registerUser, type CreatedUser } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { claimsOf, forgeAccessToken, rsaKeyPair, tamperPayload, tamperSignature, unsignedToken } from '../helpers/jwt';

let t: TestApp;
let a: CreatedUser;
let b: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  a = await registerUser(t.app);
  b = await registerUser(t.app);
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => request(t.app).get('/api/auth/me').set(headers);

async function expectUnauthenticated(res: request.Response | Promise<request.Response>): Promise<void> {
  const r = await res;
  expect(r.status).toBe(401);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  expect(r.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in.' });
}

const jwtConfig = () => t.ctx.config.jwt;
const now = () => Math.floor(Date.now() / 1000);

async function freshLogin(u: CreatedUser): Promise<string> {
  const res = await request(t.app).post('/api/auth/login').send({ username: u.username, password: PASSWORD }).expect(200);
  return res.body.access_token as string;
}

describe('a valid token', () => {
  it('is accepted, and a forged token with exactly the server claims is accepted too (so the refusals below test one change each)', async () => {
    await me(bearer(a.token)).expect(200);
    const { jti } = claimsOf(a.token);
    const forged = forgeAccessToken(jwtConfig(), a.id, jti);
    const res = await me(bearer(forged)).expect(200);
    expect(res.body.user.id).toBe(a.id);
  });

  it('the scheme is case-insensitive', async () => {
    await me({ Authorization: `bearer ${a.token}` }).expect(200);
  });
});

describe('refused tokens: 401 UNAUTHENTICATED {code, message}, no stack', () => {
  const cases: [string, () => string | Promise<string>][] = [
    ['tampered signature', () => tamperSignature(a.token)],
    ['tampered payload (sub of another user, original signature)', () => tamperPayload(a.token, { sub: String(b.id) })],
    ['tampered payload (later exp, original signature)', () => tamperPayload(a.token, { exp: now() + 10 * 365 * 86400 })],
    ['alg none, no signature', () => unsignedToken(claimsOf(a.token))],
    ['alg none, original signature kept', () => `${unsignedToken(claimsOf(a.token)).slice(0, -1)}${a.token.split('.')[2]}`],
    ['HS512 with the right secret', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { algorithm: 'HS512' })],
    ['HS384 with the right secret', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { algorithm: 'HS384' })],
    [
      'RS256 with a generated key pair',
      () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { algorithm: 'RS256', secret: rsaKeyPair().privateKey }),
    ],
    [
      'HS256 with another secret',
      () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { secret: 'another-secret-0123456789-0123456789-0123' }),
    ],
    ['expired', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { iat: now() - 7200, exp: now() - 60 } })],
    ['wrong audience', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { aud: 'another-app' } })],
    ['no audience', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { aud: undefined } })],
    ['wrong issuer', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { iss: 'someone-else' } })],
    ['no issuer', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { iss: undefined } })],
    ['sub of another user on this session (sub mismatch)', () => forgeAccessToken(jwtConfig(), b.id, claimsOf(a.token).jti)],
    ['session of another user under this sub', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(b.token).jti)],
    ['non-numeric sub', () => forgeAccessToken(jwtConfig(), 'admin', claimsOf(a.token).jti)],
    ['no jti', () => forgeAccessToken(jwtConfig(), a.id, claimsOf(a.token).jti, { claims: { jti: undefined } })],
    ['unknown session id', () => forgeAccessToken(jwtConfig(), a.id, '00000000-0000-4000-8000-000000000000')],
  ];

  it.each(cases)('%s', async (_label, make) => {
    const token = await make();
    await expectUnauthenticated(me(bearer(token)));
  });

  // Signed with our secret, so only reachable by someone holding it, but an invalid token must still read 401, not 500.
  it.each([
    ['a jti that is not a UUID', () => forgeAccessToken(jwtConfig(), a.id, 'not-a-uuid')],
    ['a sub beyond the integer range', () => forgeAccessToken(jwtConfig(), '99999999999', claimsOf(a.token).jti)],
  ])('%s is 401, not a 500 from the database', async (_label, make) => {
    await expectUnauthenticated(me(bearer(make())));
  });
});

describe('refused Authorization headers', () => {
  it.each([
    ['missing', () => ({})],
    ['scheme only', () => ({ Authorization: 'Bearer' })],
    ['scheme and a space', () => ({ Authorization: 'Bearer ' })],
    ['Basic credentials', () => ({ Authorization: 'Basic dXNlcjpwYXNzd29yZA==' })],
    ['another scheme with a valid token', () => ({ Authorization: `Token ${a.token}` })],
    ['a valid token without a scheme', () => ({ Authorization: a.token })],
    ['garbage token', () => ({ Authorization: 'Bearer not-a-jwt' })],
    ['three empty parts', () => ({ Authorization: 'Bearer ..' })],
    ['two parts only', () => ({ Authorization: `Bearer ${a.token.split('.').slice(0, 2).join('.')}` })],
  ])('%s', async (_label, headers: () => Record<string, string>) => {
    await expectUnauthenticated(me(headers()));
  });

  it('a token in the query string or a cookie is not read', async () => {
    await expectUnauthenticated(request(t.app).get(`/api/auth/me?access_token=${a.token}`));
    await expectUnauthenticated(request(t.app).get('/api/auth/me').set('Cookie', `id_token=${a.token}`));
  });

  it('the 401 message is localized', async () => {
    const res = await me({ Authorization: 'Bearer nope', 'Accept-Language': 'zh-CN' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: '请先登录。' });
  });
});

describe('server-side session state', () => {
  it('a token whose session row expired in the database is refused even if the JWT is still valid', async () => {
    const token = await freshLogin(a);
    await me(bearer(token)).expect(200);
    await t.ctx.ds.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [claimsOf(token).jti]);
    await expectUnauthenticated(me(bearer(token)));
  });

  it('a token whose session row was revoked is refused', async () => {
    const token = await freshLogin(a);
    await t.ctx.ds.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [claimsOf(token).jti]);
    await expectUnauthenticated(me(bearer(token)));
  });

  it('a token already verified and remembered is refused as soon as its session is revoked (the row is read every time)', async () => {
    const token = await freshLogin(a);
    await me(bearer(token)).expect(200);
    await me(bearer(token)).expect(200); // answered through the verified-token cache
    await t.ctx.ds.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [claimsOf(token).jti]);
    await expectUnauthenticated(me(bearer(token)));
    await expectUnauthenticated(me(bearer(token)));
  });
});

describe('POST /auth/logout', () => {
  it('ends only the calling session: 204, that token is 401 everywhere, a second session of the same user keeps working', async () => {
    const first = await freshLogin(b);
    const second = await freshLogin(b);
    await me(bearer(first)).expect(200);
    await me(bearer(second)).expect(200);

    await request(t.app).post('/api/auth/logout').set(bearer(first)).expect(204);
    await expectUnauthenticated(me(bearer(first)));
    await expectUnauthenticated(request(t.app).post('/api/auth/logout').set(bearer(first)));
    // Re-signing the same session id does not bring it back.
    await expectUnauthenticated(me(bearer(forgeAccessToken(jwtConfig(), b.id, claimsOf(first).jti))));

    const still = await me(bearer(second)).expect(200);
    expect(still.body.user.id).toBe(b.id);
    await me(bearer(b.token)).expect(200);

    const rows: { id: string; revoked: boolean }[] = await t.ctx.ds.query(
      `SELECT id, revoked_at IS NOT NULL AS revoked FROM sessions WHERE id = ANY($1::uuid[])`,
      [[claimsOf(first).jti, claimsOf(second).jti]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.revoked]))).toEqual({ [claimsOf(first).jti]: true, [claimsOf(second).jti]: false });
  });

  it('without a token is 401', async () => {
    await expectUnauthenticated(request(t.app).post('/api/auth/logout'));
  });

  it("does not touch another user's sessions", async () => {
    const ta = await freshLogin(a);
    await request(t.app).post('/api/auth/logout').set(bearer(ta)).expect(204);
    await me(bearer(b.token)).expect(200);
    await me(bearer(a.token)).expect(200);
  });
});
