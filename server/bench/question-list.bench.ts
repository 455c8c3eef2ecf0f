/**
 * `npm run bench:questions -w server` (after `npm run build -w server`): the question list with 10,000
 * questions. Seeds the bank once (idempotent: three dedicated bench owners, an admin and two teachers,
 * varied sections, domains, skills, difficulties, types, labels and statuses), then sends bounded runs
 * of filtered, paged GET /api/questions through the real app (Express, the bearer-token check, the session
 * check, validation, the three list queries) on a local port and prints p50/p95/p99 per filter.
 * Target: p95 < 100 ms. Runs on the bench database (bench-db.ts), never the app's own.
 */
import type { AddressInfo } from 'node:net';
import { ALL_SECTIONS, DIFFICULTIES, MATH_SECTIONS, domainsOf, versionOf } from '@app/shared';
import { createApp } from '../src/app';
import { createHttpServer } from '../src/lib/http-server';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { ENTITIES } from '../src/modules';
import { createInlineQueue } from '../src/jobs/inline-queue';
import { createLogger } from '../src/lib/logger';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/modules/users/passwords';
import { benchDatabase } from './bench-db';
import { BENCH_JWT_SECRET } from './bench-processes';
import { percentile } from './bench-stats';
import type { DataSource } from 'typeorm';

const QUESTIONS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const JWT_SECRET = process.env.JWT_SECRET ?? BENCH_JWT_SECRET;
const PASSWORD = 'bench-password';
const OWNERS = [
  { username: 'bench-qb-admin', roles: ['super-admin'], kind: 'admin' },
  { username: 'bench-qb-teacher1', roles: ['teacher'], kind: 'teacher' },
  { username: 'bench-qb-teacher2', roles: ['teacher'], kind: 'teacher' },
] as const;
const LABELS = Array.from({ length: 12 }, (_, i) => `bench-label-${i}`);
const WORDS = [
  'ratio',
  'triangle',
  'rhetoric',
  'evidence',
  'slope',
  'probability',
  'inference',
  'transition',
  'circle',
  'percent',
  'author',
  'graph',
];

/** A small seeded PRNG: the same bank on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function ensureOwners(ds: DataSource): Promise<number[]> {
  const hash = await hashPassword(PASSWORD);
  const ids: number[] = [];
  for (const o of OWNERS) {
    const rows: { id: number }[] = await ds.query(
      `INSERT INTO users (username, email, password_hash, roles) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(username)) DO UPDATE SET roles = EXCLUDED.roles RETURNING id`,
      [o.username, `${o.username}@example.com`, hash, o.roles],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

async function ensureLabels(ds: DataSource): Promise<number[]> {
  await ds.query(`INSERT INTO labels (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [LABELS]);
  const rows: { id: number }[] = await ds.query(`SELECT id FROM labels WHERE name = ANY($1::text[]) ORDER BY name`, [LABELS]);
  return rows.map((r) => r.id);
}

/** Tops the bench owners' bank up to QUESTIONS rows; a second run inserts nothing. */
async function seed(ds: DataSource, ownerIds: number[], labelIds: number[]): Promise<void> {
  const [{ n }]: { n: number }[] = await ds.query(`SELECT count(*)::int AS n FROM questions WHERE owner_id = ANY($1::int[])`, [ownerIds]);
  const missing = QUESTIONS - n;
  if (missing <= 0) return;
  const cols: unknown[][] = Array.from({ length: 13 }, () => []);
  for (let i = n; i < QUESTIONS; i++) {
    // Independent picks per row (a fixed-seed generator), so filter combinations all have matches.
    const rand = mulberry32(i + 1);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const section = pick(ALL_SECTIONS);
    const [domain, skills] = pick(Object.entries(domainsOf(section)));
    const skill = pick(skills);
    const gridIn = MATH_SECTIONS.includes(section) && rand() < 0.25;
    const owner = Math.floor(rand() * OWNERS.length);
    const words = [pick(WORDS), pick(WORDS), `item${i}`];
    const row = [
      ownerIds[owner],
      OWNERS[owner].kind,
      gridIn ? 'grid-in' : 'multiple-choice',
      versionOf(section),
      section,
      domain,
      skill,
      pick(DIFFICULTIES),
      `<p>Bench question ${i} about the ${words.join(' ')} with \\(x^2 + ${i % 9}\\).</p>`,
      JSON.stringify(gridIn ? [] : ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `Choice ${label} ${i}` }))),
      gridIn ? `${i % 17}/2` : 'ABCD'[i % 4],
      rand() < 0.2 ? 'draft' : 'published',
      `Explanation ${i}: ${words[1]}.`,
    ];
    row.forEach((v, c) => cols[c].push(v));
  }
  await ds.transaction(async (m) => {
    const inserted: { id: number }[] = await m.query(
      `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key, status, explanation, source)
       SELECT o, k, t, v, s, d, sk, df, st, c::jsonb, a, stt, e, 'bench'
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::text[]) AS x(o, k, t, v, s, d, sk, df, st, c, a, stt, e)
       RETURNING id`,
      cols,
    );
    // One to three labels per question.
    const qIds: number[] = [];
    const lIds: number[] = [];
    inserted.forEach(({ id }, j) => {
      const rand = mulberry32(-(n + j + 1));
      for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) {
        qIds.push(id);
        lIds.push(labelIds[Math.floor(rand() * labelIds.length)]);
      }
    });
    await m.query(`INSERT INTO question_labels (question_id, label_id) SELECT unnest($1::int[]), unnest($2::int[]) ON CONFLICT DO NOTHING`, [
      qIds,
      lIds,
    ]);
  });
  // Flushes the GIN pending list a bulk insert leaves (autovacuum would, later) and refreshes statistics.
  await ds.query('VACUUM ANALYZE questions');
  await ds.query('VACUUM ANALYZE question_labels');
  console.log(`seeded ${missing} questions`);
}

async function measure(
  base: string,
  token: string,
  query: Record<string, string>,
): Promise<{ p50: number; p95: number; p99: number; total: number }> {
  const url = `${base}/api/questions?${new URLSearchParams(query)}`;
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { total: number };
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, total: body.total };
  };
  for (let i = 0; i < 20; i++) await get(); // JIT, pool connections, plan caches
  const times: number[] = [];
  let total = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const r = await get();
        times.push(r.ms);
        total = r.total;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), total };
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, JWT_SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const ds = createDataSource(db.url, 20, ENTITIES);
  await ds.initialize();
  const ownerIds = await ensureOwners(ds);
  const labelIds = await ensureLabels(ds);
  await seed(ds, ownerIds, labelIds);

  const logger = createLogger('silent');
  const app = createApp({
    config,
    ds,
    queue: createInlineQueue({ 'send-email': async () => undefined }, logger),
    logger,
    redis: null,
    clock: systemClock,
  });
  const server = createHttpServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = async (username: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const teacher = await login(OWNERS[1].username);
  const admin = await login(OWNERS[0].username);

  const scenarios: [string, string, Record<string, string>][] = [
    ['teacher', 'no filter', {}],
    ['teacher', 'section + difficulty', { section: 'math', difficulty: 'hard' }],
    ['teacher', 'domain + skill', { domain: 'algebra', skill: 'linear-functions' }],
    ['teacher', 'label', { label: String(labelIds[3]) }],
    ['teacher', 'text search', { q: 'triangle' }],
    ['teacher', 'search + section, page 3', { q: 'slope', section: 'math-calculator', page: '3' }],
    ['admin', 'no filter', {}],
    ['admin', 'section + difficulty', { section: 'reading-writing', difficulty: 'easy' }],
    ['admin', 'label + type', { label: String(labelIds[7]), type: 'grid-in' }],
    ['admin', 'text search, page 5', { q: 'probability', page: '5' }],
  ];
  console.log(`\nGET /api/questions, ${QUESTIONS} questions, ${REQUESTS} requests per row, ${CONCURRENCY} at a time (target p95 < 100 ms)`);
  let worst = 0;
  try {
    for (const [who, name, query] of scenarios) {
      const r = await measure(base, who === 'admin' ? admin : teacher, query);
      worst = Math.max(worst, r.p95);
      console.log(
        `${`${who}: ${name}`.padEnd(36)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.total} matches)`,
      );
    }
  } finally {
    server.close();
    await ds.destroy();
    await db.stop();
  }
  console.log(`worst p95 ${worst.toFixed(1)} ms: ${worst < 100 ? 'within' : 'OVER'} the 100 ms target\n`);
  if (worst >= 100) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
