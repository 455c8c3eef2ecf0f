/**
 * E-mail verification: a signed, expiring link mailed at registration (real SMTP), verified only by the
 * logged-in owner; POST /auth/email/request-verify sends a new one.
 */
import request from 'supertest';
import { bearer, createUser, registerUser, type CreatedUser } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { linkIn, type ReceivedMail } from '../helpers/mailbox';
import { emailVerificationService } from '../../src/modules/auth/email-verification.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FORBIDDEN = { code: 'FORBIDDEN', message: 'You do not have permission to do this.' };

/** The first mail to `to` matching `subject` that arrived after `since` mails. */
const mailAfter = (since: number, to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail> =>
  t.mailbox.waitFor(to, subject, timeoutMs, since);

/** The API call a web link /email/verify/{id}/{hash}?expires&signature turns into. */
const apiPath = (link: URL) => `/api${link.pathname.replace(/^\/email\//, '/auth/email/')}${link.search}`;
const verify = (link: URL, token: string) => request(t.app).post(apiPath(link)).set(bearer(token));

async function registeredWithLink(
  overrides: Record<string, unknown> = {},
  lang?: string,
): Promise<{ u: CreatedUser; link: URL; mail: ReceivedMail }> {
  const since = t.mailbox.mails.length;
  const u = lang ? await registerWithLang(overrides, lang) : await registerUser(t.app, overrides);
  const mail = await mailAfter(since, u.email, /verif|验证|驗證/i);
  return { u, link: linkIn(mail), mail };
}

async function registerWithLang(overrides: Record<string, unknown>, lang: string): Promise<CreatedUser> {
  const captcha = await request(t.app).get('/api/auth/captcha/flat').expect(200);
  const name = `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const res = await request(t.app)
    .post('/api/auth/register')
    .set('Accept-Language', lang)
    .send({
      first_name: '明',
      last_name: '李',
      username: name,
      email: `${name}@example.com`,
      password: 'correct-horse-battery',
      password_confirmation: 'correct-horse-battery',
      captcha: 'pass-test',
      captcha_key: captcha.body.key,
      ...overrides,
    })
    .expect(201);
  return { id: res.body.user.id, username: name, email: `${name}@example.com`, password: 'correct-horse-battery', token: res.body.access_token };
}

const verifiedAt = async (id: number): Promise<Date | null> =>
  ((await t.ctx.ds.query(`SELECT email_verified_at FROM users WHERE id = $1`, [id])) as { email_verified_at: Date | null }[])[0].email_verified_at;

function withQuery(link: URL, changes: Record<string, string>): URL {
  const copy = new URL(link.toString());
  for (const [k, v] of Object.entries(changes)) copy.searchParams.set(k, v);
  return copy;
}

describe('the link mailed at registration', () => {
  it('is a signed link to /email/verify/{id}/{hash} that expires in 24 hours', async () => {
    const { u, link, mail } = await registeredWithLink();
    expect(mail.to).toEqual([u.email]);
    expect(mail.subject).toMatch(/^Verify your e-mail address · /);
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toMatch(new RegExp(`^/email/verify/${u.id}/[a-f0-9]{40}$`));
    expect(link.searchParams.get('signature')).toMatch(/^[a-f0-9]{64}$/);
    const expires = Number(link.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + 24 * 3600))).toBeLessThan(120);
  });

  it('is written in the language the user registered in', async () => {
    const { mail } = await registeredWithLink({}, 'zh-CN');
    // Whitespace is dropped: helpers/mail-parse.ts leaves spaces between adjacent RFC 2047 encoded words.
    expect(mail.subject.replace(/\s+/g, '')).toBe('验证你的邮箱地址·SummitPrep');
    expect(mail.text).toContain('链接将在 24 小时后失效');
    // The sender is the tenant the user signed up with, not the main brand (issue 12 item 16).
    expect(mail.from).toMatch(/^"?Summit Prep"? <[^>]+@[^>]+>$/);
    expect(mail.from).not.toContain('SAT Practice');
  });

  it('verifies the logged-in owner: 200 with the user, visible on /auth/me, and repeating it is harmless', async () => {
    const { u, link } = await registeredWithLink();
    expect(await verifiedAt(u.id)).toBeNull();
    const res = await verify(link, u.token).expect(200);
    expect(res.body.user.id).toBe(u.id);
    expect(Date.parse(res.body.user.email_verified_at)).toBeGreaterThan(Date.now() - 60_000);
    const me = await request(t.app).get('/api/auth/me').set(bearer(u.token)).expect(200);
    expect(me.body.user.email_verified_at).toBe(res.body.user.email_verified_at);

    const again = await verify(link, u.token).expect(200);
    expect(again.body.user.email_verified_at).toBe(res.body.user.email_verified_at);
  });

  it("with another user's token is 403 and verifies nobody", async () => {
    const { u, link } = await registeredWithLink();
    const other = await registerUser(t.app);
    const res = await verify(link, other.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await verifiedAt(u.id)).toBeNull();
    expect(await verifiedAt(other.id)).toBeNull();
  });

  it('needs a login', async () => {
    const { u, link } = await registeredWithLink();
    const res = await request(t.app).post(apiPath(link));
    expect(res.status).toBe(401);
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it.each([
    ['a tampered signature', (l: URL) => withQuery(l, { signature: l.searchParams.get('signature')!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })],
    ['a later expiry under the old signature', (l: URL) => withQuery(l, { expires: String(Number(l.searchParams.get('expires')) + 3600) })],
    [
      'another hash under the old signature',
      (l: URL) => new URL(l.toString().replace(/\/([a-f0-9]{40})\?/, (_m, h: string) => `/${h.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}?`)),
    ],
    ['the signature of another user', null],
  ])('with %s is 403', async (_label, mutate) => {
    const { u, link } = await registeredWithLink();
    let bad: URL;
    if (mutate) bad = mutate(link);
    else {
      const other = await registeredWithLink();
      bad = withQuery(link, { signature: other.link.searchParams.get('signature')! });
    }
    expect(bad.toString()).not.toBe(link.toString());
    const res = await verify(bad, u.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it('an expired link (made 25 hours ago, correctly signed) is 400 LINK_EXPIRED', async () => {
    const u = await registerUser(t.app);
    const old = new URL(emailVerificationService(t.ctx).link({ id: u.id, email: u.email }, Date.now() - 25 * 3600 * 1000));
    expect(Number(old.searchParams.get('expires')) * 1000).toBeLessThan(Date.now());
    const res = await verify(old, u.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'LINK_EXPIRED', message: 'This link has expired or was already used. Please ask for a new one.' });
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it('a link made 23 hours ago still works', async () => {
    const u = await registerUser(t.app);
    const recent = new URL(emailVerificationService(t.ctx).link({ id: u.id, email: u.email }, Date.now() - 23 * 3600 * 1000));
    await verify(recent, u.token).expect(200);
    expect(await verifiedAt(u.id)).not.toBeNull();
  });

  it('a link for an address the user has since changed does not verify the new one (403)', async () => {
    const { u, link } = await registeredWithLink();
    await t.ctx.ds.query(`UPDATE users SET email = $1 WHERE id = $2`, [`changed-${u.email}`, u.id]);
    const res = await verify(link, u.token);
    expect(res.status).toBe(403);
    expect(await verifiedAt(u.id)).toBeNull();
  });

  it.each([
    ['a short hash', (l: URL) => new URL(l.toString().replace(/\/([a-f0-9]{40})\?/, '/abc?'))],
    ['no signature', (l: URL) => new URL(`${l.origin}${l.pathname}?expires=${l.searchParams.get('expires')}`)],
    ['no expiry', (l: URL) => new URL(`${l.origin}${l.pathname}?signature=${l.searchParams.get('signature')}`)],
    ['a non-numeric id', (l: URL) => new URL(l.toString().replace(/\/verify\/\d+\//, '/verify/abc/'))],
  ])('a malformed link (%s) is 422', async (_label, mutate) => {
    const { u, link } = await registeredWithLink();
    const res = await verify(mutate(link), u.token);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /auth/email/request-verify', () => {
  const requestVerify = (token: string, userId: unknown) =>
    request(t.app).post('/api/auth/email/request-verify').set(bearer(token)).send({ user_id: userId });

  it('for oneself: 200 "Verification email sent" and a new mail whose link verifies', async () => {
    const u = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    const res = await requestVerify(u.token, u.id).expect(200);
    expect(res.body).toEqual({ message: 'Verification email sent' });
    const link = linkIn(await mailAfter(since, u.email, /verify/i));
    await verify(link, u.token).expect(200);
    expect(await verifiedAt(u.id)).not.toBeNull();
  });

  it('the confirmation follows accept-language', async () => {
    const u = await registerUser(t.app);
    const res = await request(t.app)
      .post('/api/auth/email/request-verify')
      .set(bearer(u.token))
      .set('Accept-Language', 'zh-TW')
      .send({ user_id: u.id })
      .expect(200);
    expect(res.body).toEqual({ message: '驗證郵件已寄出' });
  });

  it('for another user as a student: 403 and no mail', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    await t.ctx.queue.drain();
    const since = t.mailbox.mails.length;
    const res = await requestVerify(u.token, other.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    await t.ctx.queue.drain();
    expect(t.mailbox.mails.slice(since).filter((m) => m.to.includes(other.email))).toEqual([]);
  });

  it('for another user as a super-admin: 200 and the mail goes to that user', async () => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const other = await registerUser(t.app);
    const since = t.mailbox.mails.length;
    await requestVerify(admin.token, other.id).expect(200);
    const mail = await mailAfter(since, other.email, /verify/i);
    expect(linkIn(mail).pathname).toMatch(new RegExp(`^/email/verify/${other.id}/`));
  });

  it('when already verified: 400 with the already-verified message', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student'], { verified: true });
    const res = await requestVerify(u.token, u.id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: 'This e-mail address is already verified.' });
  });

  it('for a user that does not exist (super-admin): 400 NOT_FOUND_USER', async () => {
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    const res = await requestVerify(admin.token, 2_000_000_000);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOT_FOUND_USER');
  });

  it.each([
    ['missing', undefined, 'This field is required.'],
    ['not a number', 'me', 'Please give a valid id.'],
  ])('422 when user_id is %s', async (_label, userId, message) => {
    const u = await registerUser(t.app);
    const res = await requestVerify(u.token, userId);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ user_id: [message] });
  });

  it('needs a login', async () => {
    const res = await request(t.app).post('/api/auth/email/request-verify').send({ user_id: 1 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
