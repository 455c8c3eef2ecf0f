/**
 * Child process: the class-finish floor. node:http + pg doing the database work of a last module's
 * POST /api/attempts/{id}/submit-module and nothing else: the JWT and session check (raw-session.ts) and
 * the app's own one-statement finish (attemptsRepository.submitLast, so the two can never drift), on a
 * pool of the same size as the app's, answering the finished attempt's id and status. No grading job
 * runs here (the markers it writes wait for the app's recovery job): what a burst of submits costs with no
 * framework and no grading, the floor under the app's p95 on this machine.
 */
import http from 'node:http';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { attemptsRepository } from '../src/modules/attempts/attempts.repository';
import { sessionReader } from './raw-session';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_DB_POOL ?? 20) });
const sessionUser = sessionReader(pool);
// submitLast runs its named statement on TypeORM's pg pool (pgPool in src/lib/named-statements.ts): hand it this one.
const attempts = attemptsRepository({ driver: { master: pool } } as unknown as DataSource);
const PATH = /^\/api\/attempts\/(\d+)\/submit-module$/;

async function readJson(req: http.IncomingMessage): Promise<{ moduleId: number }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { moduleId: number };
}

const server = http.createServer(async (req, res) => {
  try {
    const ids = PATH.exec(req.url ?? '');
    if (req.method !== 'POST' || !ids) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    const user = await sessionUser(req.headers.authorization);
    if (!user) {
      res.writeHead(401).end();
      return;
    }
    const finished = await attempts.submitLast(Number(ids[1]), { userId: user.id, admin: false }, body.moduleId, new Date());
    if (!finished) {
      res.writeHead(409).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: finished.id, status: finished.status }));
  } catch {
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
// A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile.
process.once('SIGTERM', () => process.exit(0));
