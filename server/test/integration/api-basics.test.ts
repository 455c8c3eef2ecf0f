/**
 * API basics: the one error shape (404, bad JSON, 500 without stack or SQL), tenant theme by host,
 * ip-geo with and without a trusted proxy, health.
 */
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { DEFAULT_GEO, ErrorCode } from '@app/shared';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { createDataSource } from '../../src/db/data-source';
import { errorHandler } from '../../src/lib/error-handler';
import { AppError } from '../../src/lib/errors';
import { buildTestApp, testConfig, type TestApp } from '../helpers/context';
import { bearer, createUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const INTERNAL = { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
const appWithEnv = (env: Record<string, string>) => createApp({ ...t.ctx, config: testConfig(env) });

describe('error shape', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/no/such/route'],
    ['DELETE', '/api/auth/me'],
  ])('%s %s is 404 JSON {code: NOT_FOUND}', async (method, path) => {
    const res = await request(t.app)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('the 404 message follows accept-language', async () => {
    const res = await request(t.app).get('/api/nope').set('Accept-Language', 'zh-CN');
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: '未找到。' });
  });

  it('a malformed JSON body is 400 BAD_REQUEST without a stack or parser internals', async () => {
    const res = await request(t.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": "ada", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    expect(res.text).not.toMatch(/stack|at JSON\.parse|SyntaxError|Unexpected/);
  });

  it('a body over 1 MB is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large (20 MB at most).' });
  });

  it.each([
    ['an unsupported charset', { 'Content-Type': 'application/json; charset=klingon' }],
    ['an unsupported content encoding', { 'Content-Type': 'application/json', 'Content-Encoding': 'foo' }],
  ])('a body with %s is a client error (400 BAD_REQUEST), not a 500', async (_label, headers) => {
    const res = await request(t.app).post('/api/auth/login').set(headers).send('{"username":"ada","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('headers: helmet is on, x-powered-by is off', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });
});

describe('the real errorHandler on a fresh app with throwing routes', () => {
  const logged: Record<string, unknown>[] = [];
  let app: express.Express;

  beforeAll(() => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line) as Record<string, unknown>);
        cb();
      },
    });
    app = express();
    app.use(express.json());
    app.get('/sync', () => {
      throw new Error('boom in /srv/app/src/secret-module.ts:42');
    });
    app.get('/sql', async () => {
      // A real failing query: the driver's message names the table and the statement.
      await t.ctx.ds.query(`SELECT password_hash FROM no_such_table_xyz WHERE email = $1`, ['leak@example.com']);
    });
    app.get('/type-error', (req) => {
      (req as unknown as { missing: { deeper: string } }).missing.deeper.toString();
    });
    app.get('/string', () => {
      throw 'a bare string';
    });
    app.get('/app-error', () => {
      throw new AppError(ErrorCode.CONFLICT);
    });
    app.use(errorHandler(pino({ level: 'error' }, sink)));
  });

  it.each(['/sync', '/sql', '/type-error', '/string'])('%s answers 500 {code: INTERNAL} with no stack, path or SQL', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(INTERNAL);
    expect(res.text).not.toMatch(/stack|secret-module|no_such_table|SELECT|password_hash|leak@example\.com|TypeError|at /);
  });

  it('the 500 is logged on the server with the real error', async () => {
    const before = logged.length;
    await request(app).get('/sql').expect(500);
    const entry = logged.slice(before).find((l) => l.msg === 'unhandled error');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('no_such_table_xyz');
    expect(entry).toMatchObject({ path: '/sql' });
  });

  it('the 500 message follows accept-language', async () => {
    const res = await request(app).get('/sync').set('Accept-Language', 'zh-TW');
    expect(res.body).toEqual({ code: 'INTERNAL', message: '伺服器發生錯誤，請再試一次。' });
  });

  it('an AppError keeps its own status and code', async () => {
    const res = await request(app).get('/app-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'This conflicts with the current state; reload and try again.' });
  });
});

describe('GET /api/tenant', () => {
  const THEME_FIELDS: [string, string][] = [
    ['themeColor', 'string'],
    ['logo', 'string'],
    ['image', 'string'],
    ['icon', 'string'],
    ['name', 'string'],
    ['tabName', 'string'],
    ['examName', 'string'],
    ['email', 'string'],
    ['isCompany', 'boolean'],
    ['isDarkBackground', 'boolean'],
    ['backgroundColor', 'string'],
    ['linkArr', 'object'],
  ];

  function expectTheme(body: Record<string, unknown>): void {
    for (const [field, type] of THEME_FIELDS) {
      expect(body).toHaveProperty(field);
      expect(typeof body[field]).toBe(type);
    }
    expect(body.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(Array.isArray(body.linkArr)).toBe(true);
    for (const link of body.linkArr as { label: string; url: string }[]) {
      expect(typeof link.label).toBe('string');
      expect(link.url).toMatch(/^https:\/\//);
    }
  }

  const tenant = (host: string, app = t.app) => request(app).get('/api/tenant').set('Host', host);

  it('Host localhost gives the main brand', async () => {
    const res = await tenant('localhost').expect(200);
    expectTheme(res.body);
    expect(res.body).toMatchObject({ product: 'sat', isMainBrand: true, isCompany: false, externalHome: null, name: 'Summit Prep', examName: 'SAT' });
  });

  it.each(['edu.localhost', 'edu.localhost:3000', 'EDU.LOCALHOST', 'edu.example.com'])('Host %s gives the edu tenant', async (host) => {
    const res = await tenant(host).expect(200);
    expectTheme(res.body);
    expect(res.body).toMatchObject({
      product: 'edu',
      isMainBrand: false,
      name: 'Bright Path Education Centre',
      externalHome: 'https://brightpath.example/',
    });
    expect(res.body.linkArr.length).toBeGreaterThan(0);
  });

  it('the corporate tenant is a company with a dark background', async () => {
    const res = await tenant('corp.localhost').expect(200);
    expectTheme(res.body);
    expect(res.body).toMatchObject({ product: 'corp', isCompany: true, isDarkBackground: true });
  });

  it('an unknown subdomain gives the main brand', async () => {
    const res = await tenant('nobody.localhost').expect(200);
    expect(res.body.product).toBe('sat');
  });

  it('TENANT_HOSTS maps a real partner domain to its tenant', async () => {
    const app = appWithEnv({ TENANT_HOSTS: 'practice.brightpath.example=edu, tests.mapleridge.example=school' });
    expect((await tenant('practice.brightpath.example', app).expect(200)).body.product).toBe('edu');
    expect((await tenant('Tests.MapleRidge.example:443', app).expect(200)).body.product).toBe('school');
    expect((await tenant('www.brightpath.example', app).expect(200)).body.product).toBe('sat');
  });
});

describe('GET /api/ip-geo', () => {
  it('127.0.0.1 gets the default location (US, Salt Lake City, America/Denver)', async () => {
    const res = await request(t.app).get('/api/ip-geo').expect(200);
    expect(res.body).toEqual({ iso_code: 'US', country: 'United States', city: 'Salt Lake City', timezone: 'America/Denver' });
    expect(res.body).toEqual(DEFAULT_GEO);
  });

  it('without a trusted proxy, X-Forwarded-For is ignored', async () => {
    const res = await request(t.app).get('/api/ip-geo').set('X-Forwarded-For', '8.8.8.8').expect(200);
    expect(res.body).toEqual(DEFAULT_GEO);
  });

  describe('with TRUST_PROXY=1', () => {
    let app: express.Express;
    beforeAll(() => {
      app = appWithEnv({ TRUST_PROXY: '1' });
    });

    it('a public address from X-Forwarded-For gets its real country (8.8.8.8 -> US)', async () => {
      const res = await request(app).get('/api/ip-geo').set('X-Forwarded-For', '8.8.8.8').expect(200);
      expect(res.body).toMatchObject({ iso_code: 'US', country: 'United States' });
      expect(typeof res.body.city).toBe('string');
      expect(res.body.timezone).toMatch(/^America\//);
    });

    it('a Taiwanese address (168.95.1.1) gets Taiwan and Asia/Taipei', async () => {
      const res = await request(app).get('/api/ip-geo').set('X-Forwarded-For', '168.95.1.1').expect(200);
      expect(res.body).toMatchObject({ iso_code: 'TW', country: 'Taiwan', timezone: 'Asia/Taipei' });
    });

    it('only the hop next to the proxy is trusted', async () => {
      // The client can prepend anything; with one trusted hop the proxy-appended address (8.8.8.8) counts.
      const res = await request(app).get('/api/ip-geo').set('X-Forwarded-For', '168.95.1.1, 8.8.8.8').expect(200);
      expect(res.body.iso_code).toBe('US');
    });

    it('private and unknown addresses fall back to the default', async () => {
      for (const ip of ['10.1.2.3', '192.168.0.10', '1.1.1.1']) {
        const res = await request(app).get('/api/ip-geo').set('X-Forwarded-For', ip).expect(200);
        expect(res.body).toEqual(DEFAULT_GEO);
      }
    });
  });

  it('TRUST_PROXY=false means no proxy is trusted (the app starts, X-Forwarded-For is ignored)', async () => {
    expect(loadConfig({ ...process.env, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const app = appWithEnv({ TRUST_PROXY: 'false' });
    const res = await request(app).get('/api/ip-geo').set('X-Forwarded-For', '8.8.8.8').expect(200);
    expect(res.body).toEqual(DEFAULT_GEO);
  });
});

describe('GET /api/health', () => {
  it('is ok with a live database', async () => {
    const res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('fails with a 5xx in the error shape when the database is unreachable, leaking nothing', async () => {
    const deadDs = createDataSource(t.ctx.config.databaseUrl!, 1);
    const app = createApp({ ...t.ctx, ds: deadDs });
    const res = await request(app).get('/api/health');
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body).toEqual(INTERNAL);
  });
});

describe('Cache-Control', () => {
  it('answers every per-user API request with no-store, errors included', async () => {
    const me = await createUser(t.app, t.ctx.ds, ['student']);
    for (const res of [
      await request(t.app).get('/api/auth/me').set(bearer(me.token)),
      await request(t.app).get('/api/profile').set(bearer(me.token)),
      await request(t.app).get('/api/auth/me'),
      await request(t.app).get('/api/nope'),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });
});
