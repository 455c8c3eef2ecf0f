/**
 * Child process: the autosave floor. node:http + pg doing the database work of
 * PUT /api/attempts/{id}/answers/{questionId} and nothing else: the JWT and session check (raw-session.ts)
 * and the app's own save statement (saveAnswerRow, so the two can never drift), on a pool of the same
 * size as the app's. What the app's figure would be with no framework: the gap between this and the
 * hello world is the database's, the gap between the app and this is Express and the middleware's.
 */
import http from 'node:http';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { saveAnswerRow, type SaveAnswerWrite } from '../src/modules/attempts/autosave.repository';
import { sessionReader } from './raw-session';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_DB_POOL ?? 20) });
const sessionUser = sessionReader(pool);
// saveAnswerRow runs its named statement on TypeORM's pg pool (pgPool in src/lib/named-statements.ts): hand it this one.
const ds = { driver: { master: pool } } as unknown as DataSource;
const PATH = /^\/api\/attempts\/(\d+)\/answers\/(\d+)$/;

async function readJson(req: http.IncomingMessage): Promise<SaveAnswerWrite> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SaveAnswerWrite;
}

const server = http.createServer(async (req, res) => {
  try {
    const body = await readJson(req);
    const user = await sessionUser(req.headers.authorization);
    const ids = PATH.exec(req.url ?? '');
    if (!user || !ids) {
      res.writeHead(user ? 404 : 401).end();
      return;
    }
    const questionId = Number(ids[2]);
    const r = await saveAnswerRow(ds, { userId: user.id, admin: false }, Number(ids[1]), questionId, body, new Date());
    if (!r.found || !r.open || !r.inModule || !r.answerOk || !r.eliminatedOk) {
      res.writeHead(409).end();
      return;
    }
    const out = { questionId, seq: r.applied ? body.seq : Number(r.savedSeq), applied: r.applied };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
// A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile of the floor too.
process.once('SIGTERM', () => process.exit(0));
