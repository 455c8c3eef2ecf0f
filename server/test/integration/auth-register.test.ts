/**
 * POST /auth/register and POST /auth/check-username against the real app and database: every validation
 * rule (field key + localized message), the one-time expiring captcha, duplicates (also under concurrency),
 * and that a refused registration writes nothing.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../src/app';
import { bearer, PASSWORD, uid } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = {
  required: 'This field is required.',
  usernameFormat: 'Usernames have 3 to 30 letters, digits, dots, dashes or underscores.',
  usernameTaken: 'This username is already registered.',
  email: 'Please enter a valid e-mail address.',
  emailTaken: 'This e-mail address is already registered.',
  passwordMin: 'Passwords have at least 8 characters.',
  mismatch: 'The passwords do not match.',
  captchaRequired: 'Please enter the captcha code.',
  captchaInvalid: 'The captcha code is wrong or has expired; please try the new one.',
  role: 'Please choose student, teacher or parent.',
  timezone: 'Please choose a valid time zone.',
};

async function newCaptchaKey(app = t.app): Promise<string> {
  const res = await request(app).get('/api/auth/captcha/flat').expect(200);
  return res.body.key as string;
}

async function payload(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const name = `r${uid()}`;
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    captcha: 'pass-test',
    captcha_key: await newCaptchaKey(),
    role: 'student',
    ...overrides,
  };
}

const register = (body: Record<string, unknown>, lang?: string, app = t.app) => {
  const req = request(app).post('/api/auth/register');
  if (lang) req.set('Accept-Language', lang);
  return req.send(body);
};

/** Rows that a registration with this username or e-mail could have written. */
async function usersNamed(username: unknown, email: unknown): Promise<number> {
  const rows: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1) OR email = lower($2)`, [
    String(username ?? ''),
    String(email ?? ''),
  ]);
  return rows[0].n;
}

function expect422(res: request.Response, field: string, message: string): void {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.errors?.[field]).toEqual([message]);
  // The top-level message joins every field's messages (spec section 8: "all field error messages joined").
  expect(res.body.message).toContain(message);
  expect(res.body).not.toHaveProperty('stack');
}

describe('GET /auth/captcha/flat', () => {
  it('answers a UUID key and an inline SVG image, never the answer, and is not cacheable', async () => {
    const res = await request(t.app).get('/api/auth/captcha/flat').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['img', 'key']);
    expect(res.body.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.body.img.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows: { answer_hash: string; ttl: number }[] = await t.ctx.ds.query(
      `SELECT answer_hash, extract(epoch FROM expires_at - now())::int AS ttl FROM captchas WHERE key = $1`,
      [res.body.key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].answer_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].ttl).toBeGreaterThan(240);
    expect(rows[0].ttl).toBeLessThanOrEqual(300);
  });
});

describe('POST /auth/register: success', () => {
  it('creates the user with the chosen role, a lower-cased e-mail, the referral code and the language of the request', async () => {
    const name = `Reg${uid()}`;
    // A referral code must be someone's (wallet capability); it is stored normalized (trimmed, upper case).
    const [referrer] = await t.ctx.ds.query(`INSERT INTO users (username, email) VALUES ($1, $1 || '@example.com') RETURNING id`, [`ref${uid()}`]);
    const code = uid().slice(0, 8).toUpperCase();
    await t.ctx.ds.query(`INSERT INTO referral_codes (user_id, code) VALUES ($1, $2)`, [referrer.id, code]);
    const body = await payload({ username: name, email: `${name}@Example.COM`, role: 'teacher', referral_code: `  ${code.toLowerCase()}  ` });
    const res = await register(body, 'zh-TW').expect(201);

    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'user']);
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.user).toMatchObject({
      username: name,
      email: `${name.toLowerCase()}@example.com`,
      first_name: 'Grace',
      last_name: 'Hopper',
      all_roles: ['teacher'],
      lang: 'ZH-TW',
      email_verified_at: null,
      balance: 0,
    });
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.body.user).not.toHaveProperty('password_hash');

    const me = await request(t.app).get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
    expect(me.body.user).toEqual(res.body.user);

    const rows: { email: string; referral_code_used: string; lang: string; roles: string[]; password_hash: string }[] = await t.ctx.ds.query(
      `SELECT email, referral_code_used, lang, roles, password_hash FROM users WHERE id = $1`,
      [res.body.user.id],
    );
    expect(rows[0]).toMatchObject({ email: `${name.toLowerCase()}@example.com`, referral_code_used: code, lang: 'ZH-TW', roles: ['teacher'] });
    // Stored as a bcrypt hash, never in clear.
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$/);
    expect(rows[0].password_hash).not.toContain(PASSWORD);
  });

  it("keeps the browser's time zone sent at sign-up, so the account's dates are the user's own", async () => {
    const res = await register(await payload({ timezone: 'America/New_York' })).expect(201);
    expect(res.body.user.timezone).toBe('America/New_York');
    const [row] = await t.ctx.ds.query(`SELECT timezone FROM users WHERE id = $1`, [res.body.user.id]);
    expect(row.timezone).toBe('America/New_York');
  });

  it('falls back to the business time zone when the browser sent none, or one this server does not know', async () => {
    const none = await register(await payload()).expect(201);
    expect(none.body.user.timezone).toBe('Asia/Taipei');
    const unknown = await register(await payload({ timezone: 'Mars/Olympus_Mons' })).expect(201);
    expect(unknown.body.user.timezone).toBe('Asia/Taipei');
  });

  it('defaults to the student role and English, and leaves referral_code_used empty without a code', async () => {
    const body = await payload();
    delete body.role;
    const res = await register(body).expect(201);
    expect(res.body.user.all_roles).toEqual(['student']);
    expect(res.body.user.lang).toBe('EN-US');
    const rows: { referral_code_used: string | null }[] = await t.ctx.ds.query(`SELECT referral_code_used FROM users WHERE id = $1`, [
      res.body.user.id,
    ]);
    expect(rows[0].referral_code_used).toBeNull();
  });

  it.each([
    ['zh-CN', 'ZH-CN'],
    ['zh-TW,zh;q=0.9', 'ZH-TW'],
    ['en-GB', 'EN-US'],
    ['fr-FR', 'EN-US'],
  ])('accept-language %s stores lang %s', async (header, lang) => {
    const res = await register(await payload(), header).expect(201);
    expect(res.body.user.lang).toBe(lang);
  });

  it('checks the real captcha answer (case and surrounding spaces ignored) when no test answer is configured', async () => {
    const strict = createApp({ ...t.ctx, config: { ...t.ctx.config, captchaTestAnswer: null } });
    const key = await newCaptchaKey(strict);
    const sha = crypto.createHash('sha256').update('k7pxq').digest('hex');
    await t.ctx.ds.query(`UPDATE captchas SET answer_hash = $1 WHERE key = $2`, [sha, key]);
    // The test answer is no back door once it is not configured.
    const bypass = await register(await payload({ captcha_key: key, captcha: 'pass-test' }), undefined, strict);
    expect422(bypass, 'captcha', EN.captchaInvalid);

    const key2 = await newCaptchaKey(strict);
    await t.ctx.ds.query(`UPDATE captchas SET answer_hash = $1 WHERE key = $2`, [sha, key2]);
    await register(await payload({ captcha_key: key2, captcha: ' K7PXQ ' }), undefined, strict).expect(201);
  });
});

describe('POST /auth/register: validation (422, field key, localized message, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first_name missing', { first_name: undefined }, 'first_name', EN.required],
    ['first_name blank', { first_name: '   ' }, 'first_name', EN.required],
    ['last_name missing', { last_name: undefined }, 'last_name', EN.required],
    ['username missing', { username: undefined }, 'username', EN.required],
    ['username too short', { username: 'ab' }, 'username', EN.usernameFormat],
    ['username with a space', { username: 'bad name' }, 'username', EN.usernameFormat],
    ['username too long', { username: 'x'.repeat(31) }, 'username', EN.usernameFormat],
    ['email missing', { email: undefined }, 'email', EN.required],
    ['email malformed', { email: 'not-an-email' }, 'email', EN.email],
    ['password missing', { password: undefined, password_confirmation: undefined }, 'password', EN.required],
    ['password too short', { password: 'short7!', password_confirmation: 'short7!' }, 'password', EN.passwordMin],
    ['password_confirmation missing', { password_confirmation: undefined }, 'password_confirmation', EN.required],
    ['password_confirmation differs', { password_confirmation: `${PASSWORD}-typo` }, 'password_confirmation', EN.mismatch],
    ['captcha_key missing', { captcha_key: undefined }, 'captcha_key', EN.captchaRequired],
    ['captcha_key not a key', { captcha_key: 'not-a-uuid' }, 'captcha_key', EN.captchaInvalid],
    ['role not registrable (privilege escalation)', { role: 'super-admin' }, 'role', EN.role],
    ['role unknown', { role: 'wizard' }, 'role', EN.role],
    // A list is not one value, even of allowed ones (express-validator would check it item by item).
    ['role as a list', { role: ['student'] }, 'role', EN.role],
    ['timezone as a list', { timezone: ['Europe/Paris'] }, 'timezone', EN.timezone],
    ['timezone not text', { timezone: 5 }, 'timezone', 'Please enter text.'],
    ['captcha_key as a list', { captcha_key: ['00000000-0000-4000-8000-000000000000'] }, 'captcha_key', EN.captchaInvalid],
  ];

  it.each(cases)('%s', async (_label, overrides, field, message) => {
    const body = await payload(overrides);
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    const res = await register(body);
    expect422(res, field, message);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('a missing captcha answer asks for the captcha code (validation.captcha.required), like a missing key does', async () => {
    const body = await payload();
    delete body.captcha;
    const res = await register(body);
    expect422(res, 'captcha', EN.captchaRequired);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('an over-long captcha answer is a wrong answer, not a missing one', async () => {
    const res = await register(await payload({ captcha: 'x'.repeat(21) }));
    expect422(res, 'captcha', EN.captchaInvalid);
  });

  it('lists every failing field at once', async () => {
    const res = await register({ email: 'nope', password: 'x' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['captcha', 'captcha_key', 'email', 'first_name', 'last_name', 'password', 'password_confirmation', 'username'].sort(),
    );
  });

  it('answers in Simplified Chinese for accept-language zh-CN', async () => {
    const body = await payload({ email: 'not-an-email', password_confirmation: 'something-else' });
    delete body.first_name;
    const res = await register(body, 'zh-CN,zh;q=0.9');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ['此项为必填项。'],
      email: ['请输入有效的邮箱地址。'],
      password_confirmation: ['两次输入的密码不一致。'],
    });
    expect(res.body.message).toContain('请输入有效的邮箱地址。');
  });

  it('answers in Traditional Chinese for accept-language zh-TW', async () => {
    const res = await register(await payload({ username: 'x' }), 'zh-TW');
    expect422(res, 'username', '使用者名稱須為 3 到 30 個字母、數字、點、短橫線或底線。');
  });
});

describe('POST /auth/register: duplicates', () => {
  it('refuses a username already taken in another letter case, writing nothing', async () => {
    const name = `Dup${uid()}`;
    await register(await payload({ username: name })).expect(201);
    const body = await payload({ username: name.toUpperCase() });
    const res = await register(body);
    expect422(res, 'username', EN.usernameTaken);
    expect(res.body.message).toMatch(/already registered/);
    expect(await usersNamed(name, body.email)).toBe(1);
  });

  it('refuses an e-mail already registered in another letter case, writing nothing', async () => {
    const first = await payload();
    await register(first).expect(201);
    const body = await payload({ email: String(first.email).toUpperCase() });
    const res = await register(body);
    expect422(res, 'email', EN.emailTaken);
    expect(res.body.message).toMatch(/already registered/);
    expect(await usersNamed(body.username, first.email)).toBe(1);
  });

  it('reports both fields when both are taken', async () => {
    const first = await payload();
    await register(first).expect(201);
    const res = await register(await payload({ username: first.username, email: first.email }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: [EN.usernameTaken], email: [EN.emailTaken] });
  });

  it('duplicate username in Simplified Chinese', async () => {
    const first = await payload();
    await register(first).expect(201);
    const res = await register(await payload({ username: first.username }), 'zh-CN');
    expect422(res, 'username', '该用户名已被注册。');
  });

  it('5 parallel registrations of one username (in different cases): exactly one 201, the others 422 username taken', async () => {
    const name = `race${uid()}`;
    const variants = [name, name.toUpperCase(), name, `${name[0].toUpperCase()}${name.slice(1)}`, name];
    const bodies = await Promise.all(variants.map((u, i) => payload({ username: u, email: `${name}-${i}@example.com` })));
    const results = await Promise.all(bodies.map((b) => register(b)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) {
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(r.body.errors).toEqual({ username: [EN.usernameTaken] });
    }
    const rows: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)`, [name]);
    expect(rows[0].n).toBe(1);
  });

  it('5 parallel registrations of one e-mail: exactly one 201, the others 422 e-mail taken', async () => {
    const email = `race-${uid()}@example.com`;
    const bodies = await Promise.all(Array.from({ length: 5 }, (_, i) => payload({ email: i % 2 ? email.toUpperCase() : email })));
    const results = await Promise.all(bodies.map((b) => register(b)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.errors).toEqual({ email: [EN.emailTaken] });
    const rows: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]);
    expect(rows[0].n).toBe(1);
  });
});

describe('POST /auth/register: captcha is one-time and expiring', () => {
  it('a wrong answer is refused (and writes nothing)', async () => {
    const body = await payload({ captcha: 'wrong' });
    expect422(await register(body), 'captcha', EN.captchaInvalid);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('a key fails the second time even with the right answer, after a wrong answer consumed it', async () => {
    const key = await newCaptchaKey();
    expect422(await register(await payload({ captcha_key: key, captcha: 'wrong' })), 'captcha', EN.captchaInvalid);
    const body = await payload({ captcha_key: key });
    expect422(await register(body), 'captcha', EN.captchaInvalid);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('a key that already served a registration cannot serve another', async () => {
    const key = await newCaptchaKey();
    await register(await payload({ captcha_key: key })).expect(201);
    const body = await payload({ captcha_key: key });
    expect422(await register(body), 'captcha', EN.captchaInvalid);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('the same key used by two parallel registrations lets exactly one through', async () => {
    const key = await newCaptchaKey();
    const results = await Promise.all([register(await payload({ captcha_key: key })), register(await payload({ captcha_key: key }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('an expired key is refused', async () => {
    const key = await newCaptchaKey();
    await t.ctx.ds.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const body = await payload({ captcha_key: key });
    expect422(await register(body), 'captcha', EN.captchaInvalid);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('an unknown key is refused', async () => {
    const body = await payload({ captcha_key: crypto.randomUUID() });
    expect422(await register(body), 'captcha', EN.captchaInvalid);
    expect(await usersNamed(body.username, body.email)).toBe(0);
  });

  it('a captcha error speaks Simplified Chinese for zh-CN', async () => {
    expect422(await register(await payload({ captcha: 'wrong' }), 'zh-CN'), 'captcha', '验证码错误或已过期，请重新输入。');
  });
});

describe('POST /auth/check-username', () => {
  it('is true for a free name and false for a taken one in any letter case', async () => {
    const taken = await payload();
    await register(taken).expect(201);
    const free = await request(t.app)
      .post('/api/auth/check-username')
      .send({ username: `free${uid()}` })
      .expect(200);
    expect(free.body).toEqual({ available: true });
    for (const u of [taken.username, String(taken.username).toUpperCase()]) {
      const res = await request(t.app).post('/api/auth/check-username').send({ username: u }).expect(200);
      expect(res.body).toEqual({ available: false });
    }
  });

  it.each([
    ['missing', {}, EN.required],
    ['too short', { username: 'ab' }, EN.usernameFormat],
    ['bad characters', { username: 'no spaces!' }, EN.usernameFormat],
  ])('422 when the username is %s', async (_label, body, message) => {
    expect422(await request(t.app).post('/api/auth/check-username').send(body), 'username', message);
  });
});
