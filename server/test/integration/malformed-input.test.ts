/**
 * Input no route may answer 500 (issue 11, items 2 to 5): malformed %-escapes in paths (API, uploads and
 * the SPA fallback), NUL anywhere in a string, unpaired UTF-16 surrogates, ids past the int4 columns.
 * The OpenAPI-driven fuzz suite (fuzz-openapi.test.ts) sweeps every route; these pin each rule down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { Role } from '@app/shared';
import { createApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/context';
import { bearer, createUser, registerUser, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let admin: CreatedUser;
let parent: CreatedUser;
let teacher: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.ctx.ds, [Role.SuperAdmin]);
  parent = await createUser(t.app, t.ctx.ds, [Role.Parent]);
  teacher = await createUser(t.app, t.ctx.ds, [Role.Teacher]);
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\ud800';

describe('a malformed %-escape in a path', () => {
  const logged: { level: number; msg: string }[] = [];
  let app: ReturnType<typeof createApp>;
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        cb();
      },
    });
    app = createApp({ ...t.ctx, logger: pino({ level: 'debug' }, sink) }, { serveClient: true, clientDist: dist });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['/api/profile/%ZZ', true],
    ['/api/admin/users/%ZZ', true],
    ['/api/uploads/%ZZ', false],
    ['/api/uploads/%E0%A4%A', false],
    ['/%ZZ', false],
    ['/practice/%ZZ', false],
  ])('GET %s answers 400 and logs no error line', async (url, withLogin) => {
    logged.length = 0;
    const res = await request(app)
      .get(url)
      .set(withLogin ? bearer(admin.token) : {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: 'This address is not valid.' });
    expect(logged.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('a NUL in a path answers 400 too, and good paths still work', async () => {
    await request(app).get('/api/uploads/%00abc.png').expect(400);
    await request(app).get('/practice/1').expect(200);
    await request(app)
      .get('/api/profile/1')
      .set(bearer(admin.token))
      .expect((r) => expect(r.status).toBeLessThan(500));
  });
});

describe('NUL in any string input answers 422 naming the field', () => {
  it.each([
    [
      'login username',
      () =>
        request(t.app)
          .post('/api/auth/login')
          .send({ username: `x${NUL}`, password: 'p' }),
      'username',
    ],
    [
      'login password',
      () =>
        request(t.app)
          .post('/api/auth/login')
          .send({ username: 'someone', password: `p${NUL}` }),
      'password',
    ],
    ['a search query', () => request(t.app).get('/api/admin/users?q=%00').set(bearer(admin.token)), 'q'],
    [
      'a nested teacher profile field',
      () =>
        request(t.app)
          .patch('/api/teacher/profile')
          .set(bearer(teacher.token))
          .send({ teacher: { school: `S${NUL}` } }),
      'teacher.school',
    ],
    [
      'an item of a list',
      () =>
        request(t.app)
          .patch('/api/teacher/profile')
          .set(bearer(teacher.token))
          .send({ subjects: ['math', `a${NUL}`] }),
      'subjects[1]',
    ],
    [
      'an object key',
      () =>
        request(t.app)
          .post('/api/auth/login')
          .send({ [`k${NUL}`]: 1, username: 'x', password: 'y' }),
      `k${NUL}`,
    ],
  ])('%s', async (_what, send, field) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[field]).toEqual(['This contains characters that cannot be saved.']);
  });

  it('the message is localized', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Accept-Language', 'zh-TW')
      .send({ username: `x${NUL}`, password: 'p' });
    expect(res.body.errors.username).toEqual(['這裡有無法儲存的字元。']);
  });
});

describe('an unpaired UTF-16 surrogate in an e-mail answers 422, not 500', () => {
  const email = `a${LONE}@example.com`;
  it.each([
    ['request-reset-password', () => request(t.app).post('/api/auth/request-reset-password').send({ email })],
    [
      'reset-password',
      () =>
        request(t.app)
          .post('/api/auth/reset-password')
          .send({ email, token: 'x', password: 'long-enough-pass', password_confirmation: 'long-enough-pass' }),
    ],
    ['check-email', () => request(t.app).post('/api/check-email').set(bearer(parent.token)).send({ email })],
    [
      'register',
      () =>
        request(t.app)
          .post('/api/auth/register')
          .send({ email: `\udc00${email}` }),
    ],
  ])('%s', async (_what, send) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This contains characters that cannot be saved.']);
  });

  it('a well-formed pair (an emoji) is still ordinary text', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ username: 'a😀b', password: 'p' });
    expect(res.status).toBe(400);
  });
});

describe('ids beyond the int4 columns answer 422', () => {
  it.each([2147483648, 1e20, '9223372036854775808', '99999999999999999999999'])('POST /api/reset-url {user_id: %p}', async (id) => {
    const res = await request(t.app).post('/api/reset-url').set(bearer(admin.token)).send({ user_id: id });
    expect(res.status).toBe(422);
    expect(res.body.errors.user_id).toEqual(['Please give a valid id.']);
  });

  it('POST /api/auth/email/request-verify {user_id: 2147483648}', async () => {
    const me = await registerUser(t.app);
    const res = await request(t.app).post('/api/auth/email/request-verify').set(bearer(me.token)).send({ user_id: 2147483648 });
    expect(res.status).toBe(422);
  });

  it('the largest int4 is still an id (404-like answers, not 422)', async () => {
    const res = await request(t.app).post('/api/reset-url').set(bearer(admin.token)).send({ user_id: 2147483647 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOT_FOUND_USER');
  });
});
