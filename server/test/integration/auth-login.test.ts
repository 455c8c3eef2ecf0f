/** POST /auth/login: identifiers, the one message for every bad credential, validation and the LoginResponse shape. */
import request from 'supertest';
import { bearer, createUser, PASSWORD, registerUser, uid } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { claimsOf, headerOf } from '../helpers/jwt';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const USER_DTO_KEYS = [
  'all_roles',
  'balance',
  'email',
  'email_verified_at',
  'first_name',
  'grader',
  'id',
  'lang',
  'last_name',
  'pro_expired_at',
  'taken_unlimited_expire_at',
  'timezone',
  'username',
].sort();

const login = (body: Record<string, unknown>, lang?: string) => {
  const req = request(t.app).post('/api/auth/login');
  if (lang) req.set('Accept-Language', lang);
  return req.send(body);
};

function expectLoginResponse(res: request.Response, userId: number): void {
  expect(res.status).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['access_token', 'user']);
  expect(typeof res.body.access_token).toBe('string');
  expect(Object.keys(res.body.user).sort()).toEqual(USER_DTO_KEYS);
  expect(res.body.user.id).toBe(userId);
}

describe('POST /auth/login: success', () => {
  it('logs in by username in any letter case, answering a LoginResponse whose token works', async () => {
    const u = await registerUser(t.app, { username: `MiXeD${uid()}` });
    for (const name of [u.username, u.username.toUpperCase(), u.username.toLowerCase()]) {
      const res = await login({ username: name, password: PASSWORD });
      expectLoginResponse(res, u.id);
      expect(res.body.user).toMatchObject({ username: u.username, email: u.email, all_roles: ['student'] });
      const me = await request(t.app).get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
      expect(me.body.user).toEqual(res.body.user);
    }
  });

  it('logs in by e-mail in any letter case and with surrounding spaces', async () => {
    const u = await registerUser(t.app);
    expectLoginResponse(await login({ email: u.email, password: PASSWORD }), u.id);
    expectLoginResponse(await login({ email: u.email.toUpperCase(), password: PASSWORD }), u.id);
    expectLoginResponse(await login({ email: `  ${u.email}  `, password: PASSWORD }), u.id);
  });

  it('signs an HS256 token naming the user and a new server-side session', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['teacher']);
    const res = await login({ username: u.username, password: PASSWORD }).set('User-Agent', 'jest-login-test/1.0');
    expectLoginResponse(res, u.id);
    expect(res.body.user.all_roles).toEqual(['teacher']);
    const token = res.body.access_token as string;
    expect(headerOf(token).alg).toBe('HS256');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: String(u.id), aud: t.ctx.config.jwt.audience, iss: t.ctx.config.jwt.issuer });
    expect(claims.exp! - claims.iat!).toBe(t.ctx.config.jwt.ttlSeconds);
    const rows: { user_id: number; revoked_at: Date | null; user_agent: string; ip: string }[] = await t.ctx.ds.query(
      `SELECT user_id, revoked_at, user_agent, ip FROM sessions WHERE id = $1`,
      [claims.jti],
    );
    expect(rows).toEqual([{ user_id: u.id, revoked_at: null, user_agent: 'jest-login-test/1.0', ip: expect.stringContaining('127.0.0.1') }]);
    // Every login is its own session.
    const again = await login({ username: u.username, password: PASSWORD });
    expect(claimsOf(again.body.access_token).jti).not.toBe(claims.jti);
  });
});

describe('POST /auth/login: bad credentials', () => {
  const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Incorrect username or password.' };

  it('wrong password and unknown user answer the same 400 UNAUTHORIZED body, by username and by e-mail', async () => {
    const u = await registerUser(t.app);
    const attempts = [
      { username: u.username, password: 'wrong-password' },
      { username: `nobody${uid()}`, password: PASSWORD },
      { email: u.email, password: 'wrong-password' },
      { email: `nobody-${uid()}@example.com`, password: PASSWORD },
      // The right password of another account.
      { username: u.username, password: PASSWORD.toUpperCase() },
    ];
    for (const body of attempts) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it('the bad-credentials message follows accept-language', async () => {
    const res = await login({ username: `nobody${uid()}`, password: PASSWORD }, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: '用户名或密码错误。' });
    const tw = await login({ username: `nobody${uid()}`, password: PASSWORD }, 'zh-TW');
    expect(tw.body).toEqual({ code: 'UNAUTHORIZED', message: '使用者名稱或密碼錯誤。' });
  });

  it('an account without a password (made by a partner login) cannot log in with any password', async () => {
    const name = `nopw${uid()}`;
    await t.ctx.ds.query(`INSERT INTO users (username, email, password_hash, roles) VALUES ($1, $2, NULL, '{student}')`, [
      name,
      `${name}@example.com`,
    ]);
    // 'not-a-real-password' is the dummy hash the server compares against when no hash is stored.
    for (const password of [PASSWORD, 'not-a-real-password', ' ']) {
      const res = await login({ username: name, password });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    expect((await login({ email: `${name}@example.com`, password: 'not-a-real-password' })).body.code).toBe('UNAUTHORIZED');
  });

  it('no session row is written for a failed login', async () => {
    const u = await registerUser(t.app);
    const before: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [u.id]);
    await login({ username: u.username, password: 'wrong-password' }).expect(400);
    const after: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [u.id]);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('POST /auth/login: validation', () => {
  it.each([
    ['no identifier', { password: PASSWORD }, 'email', 'Please enter your username or e-mail.'],
    ['blank username', { username: '   ', password: PASSWORD }, 'email', 'Please enter your username or e-mail.'],
    ['blank e-mail', { email: '', password: PASSWORD }, 'email', 'Please enter your username or e-mail.'],
    ['no password', { username: 'someone' }, 'password', 'This field is required.'],
    ['username not a string', { username: ['admin'], password: PASSWORD }, 'username', 'Please enter text.'],
    ['password not a string', { username: 'someone', password: { $gt: '' } }, 'password', 'Please enter text.'],
  ])('422 for %s', async (_label, body, field, message) => {
    const res = await login(body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toContain(message);
  });

  it('the missing-identifier message is localized', async () => {
    const res = await login({ password: PASSWORD }, 'zh-CN');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['请输入用户名或邮箱。']);
  });
});
