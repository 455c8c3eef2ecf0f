/**
 * `npm run bench`: GET /api/auth/me on the real app against a raw node:http + pg server doing the same
 * work, each server in its own process, autocannon here. On a small machine the load generator, the
 * server and PostgreSQL fight for the same cores, so single runs swing by ±40%: both servers run side by
 * side, each pinned to core 0 while this process (autocannon) sits on core 1 (when `taskset` exists), in
 * interleaved rounds; the medians are reported, with each server's CPU per request (bench-cpu.ts), which
 * hardly moves with other people's load when req/s do.
 */
import autocannon from 'autocannon';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { createInlineQueue } from '../src/jobs/inline-queue';
import { createLogger } from '../src/lib/logger';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/modules/users/passwords';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET as JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { floorP99, median, passFail } from './bench-stats';
import { addCpu, cpuMeter, describeCpu, type CpuUse } from './bench-cpu';
import type { DataSource } from 'typeorm';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Run {
  result: autocannon.Result;
  cpu: CpuUse | null;
}

async function run(ds: DataSource, pid: number, name: string, url: string, token: string, warmUp: boolean): Promise<Run> {
  const opts = { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  if (warmUp) await autocannon({ ...opts, duration: 2 }); // JIT, pool connections
  const stop = await cpuMeter(ds, pid);
  const result = await autocannon({ ...opts, duration: DURATION });
  const cpu = await stop();
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  return { result, cpu };
}

async function tokenFor(databaseUrl: string): Promise<string> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: 'silent' });
  const ds = createDataSource(databaseUrl, 2, ENTITIES);
  await ds.initialize();
  await ds.query(
    `INSERT INTO users (username, email, password_hash, roles) VALUES ('bench-user', 'bench-user@example.com', $1, '{student}')
     ON CONFLICT DO NOTHING`,
    [await hashPassword('bench-password')],
  );
  const logger = createLogger('silent');
  const app = createApp({
    config,
    ds,
    queue: createInlineQueue({ 'send-email': async () => undefined }, logger),
    logger,
    redis: null,
    clock: systemClock,
  });
  const res = await request(app).post('/api/auth/login').send({ username: 'bench-user', password: 'bench-password' }).expect(200);
  await ds.destroy();
  return res.body.access_token as string;
}

async function main(): Promise<void> {
  pin(process.pid, 1);
  const db = await benchDatabase();
  const token = await tokenFor(db.url);
  const env = { DATABASE_URL: db.url, JWT_SECRET, NODE_ENV: 'production' };
  const targets = [
    { name: 'raw node:http + pg', script: 'raw-server.js', url: 'http://127.0.0.1:3901/', port: '3901' },
    { name: 'app GET /api/auth/me', script: 'app-server.js', url: 'http://127.0.0.1:3902/api/auth/me', port: '3902' },
  ];
  const children = await Promise.all(targets.map((t) => startChild(t.script, { ...env, BENCH_PORT: t.port })));
  // Only for reading which PostgreSQL backends serve the bench database (their CPU is counted).
  const meterDs = createDataSource(db.url, 1, ENTITIES);
  await meterDs.initialize();
  const runs: Record<string, Run[]> = Object.fromEntries(targets.map((t) => [t.name, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) runs[t.name].push(await run(meterDs, children[i].pid!, t.name, t.url, token, round === 0));
    }
  } finally {
    for (const c of children) c.kill();
    await meterDs.destroy();
  }
  const summary = targets.map((t) => {
    const rounds = runs[t.name].map((r) => r.result);
    return {
      name: t.name,
      rps: median(rounds.map((r) => r.requests.average)),
      p50: median(rounds.map((r) => r.latency.p50)),
      p99: median(rounds.map((r) => r.latency.p99)),
      all: rounds.map((r) => r.requests.average.toFixed(0)).join(', '),
      cpu: runs[t.name].map((r) => r.cpu).reduce(addCpu),
      requests: rounds.reduce((n, r) => n + r.requests.total, 0),
    };
  });
  const [raw, app] = summary;
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s, medians${canPin ? ' (servers on core 0, load generator on core 1)' : ''}`,
  );
  for (const s of summary) {
    console.log(
      `${s.name.padEnd(24)} ${s.rps.toFixed(0).padStart(7)} req/s   p50 ${String(s.p50).padStart(3)} ms   p99 ${String(s.p99).padStart(3)} ms   rounds: ${s.all}`,
    );
    console.log(`${''.padEnd(24)} ${describeCpu(s.cpu, s.requests, 'request')}`);
  }
  const ratio = app.rps / raw.rps;
  const cpuRatio = app.cpu && raw.cpu ? raw.cpu.server / raw.requests / (app.cpu.server / app.requests) : null;
  console.log(
    `ratio app/raw: ${ratio.toFixed(2)} (target >= 0.80) ${passFail(ratio >= 0.8)}; app p99 ${app.p99} ms (target < 50 ms) ${passFail(app.p99 < 50)}, ${floorP99('raw', raw.p99, 50)}` +
      `${cpuRatio === null ? '' : `; server CPU per request raw/app ${cpuRatio.toFixed(2)}`}\n`,
  );
  await db.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
