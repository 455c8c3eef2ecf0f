/**
 * Child process: the floor to compare against. node:http + pg doing the same work per request as
 * GET /api/auth/me: verify the JWT (same library, algorithm and claims) and run the same indexed query.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import { SESSION_USER_SQL } from '../src/auth/session-user';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
// A KeyObject, as the app uses (see jwtKey in src/auth/tokens.ts).
const secret = crypto.createSecretKey(Buffer.from(process.env.JWT_SECRET!, 'utf8'));
// Literally the query the app runs (imported, so the two can never drift).
const SQL = SESSION_USER_SQL;

const server = http.createServer(async (req, res) => {
  try {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: 'sat-platform', issuer: 'sat-platform-api' }) as {
      sub: string;
      jti: string;
    };
    const { rows } = await pool.query({ name: 'session-user', text: SQL, values: [claims.jti, Number(claims.sub)] });
    if (!rows[0]) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user: rows[0] }));
  } catch {
    res.writeHead(401).end();
  }
});
server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
