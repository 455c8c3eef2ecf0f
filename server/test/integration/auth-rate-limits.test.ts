/**
 * Rate limits of login, captcha and password reset, once with the in-process store and once with the
 * Redis store (shared by every API replica). The Redis block runs only when REDIS_URL is set; otherwise a
 * loud warning says so.
 */
import type { Express } from 'express';
import IORedis from 'ioredis';
import request from 'supertest';
import { createApp } from '../../src/app';
import bcrypt from 'bcrypt';
import { PASSWORD, uid } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/context';
import { linkIn } from '../helpers/mailbox';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    [
      '',
      '#'.repeat(78),
      '#  REDIS_URL is not set: the Redis-backed rate-limit tests in auth-rate-limits.test.ts DID NOT RUN.',
      '#  Only the in-process store was tested. Set REDIS_URL=redis://127.0.0.1:6379 to run them.',
      '#'.repeat(78),
      '',
    ].join('\n'),
  );
}

const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait a while and try again.' };

function expect429(res: request.Response, windowSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

type StoreKind = 'memory' | 'redis';

function rateLimitSuite(kind: StoreKind): void {
  describe(`rate limits with the ${kind} store`, () => {
    let redis: IORedis | null = null;
    const opened: TestApp[] = [];

    beforeAll(() => {
      if (kind === 'redis') redis = new IORedis(REDIS_URL!, { maxRetriesPerRequest: 2 });
    });

    afterAll(async () => {
      if (redis) {
        for (const t of opened) {
          const keys = await redis.keys(`${t.ctx.config.rateLimit.prefix}*`);
          if (keys.length) await redis.del(...keys);
        }
        await redis.quit();
      }
      await Promise.all(opened.map((t) => t.close()));
    });

    /** The real app with these limits, its counters in this suite's store. */
    async function appWith(env: Record<string, string>): Promise<{ t: TestApp; app: Express }> {
      const t = await buildTestApp(env);
      opened.push(t);
      return { t, app: kind === 'redis' ? createApp({ ...t.ctx, redis }) : t.app };
    }

    const login = (app: Express, body: Record<string, unknown>) => request(app).post('/api/auth/login').send(body);

    /**
     * Users inserted straight into the table, so creating them costs no requests. Their (real) bcrypt hash
     * has cost 4: login compares at the stored cost, which keeps 50-user classes fast.
     */
    async function classOf(t: TestApp, n: number): Promise<string[]> {
      const hash = await bcrypt.hash(PASSWORD, 4);
      const names = Array.from({ length: n }, (_, i) => `c${uid()}${i}`);
      await t.ctx.ds.query(
        `INSERT INTO users (username, email, password_hash, roles) SELECT u, u || '@example.com', $2, '{student}' FROM unnest($1::text[]) AS u`,
        [names, hash],
      );
      return names;
    }

    it('uses the store it was given', async () => {
      const { t, app } = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '3' });
      await login(app, { username: `nobody${uid()}`, password: 'x' }).expect(400);
      if (redis) expect((await redis.keys(`${t.ctx.config.rateLimit.prefix}*`)).length).toBeGreaterThan(0);
      else expect(t.ctx.redis).toBeNull();
    });

    describe('login per identifier (3 failures in 15 minutes)', () => {
      let app: Express;
      let u: { username: string };
      let v: { username: string };
      beforeAll(async () => {
        const built = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
        app = built.app;
        const [a, b] = await classOf(built.t, 2);
        u = { username: a };
        v = { username: b };
      });

      it('failed logins for one identifier (in any letter case) hit 429 TOO_MANY_ATTEMPTS with Retry-After; then even the right password waits', async () => {
        for (const name of [u.username, u.username.toUpperCase(), ` ${u.username} `]) {
          const res = await login(app, { username: name, password: 'wrong-password' });
          expect(res.status).toBe(400);
          expect(res.body.code).toBe('UNAUTHORIZED');
        }
        expect429(await login(app, { username: u.username, password: 'wrong-password' }), 15 * 60);
        expect429(await login(app, { username: u.username, password: PASSWORD }), 15 * 60);
      });

      it('another identifier from the same IP is not affected', async () => {
        const ok = await login(app, { username: v.username, password: PASSWORD });
        expect(ok.status).toBe(200);
        const fail = await login(app, { username: v.username, password: 'wrong-password' });
        expect(fail.status).toBe(400);
      });

      it('the 429 message is localized', async () => {
        const res = await request(app).post('/api/auth/login').set('Accept-Language', 'zh-CN').send({ username: u.username, password: 'x' });
        expect(res.status).toBe(429);
        expect(res.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: '尝试次数过多，请稍后再试。' });
      });
    });

    it('a blank e-mail beside the username, or the account e-mail in place of its username, draws on the same per-account limit', async () => {
      const { t, app } = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
      const [name] = await classOf(t, 1);
      await login(app, { email: '', username: name, password: 'wrong-password' }).expect(400);
      await login(app, { email: '   ', username: name.toUpperCase(), password: 'wrong-password' }).expect(400);
      await login(app, { email: `${name.toUpperCase()}@example.com`, username: '', password: 'wrong-password' }).expect(400);
      for (const body of [
        { username: name, password: PASSWORD },
        { email: '', username: name, password: PASSWORD },
        { email: `${name}@example.com`, password: PASSWORD },
      ])
        expect429(await login(app, body), 15 * 60);
    });

    it('an identifier no account uses is limited on its normalized form', async () => {
      const { app } = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '2', RATE_LIMIT_LOGIN_PER_IP: '1000' });
      const ghost = `ghost${uid()}`;
      await login(app, { username: ghost, password: 'x' }).expect(400);
      await login(app, { email: null, username: ` ${ghost.toUpperCase()} `, password: 'x' }).expect(400);
      expect429(await login(app, { email: '', username: ghost, password: 'x' }), 15 * 60);
    });

    it('successful logins do not count against the identifier', async () => {
      const { t, app } = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
      const [name] = await classOf(t, 1);
      for (let i = 0; i < 8; i++) await login(app, { username: name, password: PASSWORD }).expect(200);
      for (let i = 0; i < 3; i++) await login(app, { username: name, password: 'wrong-password' }).expect(400);
      expect429(await login(app, { username: name, password: 'wrong-password' }), 15 * 60);
    });

    describe('login per IP (20 failures): a class of 50 behind one address', () => {
      const LIMITS = { RATE_LIMIT_LOGIN_PER_IP: '20', RATE_LIMIT_LOGIN_PER_IDENTIFIER: '1000' };

      it('50 distinct users logging in one after another all succeed', async () => {
        const { t, app } = await appWith(LIMITS);
        const names = await classOf(t, 50);
        const statuses: number[] = [];
        for (const name of names) statuses.push((await login(app, { username: name, password: PASSWORD })).status);
        expect(statuses).toEqual(names.map(() => 200));
      });

      it('50 distinct users logging in at the same moment all succeed', async () => {
        const { t, app } = await appWith(LIMITS);
        const names = await classOf(t, 50);
        const results = await Promise.all(names.map((name) => login(app, { username: name, password: PASSWORD })));
        const refused = results.filter((r) => r.status !== 200).length;
        expect({ refused, statuses: [...new Set(results.map((r) => r.status))] }).toEqual({ refused: 0, statuses: [200] });
      });

      it('20 failures from the IP (any identifiers) block the 21st request, even a correct login', async () => {
        const { t, app } = await appWith(LIMITS);
        const names = await classOf(t, 21);
        for (const name of names.slice(0, 20)) await login(app, { username: name, password: 'wrong-password' }).expect(400);
        expect429(await login(app, { username: names[20], password: PASSWORD }), 15 * 60);
      });
    });

    it('captcha per IP (3 in 15 minutes)', async () => {
      const { app } = await appWith({ RATE_LIMIT_CAPTCHA_PER_IP: '3' });
      for (let i = 0; i < 3; i++) await request(app).get('/api/auth/captcha/flat').expect(200);
      expect429(await request(app).get('/api/auth/captcha/flat'), 15 * 60);
    });

    it('password-reset requests per identifier (2 an hour), whatever the letter case; another e-mail still works', async () => {
      const { t, app } = await appWith({ RATE_LIMIT_RESET_PER_IDENTIFIER: '2', RATE_LIMIT_RESET_PER_IP: '1000' });
      const [a, b] = await classOf(t, 2);
      const reset = (email: string) => request(app).post('/api/auth/request-reset-password').send({ email });
      await reset(`${a}@example.com`).expect(200);
      await reset(`${a.toUpperCase()}@EXAMPLE.COM`).expect(200);
      expect429(await reset(`${a}@example.com`), 3600);
      expect429(await reset(`${a.toUpperCase()}@example.com`), 3600);
      await reset(`${b}@example.com`).expect(200);
      // Unknown addresses count too, so the limit cannot be used to probe for accounts for free.
      const ghost = `ghost-${uid()}@example.com`;
      await reset(ghost).expect(200);
      await reset(ghost).expect(200);
      expect429(await reset(ghost), 3600);
    });

    it('a user who used up the reset requests can still use the link that was mailed (same in every store)', async () => {
      const { t, app } = await appWith({ RATE_LIMIT_RESET_PER_IDENTIFIER: '2', RATE_LIMIT_RESET_PER_IP: '1000' });
      const [name] = await classOf(t, 1);
      const email = `${name}@example.com`;
      await request(app).post('/api/auth/request-reset-password').send({ email }).expect(200);
      await request(app).post('/api/auth/request-reset-password').send({ email }).expect(200);
      await t.ctx.queue.drain();
      const mails = t.mailbox.mails.filter((m) => m.to.includes(email) && /reset/i.test(m.subject));
      expect(mails).toHaveLength(2);
      const link = linkIn(mails[1]);
      const res = await request(app)
        .post('/api/auth/reset-password')
        .send({ email, token: link.searchParams.get('token'), password: 'brand-new-passphrase', password_confirmation: 'brand-new-passphrase' });
      expect(res.status).toBe(200);
      await login(app, { username: name, password: 'brand-new-passphrase' }).expect(200);
    });

    if (kind === 'redis') {
      it('two API replicas on one Redis share the counters', async () => {
        const { t } = await appWith({ RATE_LIMIT_LOGIN_PER_IDENTIFIER: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
        const replicaA = createApp({ ...t.ctx, redis });
        const replicaB = createApp({ ...t.ctx, redis });
        const [name] = await classOf(t, 1);
        await login(replicaA, { username: name, password: 'wrong' }).expect(400);
        await login(replicaB, { username: name, password: 'wrong' }).expect(400);
        await login(replicaA, { username: name, password: 'wrong' }).expect(400);
        expect429(await login(replicaB, { username: name, password: PASSWORD }), 15 * 60);
      });
    }
  });
}

rateLimitSuite('memory');
if (REDIS_URL) rateLimitSuite('redis');
