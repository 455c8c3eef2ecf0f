/**
 * `npm run bench` (grading throughput): attempts graded per second end to end with Redis. ATTEMPTS (500)
 * finished attempts of the seeded adaptive test (98 questions each, results rows in their 'grading'
 * marker) are graded by 'grade-attempt' jobs through the real BullMQ driver: one job per attempt is
 * enqueued (createBullMqQueue, as the after-commit subscriber does) and consumed by BullMQ workers
 * (startBullMqWorker, concurrency 10, pg pool 5, as `npm run worker` runs) in 1 and then 2 child
 * processes (WORKERS, "1,2"), worker k pinned to core k % 2. The clock runs from the first enqueue until
 * SQL sees every result 'graded'; job latency is enqueue -> graded_at (stamped as the grading transaction
 * starts). Afterwards SQL checks exactly one graded result per attempt with the expected counts and routes.
 * The jobs go to a queue of the bench's own (QUEUE), never 'app-jobs' that a dev server may consume;
 * its keys are deleted before and after. Without REDIS_URL the bench says it is skipped and exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { SectionScoreDto } from '@app/shared';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { createBullMqQueue, redisConnection } from '../src/jobs/bullmq-queue';
import { backToMarkers, finishedAdaptiveAttempts, type ExpectedResult } from './bench-finished-attempts';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { passFail, percentile } from './bench-stats';
import { createTakers } from './bench-takers';

const ATTEMPTS = Number(process.env.BENCH_GRADING_ATTEMPTS ?? 500);
const WORKERS = (process.env.BENCH_GRADING_WORKERS ?? '1,2').split(',').map(Number);
const QUEUE = 'bench-grading';
/** A round that has not graded everything by then has failed (the whole bench is meant to take well under a minute). */
const TIMEOUT_MS = 45_000;
const POLL_MS = 10;

/** Deletes every key of the bench queue (a crashed earlier run's too); answers how many were left after obliterate. */
async function wipeQueue(redisUrl: string): Promise<number> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE, { connection });
  await queue.obliterate({ force: true });
  await queue.close();
  // Obliterate takes the queue's jobs and lists; anything else under its prefix goes too.
  const left: string[] = [];
  for await (const keys of connection.scanStream({ match: `bull:${QUEUE}:*`, count: 1000 }) as AsyncIterable<string[]>) left.push(...keys);
  if (left.length > 0) await connection.del(...left);
  connection.disconnect();
  return left.length;
}

async function failedJobs(redisUrl: string): Promise<number> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE, { connection });
  const { failed } = await queue.getJobCounts('failed');
  await queue.close();
  connection.disconnect();
  return failed;
}

const graded = async (ds: DataSource, ids: number[]): Promise<number> =>
  ((await ds.query(`SELECT count(*)::int AS n FROM results WHERE attempt_id = ANY($1::int[]) AND status = 'graded'`, [ids])) as { n: number }[])[0].n;

/** Enqueues one job per attempt, all at once, with `workers` worker processes running; waits until SQL sees every result graded. */
async function round(ds: DataSource, dbUrl: string, redisUrl: string, ids: number[], workers: number) {
  const children: ChildProcess[] = [];
  const producer = createBullMqQueue(redisUrl, QUEUE);
  const enqueuedAt = new Map<number, number>();
  try {
    for (let k = 0; k < workers; k++) {
      const child = await startChild('grading-worker.js', { DATABASE_URL: dbUrl, REDIS_URL: redisUrl, BENCH_QUEUE: QUEUE });
      pin(child.pid!, k % 2); // startChild pins to core 0: the second worker gets the other core
      children.push(child);
    }
    const t0 = Date.now();
    await Promise.all(
      ids.map((attemptId) => {
        enqueuedAt.set(attemptId, Date.now());
        return producer.enqueue('grade-attempt', { attemptId });
      }),
    );
    const enqueuedIn = Date.now() - t0;
    for (let n = 0; n < ids.length; n = await graded(ds, ids)) {
      if (Date.now() - t0 > TIMEOUT_MS) throw new Error(`${workers} worker(s): only ${n} of ${ids.length} graded after ${TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return { wallMs: Date.now() - t0, enqueuedIn, enqueuedAt };
  } finally {
    await producer.close();
    await Promise.all(children.map((c) => new Promise((resolve) => (c.once('exit', resolve), c.kill()))));
  }
}

interface ResultRow {
  attempt_id: number;
  status: string;
  version: number;
  correct_count: number;
  wrong_count: number;
  omitted_count: number;
  unscored_count: number;
  total: number | null;
  sections: SectionScoreDto[];
  graded_ms: number;
}

/** Results that are missing, doubled, not graded, or say something else than expected; and each job's latency. */
async function check(ds: DataSource, expected: ExpectedResult[], enqueuedAt: Map<number, number>) {
  const rows: ResultRow[] = await ds.query(
    `SELECT attempt_id, status, version, correct_count, wrong_count, omitted_count, unscored_count, total, sections,
            extract(epoch FROM graded_at)::float8 * 1000 AS graded_ms
       FROM results WHERE attempt_id = ANY($1::int[])`,
    [expected.map((e) => e.attemptId)],
  );
  const byAttempt = new Map<number, ResultRow[]>();
  for (const r of rows) byAttempt.set(r.attempt_id, [...(byAttempt.get(r.attempt_id) ?? []), r]);
  const wrong: string[] = [];
  const latencies: number[] = [];
  for (const e of expected) {
    const found = byAttempt.get(e.attemptId) ?? [];
    const r = found[0];
    const routes = r?.sections.map((s) => s.route).join(',');
    if (found.length !== 1) wrong.push(`attempt ${e.attemptId}: ${found.length} results`);
    else if (r.status !== 'graded' || r.version !== 0) wrong.push(`attempt ${e.attemptId}: ${r.status}, version ${r.version}`);
    else if (r.correct_count !== e.correct || r.wrong_count !== e.wrong || r.omitted_count !== e.omitted || r.unscored_count !== 0)
      wrong.push(
        `attempt ${e.attemptId}: counts ${r.correct_count}/${r.wrong_count}/${r.omitted_count}/${r.unscored_count}, expected ${e.correct}/${e.wrong}/${e.omitted}/0`,
      );
    else if (r.total === null || routes !== e.routes.join(','))
      wrong.push(`attempt ${e.attemptId}: total ${r.total}, routes ${routes}, expected ${e.routes.join(',')}`);
    else latencies.push(r.graded_ms - enqueuedAt.get(e.attemptId)!);
  }
  return { wrong, latencies: latencies.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log('\nGrading throughput: skipped: needs REDIS_URL (BullMQ workers grade through Redis)\n');
    return;
  }
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const ds = createDataSource(db.url, 4, ENTITIES);
  await ds.initialize();
  let failures = 0;
  try {
    const takers = await createTakers(ds, config.jwt, 'bench-grading', ATTEMPTS);
    const expected = await finishedAdaptiveAttempts(ds, config, takers);
    const ids = expected.map((e) => e.attemptId);
    console.log(
      `\nGrading throughput: ${ATTEMPTS} finished attempts of the seeded adaptive test (98 questions each), one 'grade-attempt' job each ` +
        `on BullMQ queue '${QUEUE}'; each worker process: concurrency 10, pg pool 5${canPin ? '; worker k on core k % 2, PostgreSQL and Redis on both' : ''}` +
        // Other people's processes share the cores: with a high load the figures say less about the code.
        `\n(${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} as the bench starts)`,
    );
    for (const [n, workers] of WORKERS.entries()) {
      if (n > 0) await backToMarkers(ds, ids);
      await wipeQueue(redisUrl);
      const { wallMs, enqueuedIn, enqueuedAt } = await round(ds, db.url, redisUrl, ids, workers);
      const { wrong, latencies } = await check(ds, expected, enqueuedAt);
      const failed = await failedJobs(redisUrl);
      failures += wrong.length + failed;
      const ms = (p: number) => `${(latencies.length ? percentile(latencies, p) : NaN).toFixed(0).padStart(5)} ms`;
      console.log(
        `${workers} worker process${workers === 1 ? ' ' : 'es'}: ${((ATTEMPTS * 1000) / wallMs).toFixed(1).padStart(6)} attempts/s ` +
          `(${ATTEMPTS} in ${(wallMs / 1000).toFixed(2)} s, enqueued in ${enqueuedIn} ms)   ` +
          `latency p50 ${ms(50)}   p95 ${ms(95)}   max ${ms(100)}   ` +
          `failed jobs ${failed}; one graded result per attempt with the expected counts ${passFail(wrong.length === 0)}` +
          `${wrong.length ? ` (${wrong.length} wrong, first: ${wrong[0]})` : ''}`,
      );
    }
  } finally {
    const left = await wipeQueue(redisUrl);
    if (left > 0) console.log(`(${left} keys of queue '${QUEUE}' were left after obliterate; deleted)`);
    await ds.destroy();
    await db.stop();
  }
  console.log();
  // Slow grading is printed; wrong or missing results and failed jobs fail the run.
  if (failures > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
