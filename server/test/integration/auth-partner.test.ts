/**
 * POST /{product}/login/token: a partner site logs its user in with an HS256 token signed by the tenant's
 * secret (PARTNER_SECRET_<PRODUCT>), audience = product, at most 10 minutes old.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { bearer, createUser, uid } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { claimsOf, partnerToken, rsaKeyPair, unsignedToken, type PartnerClaims } from '../helpers/jwt';
import jwt from 'jsonwebtoken';

const EDU_SECRET = 'edu-partner-secret-0123456789-abcdefghij';
const CORP_SECRET = 'corp-partner-secret-0123456789-abcdefghi';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PARTNER_SECRET_EDU: EDU_SECRET, PARTNER_SECRET_CORP: CORP_SECRET });
});
afterAll(() => t.close());

const partnerLogin = (product: string, token: unknown) =>
  request(t.app)
    .post(`/api/${product}/login/token`)
    .send(token === undefined ? {} : { token });

function claims(overrides: Partial<PartnerClaims> = {}): PartnerClaims {
  const id = uid();
  return { sub: `ext-${id}`, email: `Partner.${id}@Example.com`, first_name: 'Pat', last_name: 'Partner', ...overrides };
}

interface UserRow {
  id: number;
  username: string;
  email: string;
  product: string;
  external_id: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  roles: string[];
}
const usersWithEmail = async (email: string): Promise<UserRow[]> =>
  t.ctx.ds.query(`SELECT id, username, email, product, external_id, password_hash, email_verified_at, roles FROM users WHERE email = lower($1)`, [
    email,
  ]);

async function expectRefused(res: request.Response | Promise<request.Response>): Promise<void> {
  const r = await res;
  expect(r.status).toBe(401);
  expect(r.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in.' });
}

describe('a valid partner token', () => {
  it('creates a verified student of product edu on first login and finds the same user on the second', async () => {
    const c = claims();
    const res = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', c)).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'user']);
    expect(res.body.user).toMatchObject({ email: c.email.toLowerCase(), first_name: 'Pat', last_name: 'Partner', all_roles: ['student'] });
    expect(res.body.user.email_verified_at).not.toBeNull();

    const rows = await usersWithEmail(c.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.user.id, product: 'edu', external_id: c.sub, password_hash: null });
    expect(rows[0].email_verified_at).not.toBeNull();

    const me = await request(t.app).get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
    expect(me.body.user.id).toBe(res.body.user.id);

    const second = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', c)).expect(200);
    expect(second.body.user.id).toBe(res.body.user.id);
    expect(claimsOf(second.body.access_token).jti).not.toBe(claimsOf(res.body.access_token).jti);
    expect(await usersWithEmail(c.email)).toHaveLength(1);
  });

  it('finds the user by the partner id even when the partner changed the e-mail it sends', async () => {
    const c = claims();
    const first = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', c)).expect(200);
    const second = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', { ...c, email: `moved-${uid()}@example.com` })).expect(200);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('makes a clean, unique username from the claims', async () => {
    const base = `Kid${uid()}`;
    const a = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', claims({ username: `${base} !` }))).expect(200);
    expect(a.body.user.username).toBe(base);
    const b = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', claims({ username: base }))).expect(200);
    expect(b.body.user.username).toBe(`${base}2`);
    expect(b.body.user.id).not.toBe(a.body.user.id);
  });

  it('the same partner id under two products is two users', async () => {
    const sub = `shared-${uid()}`;
    const edu = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', claims({ sub }))).expect(200);
    const corp = await partnerLogin('corp', partnerToken(CORP_SECRET, 'corp', claims({ sub }))).expect(200);
    expect(corp.body.user.id).not.toBe(edu.body.user.id);
    const rows: { product: string }[] = await t.ctx.ds.query(`SELECT product FROM users WHERE external_id = $1 ORDER BY product`, [sub]);
    expect(rows.map((r) => r.product)).toEqual(['corp', 'edu']);
  });

  it('links an existing account of the same product that has the e-mail but no partner id yet', async () => {
    const name = `edu${uid()}`;
    const [{ id }]: { id: number }[] = await t.ctx.ds.query(
      `INSERT INTO users (username, email, roles, product) VALUES ($1, $2, '{student}', 'edu') RETURNING id`,
      [name, `${name}@example.com`],
    );
    const c = claims({ email: `${name}@example.com` });
    const res = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', c)).expect(200);
    expect(res.body.user.id).toBe(id);
    expect((await usersWithEmail(c.email))[0].external_id).toBe(c.sub);
  });

  it('a token issued 9 minutes ago is still accepted', async () => {
    await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', claims(), { iatOffsetSeconds: -9 * 60 })).expect(200);
  });
});

describe('refused partner tokens: 401, and no user is created', () => {
  it('(guard) the forged tokens differ from a valid one only where the case says: iat and exp are present by default', () => {
    const c = claimsOf(partnerToken(EDU_SECRET, 'edu', claims(), { iatOffsetSeconds: -11 * 60 }));
    expect(c.iat).toBe(Math.floor(Date.now() / 1000) - 11 * 60);
    expect(c.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claimsOf(partnerToken(EDU_SECRET, 'edu', claims(), { omitIat: true })).iat).toBeUndefined();
  });

  const cases: [string, string, (c: PartnerClaims) => string][] = [
    ['signed with a wrong secret', 'edu', (c) => partnerToken('not-the-edu-secret-0123456789-abcdefghij', 'edu', c)],
    ["signed with another tenant's secret", 'edu', (c) => partnerToken(CORP_SECRET, 'edu', c)],
    ['our own JWT secret', 'edu', (c) => partnerToken(t.ctx.config.jwt.secret, 'edu', c)],
    ['a wrong audience', 'edu', (c) => partnerToken(EDU_SECRET, 'corp', c)],
    ["another tenant's valid token", 'corp', (c) => partnerToken(EDU_SECRET, 'edu', c)],
    ['expired', 'edu', (c) => partnerToken(EDU_SECRET, 'edu', c, { iatOffsetSeconds: -120, expiresInSeconds: -60 })],
    [
      'issued 11 minutes ago (older than 10 minutes) though not expired',
      'edu',
      (c) => partnerToken(EDU_SECRET, 'edu', c, { iatOffsetSeconds: -11 * 60, expiresInSeconds: 3600 }),
    ],
    ['without an issue time', 'edu', (c) => partnerToken(EDU_SECRET, 'edu', c, { omitIat: true })],
    ['HS512 with the right secret', 'edu', (c) => partnerToken(EDU_SECRET, 'edu', c, { algorithm: 'HS512' })],
    ['RS256 with a generated key', 'edu', (c) => jwt.sign({ ...c, aud: 'edu' }, rsaKeyPair().privateKey, { algorithm: 'RS256' })],
    ['alg none', 'edu', (c) => unsignedToken({ ...c, aud: 'edu', iat: Math.floor(Date.now() / 1000) })],
    ['for an unknown product', 'nope', (c) => partnerToken(EDU_SECRET, 'nope', c)],
    ['for a tenant without a configured secret', 'school', (c) => partnerToken(EDU_SECRET, 'school', c)],
  ];

  it.each(cases)('%s', async (_label, product, make) => {
    const c = claims();
    await expectRefused(partnerLogin(product, make(c)));
    expect(await usersWithEmail(c.email)).toEqual([]);
  });

  it.each([
    ['no sub', { sub: undefined }],
    ['no email', { email: undefined }],
  ])('a correctly signed token with %s', async (_label, overrides) => {
    const c = { ...claims(), ...overrides } as unknown as PartnerClaims;
    await expectRefused(partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', c)));
  });

  it('a partner cannot log in as an existing account of another product (e.g. a main-brand super-admin) by naming its e-mail', async () => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const sessionsBefore: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [admin.id]);
    const res = await partnerLogin('edu', partnerToken(EDU_SECRET, 'edu', claims({ email: admin.email })));
    expect(res.body.access_token).toBeUndefined();
    expect([401, 409]).toContain(res.status);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
    const sessionsAfter: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [admin.id]);
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n);
  });
});

describe('partner login validation (422)', () => {
  it.each([
    ['missing', undefined, 'This field is required.'],
    ['empty', '', 'This field is required.'],
    ['not a JWT', 'definitely-not-a-jwt', 'The token is not valid.'],
  ])('token %s', async (_label, token, message) => {
    const res = await partnerLogin('edu', token);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual({ token: [message] });
  });

  it('a product name of the wrong shape', async () => {
    const res = await partnerLogin('EDU_', partnerToken(EDU_SECRET, 'edu', claims()));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ product: ['Unknown product.'] });
  });

  it('a random token-shaped string is 401, not 500', async () => {
    const junk = ['eyJhbGciOiJIUzI1NiJ9', Buffer.from('{"x":1}').toString('base64url'), crypto.randomBytes(16).toString('base64url')].join('.');
    await expectRefused(partnerLogin('edu', junk));
  });
});
