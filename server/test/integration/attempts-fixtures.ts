/**
 * What the attempts*.test.ts files share: an app on a manual clock (deadlines are crossed by moving the
 * clock, never by waiting), small practices, sets and adaptive sets built through the authoring API on
 * questions inserted straight into the bank, and the runner's calls.
 */
import request from 'supertest';
import type { AttemptDto, Role, Section } from '@app/shared';
import { manualClock, type ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/context';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

export const START = '2030-03-10T12:00:00.000Z';
export const MINUTE = 60_000;

export interface Runner {
  t: TestApp;
  clock: ManualClock;
  /** A super-admin who authors the published library content. */
  author: CreatedUser;
}

/** `start`: the clock's first instant. Files that run the sweep start years earlier than the others (see attempts-deadlines). */
export async function setupRunner(env: Record<string, string> = {}, start = START): Promise<Runner> {
  const clock = manualClock(start);
  const t = await buildTestApp({ RATE_LIMIT_ATTEMPT_PER_IDENTIFIER: '1000', ...env }, { clock });
  const author = await createUser(t.app, t.ctx.ds, ['super-admin'], { verified: true });
  return { t, clock, author };
}

/** A test taker; pro by default so daily allowances stay out of the way of tests about something else. */
export async function taker(r: Runner, roles: Role[] = ['student', 'pro'], timezone = 'Asia/Taipei'): Promise<CreatedUser> {
  const u = await createUser(r.t.app, r.t.ctx.ds, roles, { verified: true });
  await r.t.ctx.ds.query(`UPDATE users SET timezone = $2 WHERE id = $1`, [u.id, timezone]);
  return u;
}

/**
 * `count` questions of a digital section, owned by `owner`: Reading and Writing ones are 4-choice with
 * key A; Math ones are grid-ins with key 3. `status` published for library content.
 */
export async function bankQuestions(r: Runner, owner: CreatedUser, section: Section, count: number, ownerKind = 'admin'): Promise<number[]> {
  const math = section === 'math';
  const choices = ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `choice ${label}` }));
  const rows: { id: number }[] = await r.t.ctx.ds.query(
    `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key, explanation, status)
     SELECT $1, $2, $3, 'digital', $4, $5, $6, 'medium', 'Stem ' || $7 || ' ' || g, $8::jsonb, $9, 'secret explanation', 'published'
       FROM generate_series(1, $10) g RETURNING id`,
    [
      owner.id,
      ownerKind,
      math ? 'grid-in' : 'multiple-choice',
      section,
      math ? 'algebra' : 'craft-and-structure',
      math ? 'linear-functions' : 'words-in-context',
      uid(),
      math ? '[]' : JSON.stringify(choices),
      math ? '3' : 'A',
      count,
    ],
  );
  return rows.map((x) => x.id);
}

export interface PracticeOptions {
  kind?: 'module' | 'section' | 'drill' | 'quick';
  count?: number;
  minutes?: number;
  publish?: boolean;
  owner?: CreatedUser;
}

/** A digital practice through the authoring API; published by default. */
export async function practice(r: Runner, section: 'reading-writing' | 'math', o: PracticeOptions = {}): Promise<number> {
  const owner = o.owner ?? r.author;
  const admin = owner === r.author;
  const ids = await bankQuestions(r, owner, section, o.count ?? 3, admin ? 'admin' : 'teacher');
  const res = await request(r.t.app)
    .post('/api/practices')
    .set(bearer(owner.token))
    .send({
      title: `P ${uid()}`,
      version: 'digital',
      kind: o.kind ?? 'module',
      section,
      time_limit_seconds: (o.minutes ?? 30) * 60,
      question_ids: ids,
    });
  if (res.status !== 201) throw new Error(`practice: ${res.status} ${JSON.stringify(res.body)}`);
  if (o.publish ?? true) await request(r.t.app).post(`/api/practices/${res.body.id}/publish`).set(bearer(owner.token)).expect(200);
  return res.body.id;
}

/** A full practice set of the given practices (break after each but the last). */
export async function practiceSet(r: Runner, practiceIds: number[], breakSeconds = 0): Promise<number> {
  const res = await request(r.t.app)
    .post('/api/practice-sets')
    .set(bearer(r.author.token))
    .send({ title: `S ${uid()}`, version: 'digital', items: practiceIds.map((id) => ({ practice_id: id, break_after_seconds: breakSeconds })) });
  if (res.status !== 201) throw new Error(`set: ${res.status} ${JSON.stringify(res.body)}`);
  await request(r.t.app).post(`/api/practice-sets/${res.body.id}/publish`).set(bearer(r.author.token)).expect(200);
  return res.body.id;
}

export interface AdaptiveFixture {
  id: number;
  /** Module practices per section: module 1, easier and harder module 2. */
  rw: { m1: number; easy: number; hard: number };
  math: { m1: number; easy: number; hard: number };
}

/** An adaptive set: RW modules of 4 questions (32 min), Math of 3 (35 min), thresholds as given, a break between. */
export async function adaptiveSet(
  r: Runner,
  o: { rwThreshold?: number; mathThreshold?: number; breakSeconds?: number } = {},
): Promise<AdaptiveFixture> {
  const mods = async (section: 'reading-writing' | 'math', count: number, minutes: number) => {
    const [m1, easy, hard] = await Promise.all([0, 1, 2].map(() => practice(r, section, { count, minutes })));
    return { m1, easy, hard };
  };
  const rw = await mods('reading-writing', 4, 32);
  const math = await mods('math', 3, 35);
  const res = await request(r.t.app)
    .post('/api/adaptive-sets')
    .set(bearer(r.author.token))
    .send({
      title: `A ${uid()}`,
      break_after_seconds: o.breakSeconds ?? 600,
      sections: [
        {
          section: 'reading-writing',
          module1_id: rw.m1,
          easier_module2_id: rw.easy,
          harder_module2_id: rw.hard,
          routing_threshold: o.rwThreshold ?? 3,
        },
        { section: 'math', module1_id: math.m1, easier_module2_id: math.easy, harder_module2_id: math.hard, routing_threshold: o.mathThreshold ?? 2 },
      ],
    });
  if (res.status !== 201) throw new Error(`adaptive: ${res.status} ${JSON.stringify(res.body)}`);
  await request(r.t.app).post(`/api/adaptive-sets/${res.body.id}/publish`).set(bearer(r.author.token)).expect(200);
  return { id: res.body.id, rw, math };
}

export const api = (r: Runner, user: CreatedUser) => ({
  start: (body: Record<string, unknown>) => request(r.t.app).post('/api/attempts').set(bearer(user.token)).send(body),
  get: (id: number) => request(r.t.app).get(`/api/attempts/${id}`).set(bearer(user.token)),
  list: (query: Record<string, string | number | string[]> = {}) => request(r.t.app).get('/api/attempts').query(query).set(bearer(user.token)),
  save: (id: number, questionId: number, body: Record<string, unknown>) =>
    request(r.t.app).put(`/api/attempts/${id}/answers/${questionId}`).set(bearer(user.token)).send(body),
  submit: (id: number, moduleId: number) => request(r.t.app).post(`/api/attempts/${id}/submit-module`).set(bearer(user.token)).send({ moduleId }),
  cont: (id: number) => request(r.t.app).post(`/api/attempts/${id}/continue`).set(bearer(user.token)),
  resume: (id: number) => request(r.t.app).post(`/api/attempts/${id}/resume`).set(bearer(user.token)),
  away: (id: number) => request(r.t.app).post(`/api/attempts/${id}/away`).set(bearer(user.token)),
  restart: (id: number) => request(r.t.app).post(`/api/attempts/${id}/restart`).set(bearer(user.token)),
});

/** Starts and expects a new attempt. */
export async function started(r: Runner, user: CreatedUser, body: Record<string, unknown>): Promise<AttemptDto> {
  const res = await api(r, user).start(body);
  if (res.status !== 201) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as AttemptDto;
}

/** Answers the current module: the first `correct` questions right, the others wrong. */
export async function answerModule(r: Runner, user: CreatedUser, a: AttemptDto, correct: number, seq = 1): Promise<void> {
  const mod = a.currentModule!;
  for (const [i, q] of mod.questions.entries()) {
    const answer = i < correct ? rightAnswer(mod.section) : wrongAnswer(mod.section);
    await api(r, user).save(a.id, q.id, { answer, marked: false, eliminated: [], seq }).expect(200);
  }
}

/** The answer that is right for a question of our bank: A for Reading and Writing, 3 for Math. */
export const rightAnswer = (section: Section) => (section === 'math' ? '3' : 'A');
export const wrongAnswer = (section: Section) => (section === 'math' ? '7' : 'B');
