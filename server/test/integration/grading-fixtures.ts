/**
 * What grading*.test.ts and results*.test.ts share: attempts taken to the end through the runner's API
 * with chosen responses, the seeded sample adaptive test taken by its key, and the stored result row.
 */
import request from 'supertest';
import type { AttemptDto } from '@app/shared';
import { ALL_SAMPLE_MODULES } from '../../src/seeds/content';
import { rightResponseOf } from '../../src/seeds/content/validate-content';
import { seedSampleTests } from '../../src/seeds/sample-tests';
import { bearer, type CreatedUser } from '../helpers/factories';
import { api, started, type Runner } from './attempts-fixtures';

/** Saves `responses[i]` for the i-th question of the current module ('' leaves it unanswered), then submits it. */
export async function answerAndSubmit(r: Runner, user: CreatedUser, a: AttemptDto, responses: (qid: number, i: number) => string, seconds = 0) {
  const mod = a.currentModule!;
  for (const [i, q] of mod.questions.entries()) {
    const answer = responses(q.id, i);
    if (answer === '' && seconds === 0) continue;
    await api(r, user)
      .save(a.id, q.id, { answer, marked: i === 0, eliminated: [], seq: i + 1, timeSpentSeconds: seconds })
      .expect(200);
  }
  const res = await api(r, user).submit(a.id, mod.id);
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  let next = res.body as AttemptDto;
  // A break between sections: the student goes on at once.
  if (next.status === 'on_break') next = (await api(r, user).cont(a.id).expect(200)).body as AttemptDto;
  return next;
}

/** Takes every module of the attempt with the same response rule; answers the finished attempt's id. */
export async function takeToTheEnd(r: Runner, user: CreatedUser, body: Record<string, unknown>, responses: (qid: number, i: number) => string) {
  let a = await started(r, user, body);
  while (a.status !== 'finished') a = await answerAndSubmit(r, user, a, responses);
  await r.t.ctx.queue.drain();
  return a.id;
}

/** The seeded sample adaptive test's id and the right response of each of its questions (by question id). */
export async function seededAdaptive(r: Runner): Promise<{ id: number; right: Map<number, string> }> {
  await r.t.ctx.ds.transaction((tx) => seedSampleTests(tx));
  const registry = (await r.t.ctx.ds.query(`SELECT slug, entity_id FROM seed_registry`)) as { slug: string; entity_id: number }[];
  const ids = new Map(registry.map((x) => [x.slug, x.entity_id]));
  const right = new Map<number, string>();
  for (const m of ALL_SAMPLE_MODULES) for (const q of m.questions) right.set(ids.get(`question:${q.slug}`)!, rightResponseOf(q));
  return { id: ids.get('adaptive-set:sample-dsat-1')!, right };
}

/** The stored result row, as the database has it. */
export async function resultRow(r: Runner, attemptId: number): Promise<Record<string, unknown> | undefined> {
  const rows = (await r.t.ctx.ds.query(`SELECT * FROM results WHERE attempt_id = $1`, [attemptId])) as Record<string, unknown>[];
  return rows[0];
}

/** Puts a graded result back to its 'grading' marker, as if its job had never run. */
export async function backToMarker(r: Runner, attemptId: number, queuedAt: Date): Promise<void> {
  await r.t.ctx.ds.query(
    `UPDATE results SET status = 'grading', total = NULL, sections = '[]', domains = '[]', skills = '[]', questions = '[]', correct_count = 0,
            wrong_count = 0, omitted_count = 0, unscored_count = 0, graded_at = NULL, queued_at = $2 WHERE attempt_id = $1`,
    [attemptId, queuedAt],
  );
}

/** A score table for a practice through the authoring API: raw i -> base + i * step. */
export async function practiceTable(r: Runner, practiceId: number, type: string, maxRaw: number, base = 200, step = 100) {
  const rows = Array.from({ length: maxRaw + 1 }, (_, raw) => ({ raw, scaled: Math.min(800, base + raw * step) }));
  await request(r.t.app)
    .post('/api/score-tables')
    .set(bearer(r.author.token))
    .send({ target: 'practice', target_id: practiceId, type, max_raw: maxRaw, rows })
    .expect(201);
}
