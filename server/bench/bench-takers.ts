/**
 * Students for the test-runner benches. Thousands of them exist in a second: users inserted in bulk
 * (with the pro role, so the free daily allowance never refuses a start), a live session row each and an
 * access token signed exactly as login signs it (src/auth/tokens.ts), instead of thousands of logins
 * (bcrypt, login rate limits). Their attempts then start through the API, as a browser's would.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import type { DataSource } from 'typeorm';
import type { AttemptDto, SaveAnswerInput } from '@app/shared';
import { signAccessToken } from '../src/auth/tokens';
import type { AppConfig } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { runSeeds } from '../src/seeds/run-seeds';
import { callApi, forEachLimit } from './bench-api';

export interface Taker {
  userId: number;
  token: string;
}

export interface RunningAttempt extends Taker {
  attemptId: number;
  moduleId: number;
  /** The module's questions in order, with their choice labels (empty for a grid-in). */
  questions: { id: number; labels: string[] }[];
}

/** The seeded sample test every bench student takes: the digital SAT Reading and Writing module 1 (27 questions). */
const SAMPLE_PRACTICE = 'practice:sample-dsat-rw-m1';

/** Seeds the sample content as the app does at every start (idempotent) and returns the practice the benches take. */
export async function samplePractice(ds: DataSource, config: Readonly<AppConfig>): Promise<number> {
  await runSeeds(ds, config, createLogger('silent'));
  const rows: { entity_id: number }[] = await ds.query(`SELECT entity_id FROM seed_registry WHERE slug = $1`, [SAMPLE_PRACTICE]);
  if (!rows[0]) throw new Error(`${SAMPLE_PRACTICE} was not seeded`);
  return rows[0].entity_id;
}

/**
 * `count` students named `${prefix}-1`...: created on the first run, reused later. Their earlier attempts
 * and sessions are deleted first, so the take limit (3 per test) never refuses a re-run.
 */
export async function createTakers(ds: DataSource, jwt: AppConfig['jwt'], prefix: string, count: number): Promise<Taker[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  const rows: { id: number; username: string }[] = await ds.query(
    `INSERT INTO users (username, email, roles, email_verified_at, pro_expired_at)
     SELECT n, n || '@bench.example', '{student,pro}', now(), now() + interval '1 year' FROM unnest($1::text[]) AS n
     ON CONFLICT (lower(username)) DO UPDATE SET roles = EXCLUDED.roles, pro_expired_at = EXCLUDED.pro_expired_at
     RETURNING id, username`,
    [names],
  );
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  const ids = names.map((n) => idOf.get(n)!);
  await ds.query(`DELETE FROM attempts WHERE user_id = ANY($1::int[])`, [ids]);
  await ds.query(`DELETE FROM sessions WHERE user_id = ANY($1::int[])`, [ids]);
  const sessionIds = ids.map(() => crypto.randomUUID());
  await ds.query(
    `INSERT INTO sessions (id, user_id, expires_at, user_agent)
     SELECT s, u, now() + make_interval(secs => $3), 'bench' FROM unnest($1::uuid[], $2::int[]) AS x(s, u)`,
    [sessionIds, ids, jwt.ttlSeconds],
  );
  await vacuumRunnerTables(ds);
  return ids.map((userId, i) => ({ userId, token: signAccessToken(jwt, userId, sessionIds[i]) }));
}

/**
 * VACUUM ANALYZE of the tables the runner benches churn. Re-runs delete and rewrite thousands of rows,
 * and autovacuum may be off (it is on shared test servers): without this every run scans the dead rows
 * of all the runs before it. Also run once the attempts exist, before the clock starts, so the planner
 * knows the tables' sizes as it would in production.
 */
export async function vacuumRunnerTables(ds: DataSource): Promise<void> {
  await ds.query('VACUUM ANALYZE users, sessions, attempts, attempt_modules, attempt_answers');
}

/** POST /api/attempts for every taker, `concurrency` at a time; `agentOf` picks each taker's connection pool. */
export async function startAttempts(
  base: URL,
  agentOf: (index: number) => http.Agent,
  takers: Taker[],
  practiceId: number,
  concurrency: number,
): Promise<RunningAttempt[]> {
  const started: RunningAttempt[] = new Array(takers.length);
  await forEachLimit(takers, concurrency, async (t, i) => {
    const res = await callApi<AttemptDto>(agentOf(i), base, 'POST', '/api/attempts', t.token, { practiceId });
    const mod = res.body.currentModule;
    if (res.status !== 201 || !mod) throw new Error(`start for user ${t.userId}: ${res.status} ${JSON.stringify(res.body)}`);
    started[i] = {
      ...t,
      attemptId: res.body.id,
      moduleId: mod.id,
      questions: mod.questions.map((q) => ({ id: q.id, labels: q.choices.map((c) => c.label) })),
    };
  });
  return started;
}

/**
 * The write a student makes with sequence number `seq`: derived from seq alone, so the check afterwards
 * knows which answer each saved seq must hold.
 */
export function answerWrite(question: { labels: string[] }, seq: number): SaveAnswerInput {
  const { labels } = question;
  if (labels.length === 0) return { answer: String(seq % 1000), marked: seq % 2 === 0, eliminated: [], seq };
  return {
    answer: labels[seq % labels.length],
    marked: seq % 2 === 0,
    eliminated: seq % 3 === 0 ? [labels[(seq + 1) % labels.length]] : [],
    seq,
  };
}

/** The saved answers of the given attempts' modules, keyed `${attemptId}:${questionId}`. */
export async function savedAnswers(ds: DataSource, attemptIds: number[]): Promise<Map<string, { answer: string; seq: number }>> {
  const rows: { attempt_id: number; question_id: number; answer: string; seq: number }[] = await ds.query(
    `SELECT m.attempt_id, aa.question_id, aa.answer, aa.seq::float8 AS seq
       FROM attempt_answers aa JOIN attempt_modules m ON m.id = aa.attempt_module_id
      WHERE m.attempt_id = ANY($1::int[])`,
    [attemptIds],
  );
  return new Map(rows.map((r) => [`${r.attempt_id}:${r.question_id}`, { answer: r.answer, seq: r.seq }]));
}
