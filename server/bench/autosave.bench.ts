/**
 * `npm run bench` (autosave): PUT /api/attempts/{id}/answers/{questionId} on the real app (app-server.ts:
 * one process, pg pool BENCH_DB_POOL (20), the `sat_bench` database) against a node:http hello world,
 * both in this run with the same connections and duration, in interleaved rounds (medians reported).
 * A third line, node:http + pg running the same session query and save statement with no framework
 * (raw-autosave-server.ts), splits the gap into the database's share and the framework's.
 * STUDENTS students each have a running attempt of the seeded RW module; every request is the next
 * student's next question with a higher seq, as a class answering sends them, so no two writes in
 * flight touch the same row. Afterwards every saved row is checked against the last write acknowledged
 * for it (the floor and the app write the same rows, the app last in every round): 0 lost. Each line also
 * shows the CPU per request of the server and PostgreSQL (bench-cpu.ts). Targets (issue 17): the app at
 * >= 0.8 of node:http + pg doing the same statement, p99 < 50 ms; the hello world is printed for scale.
 */
import autocannon from 'autocannon';
import type { SaveAnswerResultDto } from '@app/shared';
import { loadConfig } from '../src/config/env';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { keepAliveAgent } from './bench-api';
import { addCpu, cpuMeter, describeCpu } from './bench-cpu';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { floorP99, median, passFail } from './bench-stats';
import { answerWrite, createTakers, samplePractice, savedAnswers, startAttempts, vacuumRunnerTables, type RunningAttempt } from './bench-takers';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const POOL = process.env.BENCH_DB_POOL ?? '20';
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 50;

/**
 * The stream of autosaves: request k goes to student k % STUDENTS, question (k / STUDENTS) % questions,
 * with seq k + 1. The same (student, question) comes back only STUDENTS x questions requests later, and
 * with a higher seq. Remembers the highest seq sent and acknowledged per (student, question).
 */
function autosaveStream(attempts: RunningAttempt[]) {
  const perAttempt = attempts[0].questions.length;
  const slots = attempts.length * perAttempt;
  const sent = new Float64Array(slots);
  const acked = new Float64Array(slots);
  let next = 0;
  let stale = 0;
  let failed = 0;
  const slotOf = (k: number) => (k % attempts.length) * perAttempt + (Math.floor(k / attempts.length) % perAttempt);
  return {
    request: {
      setupRequest: (req: autocannon.Request) => {
        const k = next++;
        const a = attempts[k % attempts.length];
        const q = a.questions[Math.floor(k / attempts.length) % perAttempt];
        sent[slotOf(k)] = k + 1;
        return {
          ...req,
          method: 'PUT' as const,
          path: `/api/attempts/${a.attemptId}/answers/${q.id}`,
          headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(answerWrite(q, k + 1)),
        };
      },
      onResponse: (status: number, body: string) => {
        if (status !== 200) return void failed++;
        const r = JSON.parse(body) as SaveAnswerResultDto;
        if (!r.applied) return void stale++;
        const slot = slotOf(r.seq - 1);
        acked[slot] = Math.max(acked[slot], r.seq);
      },
    },
    /** Compares the saved rows with what was sent and acknowledged. */
    check(saved: Map<string, { answer: string; seq: number }>) {
      let lost = 0;
      let lastSent = 0;
      let rows = 0;
      attempts.forEach((a, i) =>
        a.questions.forEach((q, j) => {
          const slot = i * perAttempt + j;
          if (acked[slot] === 0) return;
          rows++;
          const row = saved.get(`${a.attemptId}:${q.id}`);
          // Lost: the acknowledged write (or a later one) is not there, or the row holds another write's answer.
          if (!row || row.seq < acked[slot] || row.seq > sent[slot] || row.answer !== answerWrite(q, row.seq).answer) lost++;
          else if (row.seq === sent[slot]) lastSent++;
          // Otherwise the last write sent was cut off when a round stopped (never acknowledged); the row holds the one before.
        }),
      );
      return { sent: next, rows, lost, lastSent, cutOff: rows - lost - lastSent, stale, failed };
    },
  };
}

/** One measured run (after a warm-up in the first round), with the CPU each side used during it. */
async function run(ds: DataSource, serverPid: number, url: string, warmUp: boolean, requests?: autocannon.Request[]) {
  const opts = { url, connections: CONNECTIONS, ...(requests ? { requests } : {}) };
  if (warmUp) await autocannon({ ...opts, duration: 2 }); // JIT, pool connections, prepared statements
  const stop = await cpuMeter(ds, serverPid);
  const result = await autocannon({ ...opts, duration: DURATION });
  return { result, cpu: await stop() };
}

/** Each round runs these in order; the app last, so the rows checked afterwards hold its writes. */
const TARGETS = [
  { key: 'hello', name: 'raw node:http hello world', script: 'hello-server.js', port: 3911, autosave: false },
  { key: 'floor', name: 'raw node:http + pg autosave', script: 'raw-autosave-server.js', port: 3914, autosave: true },
  { key: 'app', name: 'app autosave (PUT answer)', script: 'app-server.js', port: 3912, autosave: true },
] as const;

async function main(): Promise<void> {
  pin(process.pid, 1);
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const ds = createDataSource(db.url, 4, ENTITIES);
  await ds.initialize();
  const practiceId = await samplePractice(ds, config);
  const takers = await createTakers(ds, config.jwt, 'bench-autosave', STUDENTS);

  const env = { DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production', BENCH_DB_POOL: POOL };
  const children = await Promise.all(TARGETS.map((t) => startChild(t.script, { ...env, BENCH_PORT: String(t.port) })));
  const url = (t: (typeof TARGETS)[number]) => `http://127.0.0.1:${t.port}/`;
  const measure = async () => {
    const agent = keepAliveAgent(16);
    const attempts = await startAttempts(new URL(url(TARGETS[2])), () => agent, takers, practiceId, 16);
    agent.destroy();
    await vacuumRunnerTables(ds);
    const stream = autosaveStream(attempts);
    const results: Record<(typeof TARGETS)[number]['key'], Awaited<ReturnType<typeof run>>[]> = { hello: [], floor: [], app: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of TARGETS.entries())
        results[t.key].push(await run(ds, children[i].pid!, url(t), round === 0, t.autosave ? [stream.request] : undefined));
    }
    const saved = await savedAnswers(
      ds,
      attempts.map((a) => a.attemptId),
    );
    return { results, check: stream.check(saved), questionCount: attempts[0].questions.length };
  };
  let outcome: Awaited<ReturnType<typeof measure>>;
  try {
    outcome = await measure();
  } finally {
    for (const c of children) c.kill();
    await ds.destroy();
  }
  const { results, check, questionCount } = outcome;

  const line = (t: (typeof TARGETS)[number]) => {
    const rs = results[t.key].map((r) => r.result);
    const rps = median(rs.map((r) => r.requests.average));
    const p50 = median(rs.map((r) => r.latency.p50));
    const p99 = median(rs.map((r) => r.latency.p99));
    const errors = rs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    console.log(
      `${t.name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${String(p50).padStart(3)} ms   p99 ${String(p99).padStart(3)} ms   errors ${errors}   rounds: ${rs.map((r) => r.requests.average.toFixed(0)).join(', ')}`,
    );
    const cpu = results[t.key].map((r) => r.cpu).reduce(addCpu);
    const requests = rs.reduce((n, r) => n + r.requests.total, 0);
    console.log(`${''.padEnd(28)} ${describeCpu(cpu, requests, 'request')}`);
    return { rps, p99, errors };
  };
  console.log(
    `\nAutosave: PUT /api/attempts/{id}/answers/{questionId}, ${STUDENTS} students x ${questionCount} questions (seeded RW module 1), ` +
      `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s, medians; pg pool ${POOL}` +
      `${canPin ? '\n(servers on core 0, load generator on core 1, PostgreSQL on both: one 2-core machine)' : ''}`,
  );
  const [raw, floor, app] = TARGETS.map(line);
  // The ratio: the app against node:http + pg doing the same statement (the floor line).
  const ratio = app.rps / floor.rps;
  const okCorrect = check.lost === 0 && check.failed === 0 && check.stale === 0 && app.errors === 0 && floor.errors === 0;
  console.log(
    `ratio app/raw (node:http + pg, the same statement): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${passFail(ratio >= TARGET_RATIO)}; ` +
      `app p99 ${app.p99} ms (target < ${TARGET_P99_MS} ms) ${passFail(app.p99 < TARGET_P99_MS)}, ${floorP99('node:http + pg', floor.p99, TARGET_P99_MS)}; ` +
      `for scale: app/hello world ${(app.rps / raw.rps).toFixed(2)}, node:http + pg/hello world ${(floor.rps / raw.rps).toFixed(2)}`,
  );
  console.log(
    `saved rows: ${check.rows} (student, question) rows after ${check.sent} writes: ${check.lastSent} hold the last seq sent, ` +
      `${check.cutOff} the last acknowledged one (the write after it was cut off when a round stopped), ${check.lost} lost; ` +
      `${check.failed} non-200, ${check.stale} stale ${passFail(okCorrect)}\n`,
  );
  await db.stop();
  // Target misses are printed; only wrong results (errors, lost answers) fail the run, so `npm run bench` goes on to the next figure.
  if (!okCorrect) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
