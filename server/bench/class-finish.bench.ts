/**
 * `npm run bench` (class finish): STUDENTS (2,000) students submit their module within one second, as a
 * whole class does when the proctor calls time. Before the clock starts, every student's attempt of the
 * seeded RW module starts through the API and saves SAVES answers. Then the POST
 * /api/attempts/{id}/submit-module calls are fired on a fixed schedule spread evenly over SPREAD_MS,
 * through PROXIES keep-alive pools of PROXY_SOCKETS connections (the class behind a few proxies, their
 * upstream pools warm), each timed from its send (agent queueing included) to the last byte of its
 * answer. Afterwards SQL checks that every module was submitted once, by its student, that every attempt
 * finished, that every saved answer is still there, and that each attempt was graded exactly once within
 * 10 s (the app runs the grading jobs in process, as `npm start` does without Redis). Targets (issue): 0 errors, 0 lost, p95 <= 500 ms.
 * The app is app-server.ts (one process, pg pool BENCH_DB_POOL, 20) on core 0; this process on core 1.
 * Then the same burst (fresh attempts) against the floor, raw-submit-server.ts on core 0: the same session
 * check and finishing statement on node:http + pg without grading, so a missed p95 can be set against what
 * the database and the machine allow (BENCH_FLOOR=0 skips it).
 */
import type http from 'node:http';
import type { AttemptDto } from '@app/shared';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { callApi, forEachLimit, keepAliveAgent } from './bench-api';
import { cpuMeter, describeCpu } from './bench-cpu';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { passFail, percentile } from './bench-stats';
import { answerWrite, createTakers, samplePractice, savedAnswers, startAttempts, vacuumRunnerTables, type RunningAttempt } from './bench-takers';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 1000);
const SAVES = Number(process.env.BENCH_SAVES ?? 3);
const PROXIES = Number(process.env.BENCH_PROXIES ?? 4);
const PROXY_SOCKETS = Number(process.env.BENCH_PROXY_SOCKETS ?? 64);
const POOL = process.env.BENCH_DB_POOL ?? '20';
const TARGET_P95_MS = 500;
/** BENCH_FLOOR=0 skips the floor's burst (raw-submit-server.ts). */
const FLOOR = process.env.BENCH_FLOOR !== '0';

type Expected = Map<string, { answer: string; seq: number }>;

/** Each student saves answers to the first SAVES questions (seq 1, 2, ...); what must survive the submit. */
async function saveAnswers(base: URL, agentOf: (i: number) => http.Agent, attempts: RunningAttempt[], concurrency: number): Promise<Expected> {
  const expected: Expected = new Map();
  const writes = attempts.flatMap((a, i) => a.questions.slice(0, SAVES).map((q, j) => ({ a, i, q, w: answerWrite(q, j + 1) })));
  await forEachLimit(writes, concurrency, async ({ a, i, q, w }) => {
    const res = await callApi(agentOf(i), base, 'PUT', `/api/attempts/${a.attemptId}/answers/${q.id}`, a.token, w);
    if (res.status !== 200) throw new Error(`save for user ${a.userId}: ${res.status} ${JSON.stringify(res.body)}`);
    expected.set(`${a.attemptId}:${q.id}`, { answer: w.answer, seq: w.seq });
  });
  return expected;
}

/** Fires submit i at SPREAD_MS * i / STUDENTS after the start (checked every millisecond); waits for every answer. */
async function burst(base: URL, agentOf: (i: number) => http.Agent, attempts: RunningAttempt[]) {
  const times: number[] = [];
  const errors: string[] = [];
  const pending: Promise<void>[] = [];
  const submit = (a: RunningAttempt, i: number) =>
    callApi<AttemptDto>(agentOf(i), base, 'POST', `/api/attempts/${a.attemptId}/submit-module`, a.token, { moduleId: a.moduleId }).then(
      (res) => {
        times.push(res.ms);
        if (res.status !== 200 || res.body.status !== 'finished') errors.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      },
      (err: Error) => void errors.push(err.message),
    );
  const t0 = performance.now();
  let fired = 0;
  const firedIn = await new Promise<number>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - t0;
      while (fired < attempts.length && (fired * SPREAD_MS) / attempts.length <= elapsed) pending.push(submit(attempts[fired], fired++));
      if (fired < attempts.length) setTimeout(tick, 1);
      else resolve(elapsed);
    };
    tick();
  });
  await Promise.all(pending);
  return { times: times.sort((a, b) => a - b), errors, firedIn, doneIn: performance.now() - t0 };
}

const GRADED_WITHIN_MS = 10_000;

/**
 * Waits up to GRADED_WITHIN_MS for every finished attempt's grading: graded once (status 'graded', version 0:
 * no second grading rewrote it; results has one row per attempt). Answers how many were, and the longest
 * time from an attempt's finish to its grading.
 */
async function gradedOnce(ds: DataSource, attemptIds: number[]): Promise<{ graded: number; slowestMs: number | null }> {
  const deadline = performance.now() + GRADED_WITHIN_MS;
  for (;;) {
    const [row]: { graded: number; slowestMs: number | null }[] = await ds.query(
      `SELECT count(*) FILTER (WHERE r.status = 'graded' AND r.version = 0)::int AS graded,
              (max(extract(epoch FROM r.graded_at - a.finished_at)) * 1000)::float8 AS "slowestMs"
         FROM attempts a JOIN results r ON r.attempt_id = a.id WHERE a.id = ANY($1::int[])`,
      [attemptIds],
    );
    if (row.graded === attemptIds.length || performance.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Attempts not finished with exactly one module, submitted by the student (a missing attempt counts too). */
async function notSubmittedOnce(ds: DataSource, attemptIds: number[]): Promise<number> {
  const [{ ok }]: { ok: number }[] = await ds.query(
    `SELECT count(*)::int AS ok FROM (
       SELECT a.id FROM attempts a JOIN attempt_modules m ON m.attempt_id = a.id
        WHERE a.id = ANY($1::int[]) AND a.status = 'finished'
        GROUP BY a.id HAVING count(*) = 1 AND bool_and(m.submitted_by = 'student' AND m.submitted_at IS NOT NULL)
     ) x`,
    [attemptIds],
  );
  return attemptIds.length - ok;
}

async function main(): Promise<void> {
  pin(process.pid, 1);
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const ds = createDataSource(db.url, 4, ENTITIES);
  await ds.initialize();
  const practiceId = await samplePractice(ds, config);
  const takers = await createTakers(ds, config.jwt, 'bench-class', STUDENTS);
  const appProcess = await startChild('app-server.js', {
    DATABASE_URL: db.url,
    JWT_SECRET: BENCH_JWT_SECRET,
    NODE_ENV: 'production',
    BENCH_PORT: '3913',
    BENCH_DB_POOL: POOL,
  });
  const base = new URL('http://127.0.0.1:3913');
  // The floor (raw-submit-server.ts): the same session check and finishing statement on node:http + pg.
  const floor = FLOOR
    ? await startChild('raw-submit-server.js', { DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, BENCH_PORT: '3915', BENCH_DB_POOL: POOL })
    : null;
  const proxies = Array.from({ length: PROXIES }, () => keepAliveAgent(PROXY_SOCKETS));
  const agentOf = (i: number) => proxies[i % PROXIES];
  /** One burst against `target` (its process `pid`): attempts started and answers saved through the app first. */
  const measure = async (target: URL, pid: number) => {
    const attempts = await startAttempts(base, agentOf, takers, practiceId, 16);
    await vacuumRunnerTables(ds);
    // As many at once as the proxies hold connections: every pooled connection is open (and within the
    // server's keep-alive timeout) when the clock starts.
    const expected = await saveAnswers(base, agentOf, attempts, PROXIES * PROXY_SOCKETS);
    // The saves opened the pools' connections to the app; another target's are opened (and warm) the same way.
    if (target !== base)
      await forEachLimit(attempts.slice(0, PROXIES * PROXY_SOCKETS), PROXIES * PROXY_SOCKETS, (a, i) =>
        callApi(agentOf(i), target, 'GET', '/', a.token).then(() => undefined),
      );
    const stopCpu = await cpuMeter(ds, pid);
    const result = await burst(target, agentOf, attempts);
    const cpu = await stopCpu();
    const ids = attempts.map((a) => a.attemptId);
    const saved = await savedAnswers(ds, ids);
    const lost = [...expected].filter(([key, w]) => {
      const row = saved.get(key);
      return !row || row.seq !== w.seq || row.answer !== w.answer;
    }).length;
    return { ...result, cpu, ids, notOnce: await notSubmittedOnce(ds, ids), lost, expectedCount: expected.size };
  };
  let outcome: Awaited<ReturnType<typeof measure>> & { grading: Awaited<ReturnType<typeof gradedOnce>> };
  let floorOutcome: Awaited<ReturnType<typeof measure>> | null = null;
  try {
    const app = await measure(base, appProcess.pid!);
    outcome = { ...app, grading: await gradedOnce(ds, app.ids) };
    // After the app's burst: the floor's finishes leave their grading markers waiting (nothing grades them
    // there), which the app's recovery job would otherwise pick up in the middle of the app's burst.
    if (floor) floorOutcome = await measure(new URL('http://127.0.0.1:3915'), floor.pid!);
  } finally {
    for (const p of proxies) p.destroy();
    appProcess.kill();
    floor?.kill();
    await ds.destroy();
  }

  const { times, errors, firedIn, doneIn, cpu, notOnce, lost, expectedCount, grading } = outcome;
  const allGraded = grading.graded === STUDENTS && grading.slowestMs !== null && grading.slowestMs <= GRADED_WITHIN_MS;
  const p95 = percentile(times, 95);
  const ms = (x: number) => `${x.toFixed(0).padStart(4)} ms`;
  console.log(
    `\nClass finish: ${STUDENTS} students POST /api/attempts/{id}/submit-module spread over ${SPREAD_MS} ms (last fired at ${firedIn.toFixed(0)} ms), ` +
      `${PROXIES} proxies x ${PROXY_SOCKETS} keep-alive connections, ${SAVES} saved answers each; app: one process, pg pool ${POOL}` +
      `${canPin ? '\n(app on core 0, load generator on core 1, PostgreSQL on both: one 2-core machine)' : ''}`,
  );
  console.log(
    `latency  p50 ${ms(percentile(times, 50))}   p95 ${ms(p95)}   p99 ${ms(percentile(times, 99))}   max ${ms(times[times.length - 1])}   ` +
      `${times.length} answered, the last ${doneIn.toFixed(0)} ms after the first submit (${((times.length * 1000) / doneIn).toFixed(0)} submits/s)`,
  );
  console.log(describeCpu(cpu, times.length, 'submit'));
  if (floorOutcome) {
    const f = floorOutcome;
    console.log(
      `floor (node:http + pg, the same session check and finishing statement, no framework, no grading): ` +
        `p50 ${ms(percentile(f.times, 50))}   p95 ${ms(percentile(f.times, 95))}   p99 ${ms(percentile(f.times, 99))}   ` +
        `errors ${f.errors.length}   not submitted once ${f.notOnce}   lost ${f.lost}\n  ${describeCpu(f.cpu, f.times.length, 'submit')}`,
    );
  }
  console.log(
    `errors ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}   modules not submitted exactly once ${notOnce}   saved answers lost ${lost} of ${expectedCount}`,
  );
  console.log(
    `graded exactly once ${grading.graded} of ${STUDENTS}, the slowest ${grading.slowestMs === null ? '-' : (grading.slowestMs / 1000).toFixed(1)} s ` +
      `after its finish (in process, as \`npm start\` without Redis grades)`,
  );
  console.log(
    `p95 ${p95.toFixed(0)} ms (target <= ${TARGET_P95_MS} ms) ${passFail(p95 <= TARGET_P95_MS)}; ` +
      `errors ${passFail(errors.length === 0)}; lost ${passFail(lost === 0 && notOnce === 0)}; ` +
      `each graded exactly once within ${GRADED_WITHIN_MS / 1000} s ${passFail(allGraded)}\n`,
  );
  await db.stop();
  // A slow p95 is printed; wrong results (errors, lost answers, double or missing submits) fail the run.
  if (errors.length > 0 || lost > 0 || notOnce > 0 || !allGraded) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
