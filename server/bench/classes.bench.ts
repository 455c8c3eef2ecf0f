/**
 * `npm run bench:classes -w server` (after `npm run build -w server`): a class of 200 students with 20
 * class tests, for each of 20 teachers (the 200 students are in every class; 180 of them finished each
 * test with a graded result). The roster, the class results grid and a class test's results are read
 * through the real app on a local port, first one request at a time (a request's own cost), then by 20
 * teachers at once (the target: p95 < 100 ms); p50/p95/p99 per endpoint. Then every SELECT those
 * endpoints run is EXPLAIN ANALYZEd with real parameters: its execution time and how it reads each table
 * are printed (both steady on a busy machine, unlike p95), and a sequential scan of a table with more than
 * 10,000 rows fails the bench (smaller ones, like the bench's users, the planner rightly reads whole).
 * Runs on the bench database (bench-db.ts, BENCH_DB to name another), never the app's own.
 */
import type { DataSource } from 'typeorm';
import { CLASS_CODE_ALPHABET, Role } from '@app/shared';
import { loadConfig } from '../src/config/env';
import type { AppContext } from '../src/context';
import { createDataSource } from '../src/db/data-source';
import { pgPool } from '../src/lib/named-statements';
import { ENTITIES } from '../src/modules';
import { classReadServices } from '../src/modules/classes';
import { createInlineQueue } from '../src/jobs/inline-queue';
import { createLogger } from '../src/lib/logger';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/modules/users/passwords';
import os from 'node:os';
import { cpuMeter, describeCpu } from './bench-cpu';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET, canPin, pin, startChild } from './bench-processes';
import { percentile } from './bench-stats';

const TEACHERS = 20;
const STUDENTS = 200;
const TESTS = 20;
const FINISHED = 180;
const QUESTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/** Rounds of all the teachers at once before measuring: the pool's connections open and its statements' plans settle. */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP ?? 6);
/** EXPLAIN ANALYZE runs per statement; the fastest is reported. */
const EXPLAIN_RUNS = 5;
/** Teachers asking at the same moment (the target is 20; fewer shows the cost of one request on a busy machine). */
const AT_ONCE = Math.min(TEACHERS, Number(process.env.BENCH_AT_ONCE ?? TEACHERS));
const JWT_SECRET = process.env.JWT_SECRET ?? BENCH_JWT_SECRET;
const PASSWORD = 'bench-password';

/** Two unambiguous code characters per teacher: the bench classes' codes never collide. */
const codeOf = (i: number) => CLASS_CODE_ALPHABET[i % 31] + CLASS_CODE_ALPHABET[Math.floor(i / 31) % 31];

async function users(ds: DataSource, prefix: string, n: number, roles: string[]): Promise<number[]> {
  const hash = await hashPassword(PASSWORD);
  const names = Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO users (username, email, password_hash, roles, first_name, last_name)
     SELECT u, u || '@example.com', $2, $3, 'Bench', u FROM unnest($1::text[]) u
     ON CONFLICT (lower(username)) DO UPDATE SET roles = EXCLUDED.roles RETURNING id`,
    [names, hash, roles],
  );
  return rows.map((r) => r.id);
}

/** Idempotent: a second run finds every class and inserts nothing. */
async function seed(ds: DataSource): Promise<{ classIds: number[]; examIds: number[] }> {
  const [author] = await users(ds, 'bench-cls-author', 1, ['super-admin']);
  const teachers = await users(ds, 'bench-cls-teacher', TEACHERS, ['teacher']);
  const students = await users(ds, 'bench-cls-student', STUDENTS, ['student']);
  await ds.query(
    `INSERT INTO practices (owner_id, owner_kind, title, status, version, kind, section, time_limit_seconds)
     VALUES ($1, 'admin', 'Bench class practice', 'published', 'digital', 'section', 'math', 1800) ON CONFLICT DO NOTHING`,
    [author],
  );
  const [{ id: practiceId }] = await ds.query(`SELECT id FROM practices WHERE owner_id = $1 AND title = 'Bench class practice'`, [author]);
  const classIds: number[] = [];
  const examIds: number[] = [];
  for (const [i, teacher] of teachers.entries()) {
    const [existing] = await ds.query(`SELECT id FROM classes WHERE owner_id = $1 AND name = 'Bench class'`, [teacher]);
    if (existing) {
      classIds.push(existing.id);
      examIds.push((await ds.query(`SELECT id FROM class_exams WHERE class_id = $1 ORDER BY id LIMIT 1`, [existing.id]))[0].id);
      continue;
    }
    await ds.transaction(async (m) => {
      const [{ id: classId }] = await m.query(
        `INSERT INTO classes (owner_id, name, method, capacity, class_code, teacher_code) VALUES ($1, 'Bench class', 'online', 500, $2, $3) RETURNING id`,
        [teacher, `BC${codeOf(i)}XY`, `BT${codeOf(i)}XYZW`],
      );
      await m.query(`INSERT INTO class_students (class_id, user_id, status) SELECT $1, unnest($2::int[]), 'active'`, [classId, students]);
      const exams: { id: number }[] = await m.query(
        `INSERT INTO class_exams (class_id, title, target_type, practice_id, opens_at, due_at, attempts_allowed, all_students, created_by)
         SELECT $1, 'Bench test ' || g, 'practice', $2, now() - interval '30 days' + g * interval '1 day', now() - interval '29 days' + g * interval '1 day', 1, true, $3
           FROM generate_series(1, $4) g RETURNING id`,
        [classId, practiceId, teacher, TESTS],
      );
      const ids = exams.map((e) => e.id);
      await m.query(`INSERT INTO class_exam_students (class_exam_id, user_id) SELECT e, s FROM unnest($1::int[]) e, unnest($2::int[]) s`, [
        ids,
        students,
      ]);
      const attempts: { id: number; k: number }[] = await m.query(
        `INSERT INTO attempts (user_id, target_type, practice_id, status, category, local_day, plan, started_at, finished_at, updated_at, class_exam_id)
         SELECT s, 'practice', $3, 'finished', 'section', current_date, '[{}]'::jsonb, now() - interval '1 hour', now(), now(), e
           FROM unnest($1::int[]) e, unnest($2::int[]) s RETURNING id, (id % 97) AS k`,
        [ids, students.slice(0, FINISHED), practiceId],
      );
      // Graded results: a scaled Math score and QUESTIONS questions with their outcomes.
      await m.query(
        `INSERT INTO results (attempt_id, status, sections, domains, skills, questions, correct_count, wrong_count, queued_at, graded_at)
         SELECT a, 'graded',
                jsonb_build_array(jsonb_build_object('name', 'math', 'raw', k % 21, 'maxRaw', 20, 'scaled', 200 + (k % 61) * 10)),
                jsonb_build_array(jsonb_build_object('name', 'algebra', 'section', 'math', 'correct', k % 11, 'total', 10)),
                jsonb_build_array(jsonb_build_object('name', 'linear-functions', 'section', 'math', 'correct', k % 11, 'total', 10)),
                (SELECT jsonb_agg(jsonb_build_object('questionId', q, 'number', q, 'modulePosition', 1, 'domain', 'algebra', 'skill', 'linear-functions',
                                                     'outcome', CASE WHEN (k + q) % 3 = 0 THEN 'wrong' ELSE 'correct' END))
                   FROM generate_series(1, $3) q),
                k % 21, 20 - k % 21, now(), now()
           FROM unnest($1::int[], $2::int[]) AS x(a, k)`,
        [attempts.map((a) => a.id), attempts.map((a) => a.k), QUESTIONS],
      );
      classIds.push(classId);
      examIds.push(ids[0]);
    });
  }
  for (const t of ['attempts', 'results', 'class_students', 'class_exam_students', 'class_exams', 'classes', 'users'])
    await ds.query(`VACUUM ANALYZE ${t}`);
  return { classIds, examIds };
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const ds = createDataSource(db.url, 20, ENTITIES);
  await ds.initialize();
  const seedStart = performance.now();
  const { classIds, examIds } = await seed(ds);
  console.log(`seeded or found ${classIds.length} classes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const logger = createLogger('silent');
  const ctx: AppContext = {
    config,
    ds,
    queue: createInlineQueue({ 'send-email': async () => undefined }, logger),
    logger,
    redis: null,
    clock: systemClock,
  };
  // The app serves from its own process on core 0 and this process (the 20 teachers' requests) sits on core 1,
  // as in the other server benches (bench-processes.ts): in one process the load generator's own fetch work
  // queued on the server's event loop and was measured as the endpoints' latency.
  pin(process.pid, 1);
  const port = 3941;
  const server = await startChild('app-server.js', { DATABASE_URL: db.url, JWT_SECRET, NODE_ENV: 'production', BENCH_PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const tokens: string[] = [];
  for (let i = 1; i <= TEACHERS; i++) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench-cls-teacher-${i}`, password: PASSWORD }),
    });
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }

  const endpoints: [string, (i: number) => string][] = [
    ['roster', (i) => `/api/classes/${classIds[i]}/roster`],
    ['class results', (i) => `/api/classes/${classIds[i]}/results`],
    ['class test results', (i) => `/api/class-exams/${examIds[i]}/results`],
  ];
  const get = async (i: number, path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[i]}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  };
  const line = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    const f = (p: number) => percentile(times, p).toFixed(1).padStart(6);
    console.log(`${name.padEnd(20)} p50 ${f(50)} ms   p95 ${f(95)} ms   p99 ${f(99)} ms   (${times.length} requests)`);
    return percentile(times, 95);
  };
  let worst = 0;
  try {
    // Warm-up, as at once as the measured phase: one at a time reuses one pooled connection, and the 20 teachers
    // then measured the pool opening its other connections (a backend each, its catalog caches, the custom
    // plans PostgreSQL makes of a prepared statement's first five runs before settling on a generic one).
    for (let round = 0; round < WARM_UP_ROUNDS; round++)
      for (const [, path] of endpoints) await Promise.all(tokens.slice(0, AT_ONCE).map((_, i) => get(i, path(i))));

    // One request at a time: the cost of a request apart from queueing (steadier than p95 on a shared machine).
    // With each phase's CPU per request (bench-cpu.ts): the server's is what 20 at once queue behind on its core.
    console.log(`\none teacher at a time, ${TEACHERS * 2} requests per endpoint (load average ${os.loadavg()[0].toFixed(1)})`);
    for (const [name, path] of endpoints) {
      const times: number[] = [];
      const stopCpu = await cpuMeter(ds, server.pid!);
      for (let k = 0; k < TEACHERS * 2; k++) times.push(await get(k % TEACHERS, path(k % TEACHERS)));
      const cpu = await stopCpu();
      line(name, times);
      console.log(`${''.padEnd(20)} ${describeCpu(cpu, times.length, 'request')}`);
    }

    console.log(
      `\n${AT_ONCE} teachers at once, each ${ROUNDS} rounds on their class of ${STUDENTS} students and ${TESTS} tests (target p95 < 100 ms)` +
        (canPin ? ' (app on core 0, load generator on core 1)' : ''),
    );
    for (const [name, path] of endpoints) {
      const times: number[] = [];
      const stopCpu = await cpuMeter(ds, server.pid!);
      for (let round = 0; round < ROUNDS; round++) times.push(...(await Promise.all(tokens.slice(0, AT_ONCE).map((_, i) => get(i, path(i))))));
      const cpu = await stopCpu();
      worst = Math.max(worst, line(name, times));
      console.log(`${''.padEnd(20)} ${describeCpu(cpu, times.length, 'request')}`);
    }
    console.log(`(load average ${os.loadavg()[0].toFixed(1)})`);

    // The query plans of the same three reads, with real parameters.
    const scans = await explainEndpoints(ds, ctx, classIds[0], examIds[0]);
    if (scans.length) console.log(`\nFAIL: sequential scans of large tables:\n${scans.join('\n')}`);
    else console.log('\nquery plans: no sequential scan of a table over 10,000 rows');
    console.log(`worst p95 ${worst.toFixed(1)} ms at ${AT_ONCE} at once: ${worst < 100 ? 'within' : 'OVER'} the 100 ms target\n`);
    if (worst >= 100 || scans.length) process.exitCode = 1;
  } finally {
    server.kill();
    await ds.destroy();
    await db.stop();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * Runs each endpoint's service on a data source that EXPLAIN ANALYZEs every SELECT first; prints per
 * statement its execution time and how it reads each table, and answers the sequential scans of big tables.
 */
async function explainEndpoints(ds: DataSource, ctx: AppContext, classId: number, examId: number): Promise<string[]> {
  const big = new Set(
    ((await ds.query(`SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > 10000`)) as { relname: string }[]).map((r) => r.relname),
  );
  let plans: { sql: string; plan: PlanNode; ms: number }[] = [];
  const explain = async (sql: string, params?: unknown[]) => {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) return;
    // The fastest of a few runs: on a shared machine a single run measures the neighbours as much as the query.
    let best: { Plan: PlanNode; 'Execution Time': number } | null = null;
    for (let run = 0; run < EXPLAIN_RUNS; run++) {
      const [out] = (await ds.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, params))[0]['QUERY PLAN'];
      if (!best || out['Execution Time'] < best['Execution Time']) best = out;
    }
    plans.push({ sql, plan: best!.Plan, ms: best!['Execution Time'] });
  };
  // Named statements (lib/named-statements.ts) go to TypeORM's pg pool (driver.master): explained there too.
  const pool = pgPool(ds);
  const explainingPool = {
    query: async (q: { text: string; values?: unknown[] }) => {
      await explain(q.text, q.values);
      return pool.query(q);
    },
  };
  const driver = new Proxy(ds.driver, {
    get: (target, prop, receiver) => (prop === 'master' ? explainingPool : Reflect.get(target, prop, receiver)),
  });
  const explaining = new Proxy(ds, {
    get(target, prop, receiver) {
      if (prop === 'driver') return driver;
      if (prop !== 'query') return Reflect.get(target, prop, receiver);
      return async (sql: string, params?: unknown[]) => {
        await explain(sql, params);
        return target.query(sql, params);
      };
    },
  });
  const [{ id: ownerId }] = await ds.query(`SELECT owner_id AS id FROM classes WHERE id = $1`, [classId]);
  const caller = { id: ownerId as number, roles: [Role.Teacher] };
  const s = classReadServices({ ...ctx, ds: explaining });
  const found: string[] = [];
  const reads = (node: PlanNode, sql: string, out: string[]) => {
    if (node['Relation Name']) {
      const isBig = big.has(node['Relation Name']);
      out.push(
        `${node['Node Type']} ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''} ${node['Actual Rows']}x${node['Actual Loops']}`,
      );
      if (node['Node Type'] === 'Seq Scan' && isBig) found.push(`- ${node['Relation Name']} in: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    for (const child of node.Plans ?? []) reads(child, sql, out);
  };
  const services: [string, () => Promise<unknown>][] = [
    ['roster', () => s.roster.roster(caller, classId)],
    ['class results', () => s.results.classResults(caller, classId)],
    ['class test results', () => s.results.examResults(caller, examId)],
  ];
  console.log(
    `\nquery plans (EXPLAIN ANALYZE, TIMING OFF: per-node clocks would inflate the per-attempt lookups; fastest of ${EXPLAIN_RUNS}; tables over 10,000 rows: ${[...big].sort().join(', ')}); scans as rows x loops`,
  );
  for (const [name, run] of services) {
    plans = [];
    await run();
    const total = plans.reduce((a, p) => a + p.ms, 0);
    console.log(`${name}: ${plans.length} statements, SQL execution ${total.toFixed(2)} ms`);
    for (const p of plans) {
      const out: string[] = [];
      reads(p.plan, p.sql, out);
      console.log(`  ${p.ms.toFixed(2).padStart(7)} ms  ${out.join('; ')}`);
    }
  }
  return found;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
