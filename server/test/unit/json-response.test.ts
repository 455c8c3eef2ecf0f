import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { useLeanJson } from '../../src/lib/json-response';

/**
 * useLeanJson (issue 17): the same bytes on the wire as Express's res.json, and Express's own res.json for
 * every case where its general path could answer differently (HEAD, conditional requests, stripped
 * statuses, a route's own Content-Type, json settings).
 */
interface Wire {
  status: number;
  headers: string[];
  body: string;
}

function routes(app: Express): Express {
  app.set('etag', false);
  app.get('/obj', (_req, res) => void res.json({ a: 1, s: 'é 中文', d: new Date(0), n: null }));
  app.get('/big', (_req, res) => void res.json({ s: 'x'.repeat(2000), t: '字'.repeat(600) }));
  app.get('/created', (_req, res) => void res.status(201).json([1, 2]));
  app.get('/null', (_req, res) => void res.json(null));
  app.get('/string', (_req, res) => void res.json('text'));
  app.get('/undefined', (_req, res) => void res.json(undefined));
  app.get('/no-content', (_req, res) => void res.status(204).json({ a: 1 }));
  app.get('/reset', (_req, res) => void res.status(205).json({ a: 1 }));
  app.get('/typed', (_req, res) => void res.type('application/problem+json').json({ a: 1 }));
  app.get('/chunked', (_req, res) => void res.set('Transfer-Encoding', 'chunked').json({ a: 1 }));
  app.get('/cached', (_req, res) => void res.set('Cache-Control', 'no-store').json({ a: 1 }));
  return app;
}

async function serve<T>(app: Express, use: (port: number) => Promise<T>): Promise<T> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function fetchWire(port: number, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: string[] = [];
        // Date changes between the two answers; everything else must match, in order.
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i] !== 'Date') pairs.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const CASES: { path: string; method?: string; headers?: Record<string, string>; lean: boolean }[] = [
  { path: '/obj', lean: true },
  { path: '/big', lean: true },
  { path: '/created', lean: true },
  { path: '/null', lean: true },
  { path: '/string', lean: true },
  { path: '/cached', lean: true },
  { path: '/undefined', lean: false },
  { path: '/no-content', lean: false },
  { path: '/reset', lean: false },
  { path: '/typed', lean: false },
  { path: '/chunked', lean: false },
  { path: '/obj', method: 'HEAD', lean: false },
  { path: '/obj', headers: { 'if-none-match': '*' }, lean: false },
  { path: '/obj', headers: { 'if-modified-since': new Date().toUTCString() }, lean: false },
];

describe('useLeanJson', () => {
  it.each(CASES.map((c) => ({ ...c, title: `${c.method ?? 'GET'} ${c.path}${c.headers ? ` (${Object.keys(c.headers).join(', ')})` : ''}` })))(
    '$title answers byte for byte as Express does',
    async ({ path, method, headers, lean }) => {
      const expected = await serve(routes(express()), (port) => fetchWire(port, path, method, headers));
      const app = express();
      const expressJson = jest.fn(app.response.json);
      app.response.json = expressJson;
      useLeanJson(app);
      const actual = await serve(routes(app), (port) => fetchWire(port, path, method, headers));
      expect(actual).toEqual(expected);
      // The short way is taken exactly where it is meant to be; elsewhere Express's own res.json answers.
      expect(expressJson).toHaveBeenCalledTimes(lean ? 0 : 1);
    },
  );

  it('leaves the answer to Express when the app has a json setting', async () => {
    const make = (lean: boolean) => {
      const app = express();
      app.set('json spaces', 2);
      if (lean) useLeanJson(app);
      return routes(app);
    };
    const expected = await serve(make(false), (port) => fetchWire(port, '/obj'));
    expect(expected.body).toContain('\n  "a": 1');
    expect(await serve(make(true), (port) => fetchWire(port, '/obj'))).toEqual(expected);
  });
});
