/**
 * Password reset over real SMTP (one-time hashed token, 60 minutes, ends every session) and the
 * set-password links: POST /set-url for oneself, POST /reset-url by a super-admin.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { bearer, createUser, PASSWORD, registerUser, type CreatedUser } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { linkIn, type ReceivedMail } from '../helpers/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-passphrase';
const LINK_EXPIRED = { code: 'LINK_EXPIRED', message: 'This link has expired or was already used. Please ask for a new one.' };

/** The first mail to `to` matching `subject` that arrived after `since` mails. */
const mailAfter = (since: number, to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail> =>
  t.mailbox.waitFor(to, subject, timeoutMs, since);

/** Asks for a reset and returns the token and e-mail of the link that arrives. */
const SENT = 'If an account uses that e-mail address, a link to reset its password is on its way. Check your inbox (and the spam folder).';

async function requestResetLink(email: string): Promise<{ token: string; email: string; link: URL }> {
  const since = t.mailbox.mails.length;
  const res = await request(t.app).post('/api/auth/request-reset-password').send({ email }).expect(200);
  expect(res.body).toEqual({ message: SENT });
  const link = linkIn(await mailAfter(since, email, /reset your password/i));
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')!, link };
}

const reset = (body: Record<string, unknown>, lang?: string) => {
  const req = request(t.app).post('/api/auth/reset-password');
  if (lang) req.set('Accept-Language', lang);
  return req.send(body);
};
const resetWith = (email: string, token: string, password = NEW_PASSWORD) => reset({ email, token, password, password_confirmation: password });
const login = (u: Pick<CreatedUser, 'username'>, password: string) => request(t.app).post('/api/auth/login').send({ username: u.username, password });
const me = (token: string) => request(t.app).get('/api/auth/me').set(bearer(token));

describe('POST /auth/request-reset-password', () => {
  it('answers an unknown e-mail exactly as a known one (no account enumeration), and sends nothing', async () => {
    const known = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    const email = `ghost-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const ghost = await request(t.app).post('/api/auth/request-reset-password').send({ email });
    const real = await request(t.app).post('/api/auth/request-reset-password').send({ email: known.email });
    expect([ghost.status, ghost.body]).toEqual([real.status, real.body]);
    expect([ghost.status, ghost.body]).toEqual([200, { message: SENT }]);
    await t.ctx.queue.drain();
    expect(t.mailbox.mails.slice(since).filter((m) => m.to.includes(email))).toEqual([]);
    expect(t.mailbox.mails.slice(since).filter((m) => m.to.includes(known.email) && /reset/i.test(m.subject))).toHaveLength(1);
  });

  it.each([
    ['zh-CN', '如果有账号使用这个邮箱，重设密码的链接正在发往这个邮箱。请查看你的收件箱（以及垃圾邮件文件夹）。'],
    ['zh-TW', '如果有帳號使用這個電子郵件，重設密碼的連結正在寄往這個信箱。請查看你的收件匣（以及垃圾郵件資料夾）。'],
  ])('the answer is localized (%s), the same for an unknown e-mail', async (lang, message) => {
    const res = await request(t.app).post('/api/auth/request-reset-password').set('Accept-Language', lang).send({ email: 'ghost@example.com' });
    expect([res.status, res.body]).toEqual([200, { message }]);
  });

  it.each([
    ['missing', {}, 'This field is required.'],
    ['malformed', { email: 'nope' }, 'Please enter a valid e-mail address.'],
  ])('422 when the e-mail is %s', async (_label, body, message) => {
    const res = await request(t.app).post('/api/auth/request-reset-password').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message] });
  });

  it('mails a link to /password/reset with the token and e-mail; only the hash is stored, valid 60 minutes', async () => {
    const u = await registerUser(t.app);
    const { token, email, link } = await requestResetLink(u.email.toUpperCase());
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toBe('/password/reset');
    expect(email).toBe(u.email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows: { token_hash: string; kind: string; minutes: number; used_at: Date | null }[] = await t.ctx.ds.query(
      `SELECT token_hash, kind, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at FROM password_tokens WHERE user_id = $1`,
      [u.id],
    );
    expect(rows).toEqual([{ token_hash: crypto.createHash('sha256').update(token).digest('hex'), kind: 'reset', minutes: 60, used_at: null }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /auth/reset-password', () => {
  it('follows the mailed link: new password works, old fails, every earlier session ends, the link works once', async () => {
    const u = await registerUser(t.app);
    const second = (await login(u, PASSWORD).expect(200)).body.access_token as string;
    await me(u.token).expect(200);
    await me(second).expect(200);

    const { token, email } = await requestResetLink(u.email);
    const res = await resetWith(email, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Please log in.' });

    expect((await login(u, PASSWORD)).body.code).toBe('UNAUTHORIZED');
    const fresh = await login(u, NEW_PASSWORD).expect(200);
    await me(fresh.body.access_token).expect(200);

    for (const old of [u.token, second]) {
      const r = await me(old);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('UNAUTHENTICATED');
    }

    const again = await resetWith(email, token, 'yet-another-passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_EXPIRED);
    await login(u, NEW_PASSWORD).expect(200);
  });

  it('two parallel resets with one token: exactly one succeeds', async () => {
    const u = await registerUser(t.app);
    const { token, email } = await requestResetLink(u.email);
    const results = await Promise.all([resetWith(email, token, 'parallel-one-passphrase'), resetWith(email, token, 'parallel-two-passphrase')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.status === 200) === results[0] ? 'parallel-one-passphrase' : 'parallel-two-passphrase';
    await login(u, winner).expect(200);
  });

  it('an expired token is 400 LINK_EXPIRED and changes nothing', async () => {
    const u = await registerUser(t.app);
    const { token, email } = await requestResetLink(u.email);
    await t.ctx.ds.query(`UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.id]);
    const res = await resetWith(email, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_EXPIRED);
    await login(u, PASSWORD).expect(200);
    await me(u.token).expect(200);
  });

  it('a token under the wrong e-mail is 400 LINK_EXPIRED, touches neither account, and is not used up', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { token, email } = await requestResetLink(u.email);
    const res = await resetWith(other.email, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_EXPIRED);
    await login(other, PASSWORD).expect(200);
    await login(u, PASSWORD).expect(200);
    await me(other.token).expect(200);
    // Still good for its owner.
    await resetWith(email, token).expect(200);
    await login(u, NEW_PASSWORD).expect(200);
  });

  it('an unknown token is 400 LINK_EXPIRED', async () => {
    const u = await registerUser(t.app);
    const res = await resetWith(u.email, crypto.randomBytes(32).toString('base64url'));
    expect(res.body).toEqual(LINK_EXPIRED);
  });

  it('using the newest link kills the older outstanding links of the account', async () => {
    const u = await registerUser(t.app);
    const first = await requestResetLink(u.email);
    const second = await requestResetLink(u.email);
    expect(second.token).not.toBe(first.token);
    await resetWith(second.email, second.token).expect(200);
    expect((await resetWith(first.email, first.token, 'something-else-entirely')).body).toEqual(LINK_EXPIRED);
    await login(u, NEW_PASSWORD).expect(200);
  });

  it('LINK_EXPIRED is localized', async () => {
    const u = await registerUser(t.app);
    const res = await reset({ email: u.email, token: 'nope', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, 'zh-CN');
    expect(res.body).toEqual({ code: 'LINK_EXPIRED', message: '该链接已过期或已被使用，请重新申请。' });
  });

  describe('validation (422), which leaves the token usable', () => {
    let u: CreatedUser & { body: unknown };
    let link: { token: string; email: string };
    beforeAll(async () => {
      u = await registerUser(t.app);
      link = await requestResetLink(u.email);
    });

    it.each([
      ['passwords differ', { password_confirmation: `${NEW_PASSWORD}x` }, 'password_confirmation', 'The passwords do not match.'],
      ['password too short', { password: 'short', password_confirmation: 'short' }, 'password', 'Passwords have at least 8 characters.'],
      ['password missing', { password: undefined }, 'password', 'This field is required.'],
      ['confirmation missing', { password_confirmation: undefined }, 'password_confirmation', 'This field is required.'],
      ['token missing', { token: undefined }, 'token', 'This field is required.'],
      ['e-mail malformed', { email: 'not-an-email' }, 'email', 'Please enter a valid e-mail address.'],
    ])('%s', async (_label, overrides, field, message) => {
      const body: Record<string, unknown> = {
        email: link.email,
        token: link.token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        ...overrides,
      };
      for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
      const res = await reset(body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('after all those refusals the old password still works and the link still resets', async () => {
      await login(u, PASSWORD).expect(200);
      await resetWith(link.email, link.token).expect(200);
      await login(u, NEW_PASSWORD).expect(200);
    });
  });
});

describe('POST /set-url and POST /reset-url (set-password links)', () => {
  it('/set-url mails the caller a /password/set link that works with /auth/reset-password', async () => {
    const u = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    const res = await request(t.app).post('/api/set-url').set(bearer(u.token)).expect(200);
    expect(res.body).toEqual({ message: 'We sent a link to set the password.' });
    const link = linkIn(await mailAfter(since, u.email, /set your password/i));
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toBe('/password/set');
    expect(link.searchParams.get('email')).toBe(u.email);
    const rows: { kind: string }[] = await t.ctx.ds.query(`SELECT kind FROM password_tokens WHERE user_id = $1`, [u.id]);
    expect(rows).toEqual([{ kind: 'set' }]);

    await resetWith(link.searchParams.get('email')!, link.searchParams.get('token')!).expect(200);
    await login(u, NEW_PASSWORD).expect(200);
    expect((await login(u, PASSWORD)).body.code).toBe('UNAUTHORIZED');
  });

  it('/set-url needs a login', async () => {
    const res = await request(t.app).post('/api/set-url');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('/reset-url by a super-admin mails the target user a working link, not the admin', async () => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const target = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    const res = await request(t.app).post('/api/reset-url').set(bearer(admin.token)).send({ user_id: target.id }).expect(200);
    expect(res.body).toEqual({ message: 'We sent a link to set the password.' });
    const mail = await mailAfter(since, target.email, /set your password/i);
    expect(mail.to).toEqual([target.email]);
    await t.ctx.queue.drain();
    expect(t.mailbox.mails.slice(since).filter((m) => m.to.includes(admin.email))).toEqual([]);
    const link = linkIn(mail);
    await resetWith(link.searchParams.get('email')!, link.searchParams.get('token')!).expect(200);
    await login(target, NEW_PASSWORD).expect(200);
  });

  it.each([['student'], ['teacher'], ['company-admin']] as const)('/reset-url by a %s is 403 and sends nothing', async (role) => {
    const caller = await createUser(t.app, t.ctx.ds, [role]);
    const target = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    const res = await request(t.app).post('/api/reset-url').set(bearer(caller.token)).send({ user_id: target.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
    await t.ctx.queue.drain();
    expect(t.mailbox.mails.slice(since).filter((m) => /set your password/i.test(m.subject))).toEqual([]);
    const rows: { n: number }[] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM password_tokens WHERE user_id = $1`, [target.id]);
    expect(rows[0].n).toBe(0);
  });

  it.each([
    ['missing', {}, 'This field is required.'],
    ['not a number', { user_id: 'abc' }, 'Please give a valid id.'],
    ['zero', { user_id: 0 }, 'Please give a valid id.'],
  ])('/reset-url by a super-admin with user_id %s is 422', async (_label, body, message) => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const res = await request(t.app).post('/api/reset-url').set(bearer(admin.token)).send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ user_id: [message] });
  });

  it('/reset-url for a user that does not exist is 400 NOT_FOUND_USER', async () => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const res = await request(t.app).post('/api/reset-url').set(bearer(admin.token)).send({ user_id: 2_000_000_000 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOT_FOUND_USER');
  });

  it('/reset-url needs a login', async () => {
    const res = await request(t.app).post('/api/reset-url').send({ user_id: 1 });
    expect(res.status).toBe(401);
  });
});
