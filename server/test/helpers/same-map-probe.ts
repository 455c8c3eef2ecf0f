/**
 * Child process of http-server.test.ts, run with --allow-natives-syntax: serves two concurrent requests
 * with an Express app on the server `argv[2]` names ('app-server' = createHttpServer, 'plain' =
 * http.createServer) and prints whether the two requests, and the two responses, share one V8 hidden class.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createHttpServer } from '../../src/lib/http-server';

// V8's intrinsic, reachable only under --allow-natives-syntax; built at run time so TypeScript parses the file.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

const app = express();
const live: { req: object; res: express.Response }[] = [];
app.get('/warm-up', (_req, res) => {
  res.json({});
});
app.get('/', (req, res) => {
  live.push({ req, res });
  // Both requests are held until the second arrives, so the two objects are alive side by side.
  if (live.length < 2) return;
  // Compared once both bodies have been read: the parser marks a request complete after its handler
  // starts, and a field caught before that write differs only in V8's constness bookkeeping.
  const compare = () => {
    if (!live.every(({ req: r }) => (r as http.IncomingMessage).complete)) return setImmediate(compare);
    const [a, b] = live;
    const result = {
      sameRequestMap: haveSameMap(a.req, b.req),
      sameResponseMap: haveSameMap(a.res, b.res),
      requestProtoIsApps: Object.getPrototypeOf(a.req) === app.request && Object.getPrototypeOf(b.req) === app.request,
      responseProtoIsApps: Object.getPrototypeOf(a.res) === app.response && Object.getPrototypeOf(b.res) === app.response,
      expressWorks: typeof (a.req as express.Request).get('host') === 'string',
    };
    for (const { res: r } of live) r.json(result);
  };
  compare();
});

const server = process.argv[2] === 'app-server' ? createHttpServer(app) : http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const get = (p = '/') =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: p, agent: false }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  // Warm-up first: the first objects' hidden classes are replaced while V8 settles their fields'
  // representations, which would make even identical objects differ.
  const warmUp = async () => {
    for (let i = 0; i < 20; i++) await get('/warm-up');
  };
  void warmUp()
    .then(() => Promise.all([get(), get()]))
    .then(([body]) => {
      process.stdout.write(body);
      server.close();
    });
});
