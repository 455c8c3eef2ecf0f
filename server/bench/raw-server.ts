/**
 * Child process: the floor to compare against. node:http + pg doing the same work per request as
 * GET /api/auth/me: verify the JWT (same library, algorithm and claims) and run the same indexed query.
 */
import http from 'node:http';
import { Pool } from 'pg';
import { sessionReader } from './raw-session';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const sessionUser = sessionReader(pool);

const server = http.createServer(async (req, res) => {
  try {
    const user = await sessionUser(req.headers.authorization);
    if (!user) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user }));
  } catch {
    res.writeHead(401).end();
  }
});
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
// A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile of the floor too.
process.once('SIGTERM', () => process.exit(0));
