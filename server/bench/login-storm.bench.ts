/**
 * `npm run bench` (login storm): LOGINS (200) different students log in at the same instant from one IP
 * (a class behind one school router), bcrypt cost BCRYPT_COST (>= 10), through the real app (app-server.ts,
 * one process on core 0; this process on core 1). Printed: latency percentiles from send to answer, the
 * app's event-loop delay during the storm, and how many were refused (a 429 from the login limiter, or
 * anything but 200). The floor is measured alongside: the same number of bcrypt compares at once in a
 * bare process on the same core (bcrypt-floor.ts); a login cannot be faster than its bcrypt.
 * Targets (issue 17): p95 <= 3 s, event-loop delay p99 < 50 ms, nobody refused.
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { BCRYPT_COST, hashPassword } from '../src/modules/users/passwords';
import { processCpuSeconds } from './bench-cpu';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { passFail, percentile } from './bench-stats';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_P95_MS = 3000;
const TARGET_ELD_P99_MS = 50;

/** One IPC request to a bench child, answered by a message holding `key`. */
function ask<T>(child: ChildProcess, msg: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && key in m) {
        child.off('message', onMessage);
        resolve((m as Record<string, T>)[key]);
      }
    };
    child.on('message', onMessage);
    child.send(msg);
  });
}

/** POST /api/auth/login on its own connection (every student has their own browser), timed to the last byte. */
function login(port: number, username: string): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({ username, password: 'bench-password' });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

async function main(): Promise<void> {
  if (BCRYPT_COST < 10) throw new Error(`BCRYPT_COST is ${BCRYPT_COST}; the storm is defined at cost 10 or more`);
  pin(process.pid, 1);
  const db = await benchDatabase();
  const ds = createDataSource(db.url, 2, ENTITIES);
  await ds.initialize();
  // One hash for all (same password): hashing 200 at cost 10 would take the setup longer than the storm.
  const hash = await hashPassword('bench-password');
  await ds.query(
    `INSERT INTO users (username, email, password_hash, roles)
     SELECT 'storm-' || i, 'storm-' || i || '@example.com', $1, '{student}' FROM generate_series(1, $2::int) i
     ON CONFLICT DO NOTHING`,
    [hash, LOGINS],
  );
  await ds.destroy();

  const port = 3931;
  const app = await startChild('app-server.js', {
    DATABASE_URL: db.url,
    JWT_SECRET: BENCH_JWT_SECRET,
    NODE_ENV: 'production',
    BENCH_PORT: String(port),
  });
  const floor = await startChild('bcrypt-floor.js', { BENCH_LOGINS: String(LOGINS) });
  const times: number[] = [];
  const floorTimes: number[] = [];
  const eld: { p50: number; p99: number; max: number; threads: number }[] = [];
  /** CPU seconds of each process during its storms (/proc): what the app adds to the compares. */
  const cpu = { app: 0, floor: 0 };
  let refused = 0;
  let firstRefusal = '';
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Interleaved: the floor, then the app, each round.
      const floorCpu = processCpuSeconds(floor.pid!);
      floorTimes.push(...(await ask<number[]>(floor, 'run', 'times')));
      cpu.floor += processCpuSeconds(floor.pid!) - floorCpu;
      app.send('eld-reset');
      const appCpu = processCpuSeconds(app.pid!);
      const results = await Promise.all(Array.from({ length: LOGINS }, (_, i) => login(port, `storm-${i + 1}`)));
      cpu.app += processCpuSeconds(app.pid!) - appCpu;
      eld.push(await ask<{ p50: number; p99: number; max: number; threads: number }>(app, 'eld', 'eld'));
      for (const r of results) {
        times.push(r.ms);
        if (r.status !== 200) {
          refused++;
          firstRefusal ||= String(r.status);
        }
      }
    }
  } finally {
    app.kill();
    floor.kill();
  }
  times.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const eldP99 = Math.max(...eld.map((e) => e.p99));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nLogin storm: ${LOGINS} students POST /api/auth/login at once from one IP, bcrypt cost ${BCRYPT_COST}, ${ROUNDS} rounds` +
      `${canPin ? ' (app on core 0, load generator on core 1)' : ''}`,
  );
  console.log(`app      p50 ${s(percentile(times, 50))}   p95 ${s(p95)}   max ${s(times[times.length - 1])}`);
  console.log(
    `floor    p50 ${s(percentile(floorTimes, 50))}   p95 ${s(percentile(floorTimes, 95))}   max ${s(floorTimes[floorTimes.length - 1])}   ` +
      `(${LOGINS} bare bcrypt compares at once on the same core: ${((floorTimes[floorTimes.length - 1] / LOGINS) * 1).toFixed(0)} ms of core per compare)`,
  );
  const perLogin = (seconds: number) => `${((seconds * 1000) / (LOGINS * ROUNDS)).toFixed(1)} ms`;
  console.log(
    `CPU per login: app ${perLogin(cpu.app)}, floor ${perLogin(cpu.floor)} (the compare alone); ${eld[0].threads} bcrypt round(s) at once in both`,
  );
  console.log(
    `event-loop delay during the storm: p50 ${eld.map((e) => e.p50.toFixed(0)).join('/')} ms, p99 ${eld.map((e) => e.p99.toFixed(0)).join('/')} ms, max ${eld.map((e) => e.max.toFixed(0)).join('/')} ms (per round)`,
  );
  // The floor's p95 over the target: no login code can meet it on this core; the note cites these figures.
  const floorP95 = percentile(floorTimes, 95);
  const perCompare = floorTimes[floorTimes.length - 1] / LOGINS;
  if (floorP95 > TARGET_P95_MS) {
    console.log(
      `floor: the ${LOGINS} bare compares alone take p95 ${s(floorP95)} on this core (${perCompare.toFixed(0)} ms each x ${LOGINS}), above the ` +
        `${s(TARGET_P95_MS)} target at any app overhead: it needs about ${Math.ceil((floorP95 / TARGET_P95_MS) * 10) / 10} such cores. ` +
        `app p95 / floor p95 = ${(p95 / floorP95).toFixed(2)}`,
    );
  }
  console.log(
    `p95 ${s(p95)} (target <= 3 s) ${passFail(p95 <= TARGET_P95_MS)}; ` +
      `event-loop delay p99 ${eldP99.toFixed(0)} ms (target < ${TARGET_ELD_P99_MS} ms) ${passFail(eldP99 < TARGET_ELD_P99_MS)}; ` +
      `refused ${refused}${refused ? ` (first: ${firstRefusal})` : ''} ${passFail(refused === 0)}\n`,
  );
  await db.stop();
  // Timing targets are printed; a refused login fails the run.
  if (refused > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
