/**
 * Autosave, submit and routing: seq ordering, every field restored on resume, validation per field,
 * idempotent submit under concurrent requests, adaptive routing both ways and at the threshold.
 */
import { LEAVE_GRACE_SECONDS, type AttemptDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { adaptiveSet, answerModule, api, practice, setupRunner, started, START, taker, type Runner } from './attempts-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());
beforeEach(() => r.clock.set(START));

const annotations = {
  highlights: [
    { start: 0, end: 12, color: 'yellow', note: 'main claim' },
    { start: 20, end: 25, color: 'pink' },
  ],
};

describe('PUT /api/attempts/{id}/answers/{questionId}', () => {
  it('saves every part of an answer; the highest seq wins and a stale write answers applied:false', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    const [q1, q2] = a.currentModule!.questions.map((q) => q.id);
    const s = api(r, student);

    expect(
      (await s.save(a.id, q1, { answer: 'B', marked: true, eliminated: ['C', 'D'], annotations, timeSpentSeconds: 40, seq: 5 }).expect(200)).body,
    ).toEqual({
      questionId: q1,
      seq: 5,
      applied: true,
    });
    // A retry of an older change arrives late: ignored, and the answer says which seq holds.
    expect((await s.save(a.id, q1, { answer: 'A', marked: false, eliminated: [], seq: 3 }).expect(200)).body).toEqual({
      questionId: q1,
      seq: 5,
      applied: false,
    });
    // The same request again: idempotent.
    expect((await s.save(a.id, q1, { answer: 'B', marked: true, eliminated: ['C', 'D'], seq: 5 }).expect(200)).body.applied).toBe(false);
    // A newer change without annotations keeps the saved ones; time spent never goes down.
    await s.save(a.id, q1, { answer: 'C', marked: true, eliminated: ['D'], timeSpentSeconds: 10, seq: 6 }).expect(200);
    await s.save(a.id, q2, { answer: '', marked: true, eliminated: [], seq: 7 }).expect(200);

    // The page went away for a minute (another tab, a closed window) and came back: one leave.
    await s.away(a.id).expect(204);
    r.clock.advance(60_000);
    const resumed = (await s.resume(a.id).expect(200)).body as AttemptDto;
    expect(resumed.leaveCount).toBe(1);
    expect(resumed.currentModule!.endsAt).toBe(a.currentModule!.endsAt);
    expect(resumed.serverNow).toBe(new Date(Date.parse(START) + 60_000).toISOString());
    expect(resumed.answers).toEqual([
      { questionId: q1, answer: 'C', marked: true, eliminated: ['D'], annotations, timeSpentSeconds: 40, seq: 6 },
      { questionId: q2, answer: '', marked: true, eliminated: [], annotations: { highlights: [] }, timeSpentSeconds: 0, seq: 7 },
    ]);
    // GET restores the same without counting a leave, and so does a reopen the page never left for.
    expect((await s.get(a.id).expect(200)).body).toMatchObject({ answers: resumed.answers, leaveCount: 1 });
    await s.resume(a.id).expect(200);
    expect((await s.list().expect(200)).body.data[0].leaveCount).toBe(1);
  });

  it('keeps the answer eliminator switched on per question, and refuses a non-boolean', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    const [q1, q2] = a.currentModule!.questions.map((q) => q.id);
    const s = api(r, student);
    const on = { highlights: [], eliminator: true };
    await s.save(a.id, q1, { answer: '', marked: false, eliminated: ['B'], annotations: on, seq: 1 }).expect(200);
    await s.save(a.id, q2, { answer: '', marked: false, eliminated: [], annotations: { highlights: [], eliminator: false }, seq: 2 }).expect(200);
    expectFieldError(
      await s.save(a.id, q1, { answer: '', marked: false, eliminated: [], annotations: { highlights: [], eliminator: 'yes' }, seq: 3 }),
      'annotations.eliminator',
      'validation.boolean',
    );
    const restored = ((await s.get(a.id).expect(200)).body as AttemptDto).answers;
    expect(restored.find((x) => x.questionId === q1)).toMatchObject({ eliminated: ['B'], annotations: on, seq: 1 });
    expect(restored.find((x) => x.questionId === q2)!.annotations).toEqual({ highlights: [] });
  });

  it('checks the answer against the question: a choice label of it, or grid-in text', async () => {
    const student = await taker(r);
    const rw = await started(r, student, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    const math = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'section' }) });
    const s = api(r, student);
    const rq = rw.currentModule!.questions[0].id;
    const mq = math.currentModule!.questions[0].id;
    expectFieldError(await s.save(rw.id, rq, { answer: 'E', marked: false, eliminated: [], seq: 1 }), 'answer', 'validation.attempt.answer');
    expectFieldError(
      await s.save(rw.id, rq, { answer: 'A', marked: false, eliminated: ['A', 'Z'], seq: 1 }),
      'eliminated',
      'validation.attempt.eliminated',
    );
    expectFieldError(await s.save(math.id, mq, { answer: '1/2x', marked: false, eliminated: [], seq: 1 }), 'answer', 'validation.attempt.answer');
    expectFieldError(
      await s.save(math.id, mq, { answer: '1', marked: false, eliminated: ['A'], seq: 1 }),
      'eliminated',
      'validation.attempt.eliminated',
    );
    await s.save(math.id, mq, { answer: '-7/2', marked: false, eliminated: [], seq: 1 }).expect(200);
    await s.save(math.id, mq, { answer: ' .6667 ', marked: false, eliminated: [], seq: 2 }).expect(200);
    // A question of another attempt's module.
    expect((await s.save(rw.id, mq, { answer: '1', marked: false, eliminated: [], seq: 3 }).expect(409)).body.reason).toBe(
      'ATTEMPT_QUESTION_NOT_IN_MODULE',
    );
  });

  it('validates every field with a 422 naming it', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    const q = a.currentModule!.questions[0].id;
    const ok = { answer: 'A', marked: false, eliminated: [], seq: 1 };
    const s = api(r, student);
    expectFieldError(await s.save(a.id, q, { ...ok, answer: 'x'.repeat(65) }), 'answer', 'validation.too_long');
    expectFieldError(await s.save(a.id, q, { ...ok, answer: 5 }), 'answer', 'validation.string');
    expectFieldError(await s.save(a.id, q, { marked: false, eliminated: [], seq: 1 }), 'answer', 'validation.required');
    expectFieldError(await s.save(a.id, q, { ...ok, marked: 'yes' }), 'marked', 'validation.boolean');
    expectFieldError(await s.save(a.id, q, { ...ok, eliminated: 'A' }), 'eliminated', 'validation.attempt.eliminated');
    expectFieldError(await s.save(a.id, q, { ...ok, eliminated: ['A', 'A'] }), 'eliminated', 'validation.attempt.eliminated');
    expectFieldError(await s.save(a.id, q, { ...ok, seq: -1 }), 'seq', 'validation.attempt.seq');
    expectFieldError(await s.save(a.id, q, { ...ok, seq: 1.5 }), 'seq', 'validation.attempt.seq');
    expectFieldError(await s.save(a.id, q, { ...ok, seq: undefined }), 'seq', 'validation.required');
    expectFieldError(await s.save(a.id, q, { ...ok, timeSpentSeconds: -3 }), 'timeSpentSeconds', 'validation.attempt.time_spent');
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: [] }), 'annotations', 'validation.attempt.annotations');
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: {} }), 'annotations.highlights', 'validation.attempt.highlights');
    const many = Array.from({ length: 201 }, (_, i) => ({ start: i, end: i + 1, color: 'blue' }));
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: { highlights: many } }), 'annotations.highlights', 'validation.attempt.highlights');
    const backwards = { highlights: [{ start: 9, end: 2, color: 'blue' }] };
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: backwards }), 'annotations.highlights', 'validation.attempt.highlights');
    const badColor = { highlights: [{ start: 1, end: 2, color: 'red' }] };
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: badColor }), 'annotations.highlights[0].color', 'validation.attempt.color');
    const longNote = { highlights: [{ start: 1, end: 2, color: 'blue', note: 'n'.repeat(2001) }] };
    expectFieldError(await s.save(a.id, q, { ...ok, annotations: longNote }), 'annotations.highlights[0].note', 'validation.too_long');
    expectFieldError(
      await s.save(a.id, q, { ...ok, annotations: { highlights: [{ start: 'a', end: 2, color: 'blue' }] } }),
      'annotations.highlights[0].start',
    );
    expectFieldError(await s.save(0 as number, q, ok), 'id', 'validation.id');
    expectFieldError(await s.save(a.id, 0, ok), 'questionId', 'validation.id');
    // Unknown fields of a highlight are dropped, not stored.
    await s.save(a.id, q, { ...ok, annotations: { highlights: [{ start: 1, end: 2, color: 'blue', evil: '<script>' }] } }).expect(200);
    const [row] = await r.t.ctx.ds.query(`SELECT annotations FROM attempt_answers WHERE question_id = $1`, [q]);
    expect(row.annotations).toEqual({ highlights: [{ start: 1, end: 2, color: 'blue' }] });
  });
});

describe('POST /api/attempts/{id}/submit-module', () => {
  it('submits once under 20 concurrent requests, and every response shows the same state', async () => {
    const student = await taker(r);
    const ad = await adaptiveSet(r);
    const a = await started(r, student, { adaptiveId: ad.id });
    const moduleId = a.currentModule!.id;
    const results = await Promise.all(Array.from({ length: 20 }, () => api(r, student).submit(a.id, moduleId)));
    expect(results.map((x) => x.status)).toEqual(Array(20).fill(200));
    const next = new Set(results.map((x) => x.body.currentModule.id));
    expect(next.size).toBe(1);
    expect(results[0].body.currentModule.id).not.toBe(moduleId);
    const mods = await r.t.ctx.ds.query(`SELECT position, submitted_by FROM attempt_modules WHERE attempt_id = $1 ORDER BY position`, [a.id]);
    expect(mods).toEqual([
      { position: 1, submitted_by: 'student' },
      { position: 2, submitted_by: null },
    ]);
  });

  it('never lets a save land in a module after it was submitted and scored', async () => {
    const student = await taker(r);
    const ad = await adaptiveSet(r, { rwThreshold: 2 });
    const a = await started(r, student, { adaptiveId: ad.id });
    const saves = a.currentModule!.questions.map((q, i) =>
      api(r, student).save(a.id, q.id, { answer: 'A', marked: false, eliminated: [], seq: i + 1 }),
    );
    const [submit, ...saved] = await Promise.all([api(r, student).submit(a.id, a.currentModule!.id), ...saves]);
    expect(submit.status).toBe(200);
    for (const res of saved) expect([200, 409]).toContain(res.status);
    const [m1] = await r.t.ctx.ds.query(
      `SELECT m.correct_count, (SELECT count(*)::int FROM attempt_answers aa WHERE aa.attempt_module_id = m.id AND aa.answer = 'A') AS stored
         FROM attempt_modules m WHERE m.attempt_id = $1 AND m.position = 1`,
      [a.id],
    );
    expect(m1.correct_count).toBe(m1.stored);
    expect(saved.filter((x) => x.status === 200)).toHaveLength(m1.stored);
  });

  it('refuses a module id that is not of the attempt (422), and validates moduleId', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'section' }) });
    const b = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'section' }) });
    expectFieldError(await api(r, student).submit(a.id, b.currentModule!.id), 'moduleId', 'validation.attempt.module');
    expectFieldError(await api(r, student).submit(a.id, 'x' as unknown as number), 'moduleId', 'validation.id');
  });

  it('finishes the attempt after its last module', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'section' }) });
    r.clock.advance(90_000);
    const done = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(done).toMatchObject({ status: 'finished', currentModule: null, finishedAt: new Date(Date.parse(START) + 90_000).toISOString() });
    expect(done.plan[0]).toMatchObject({ state: 'done', submittedBy: 'student' });
  });
});

describe('adaptive routing', () => {
  /** RW module 1 has 4 questions, threshold 3. */
  async function routeWith(correct: number, threshold = 3) {
    const student = await taker(r);
    const ad = await adaptiveSet(r, { rwThreshold: threshold });
    const a = await started(r, student, { adaptiveId: ad.id });
    await answerModule(r, student, a, correct);
    const next = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    return { ad, next };
  }

  /** The route is the server's secret until the report: read it from the database. */
  async function routeOf(next: AttemptDto): Promise<string> {
    const [mod] = await r.t.ctx.ds.query(`SELECT route FROM attempt_modules WHERE id = $1`, [next.currentModule!.id]);
    return mod.route;
  }

  it('routes to the harder module 2 when module 1 reaches the threshold (all right)', async () => {
    const { ad, next } = await routeWith(4);
    expect(next.currentModule).toMatchObject({ stage: 'module2', position: 2, title: '' });
    expect(await routeOf(next)).toBe('harder');
    // Nothing the runner receives names the route: no route field, no form title ("... (harder)").
    expect(next.currentModule).not.toHaveProperty('route');
    expect(JSON.stringify(next)).not.toMatch(/harder|easier/i);
    expect(next.plan.map((s) => s.title)).toEqual(['', '', '', '']);
    const [mod] = await r.t.ctx.ds.query(`SELECT practice_id, correct_count FROM attempt_modules WHERE id = $1`, [next.currentModule!.id]);
    expect(mod.practice_id).toBe(ad.rw.hard);
  });

  it('routes to the harder module exactly at the threshold, and to the easier one just below it', async () => {
    expect(await routeOf((await routeWith(3)).next)).toBe('harder');
    const below = await routeWith(2);
    expect(await routeOf(below.next)).toBe('easier');
    const [m1] = await r.t.ctx.ds.query(`SELECT correct_count FROM attempt_modules WHERE attempt_id = $1 AND position = 1`, [below.next.id]);
    expect(m1.correct_count).toBe(2);
  });

  it('routes to the easier module when everything is wrong', async () => {
    const { ad, next } = await routeWith(0);
    expect(await routeOf(next)).toBe('easier');
    const [mod] = await r.t.ctx.ds.query(`SELECT practice_id FROM attempt_modules WHERE id = $1`, [next.currentModule!.id]);
    expect(mod.practice_id).toBe(ad.rw.easy);
  });

  it('counts a * key for no one and a free point (every choice right) for everyone', async () => {
    const student = await taker(r);
    const ad = await adaptiveSet(r, { rwThreshold: 2 });
    const a = await started(r, student, { adaptiveId: ad.id });
    const [q1, q2, q3] = a.currentModule!.questions.map((q) => q.id);
    await r.t.ctx.ds.query(`UPDATE questions SET answer_key = '*' WHERE id = $1`, [q1]);
    await r.t.ctx.ds.query(`UPDATE questions SET answer_key = 'A,B,C,D' WHERE id = $1`, [q2]);
    // q1 answered "right" by the old key, q2 left blank, q3 wrong: only the free point counts.
    await api(r, student).save(a.id, q1, { answer: 'A', marked: false, eliminated: [], seq: 1 }).expect(200);
    await api(r, student).save(a.id, q3, { answer: 'B', marked: false, eliminated: [], seq: 2 }).expect(200);
    const next = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(await routeOf(next)).toBe('easier');
    const [m1] = await r.t.ctx.ds.query(`SELECT correct_count FROM attempt_modules WHERE attempt_id = $1 AND position = 1`, [a.id]);
    expect(m1.correct_count).toBe(1);
  });
});

describe('leaving the test: POST /api/attempts/{id}/away, then resume', () => {
  it('counts a leave only when the page stays away for the grace period: a reload is not a leave', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    const s = api(r, student);
    const leaves = async () => ((await s.get(a.id).expect(200)).body as AttemptDto).leaveCount;

    // A reload: the page goes and is back within seconds.
    await s.away(a.id).expect(204);
    r.clock.advance((LEAVE_GRACE_SECONDS - 2) * 1000);
    expect(((await s.resume(a.id).expect(200)).body as AttemptDto).leaveCount).toBe(0);

    // Away longer than the grace period (a second "away" while away keeps the first moment): one leave.
    await s.away(a.id).expect(204);
    r.clock.advance(6000);
    await s.away(a.id).expect(204);
    r.clock.advance((LEAVE_GRACE_SECONDS - 6) * 1000);
    expect(((await s.resume(a.id).expect(200)).body as AttemptDto).leaveCount).toBe(1);
    expect(((await s.resume(a.id).expect(200)).body as AttemptDto).leaveCount).toBe(1);

    // Gone and never back before the module's deadline: counted when the attempt ends.
    await s.away(a.id).expect(204);
    r.clock.advance(2 * 3600_000);
    expect(await leaves()).toBe(2);
    const [row] = await r.t.ctx.ds.query(`SELECT status, away_since FROM attempts WHERE id = $1`, [a.id]);
    expect(row).toEqual({ status: 'finished', away_since: null });
    // Once finished, nothing more is counted.
    await s.away(a.id).expect(204);
    expect(((await s.resume(a.id).expect(200)).body as AttemptDto).leaveCount).toBe(2);
  });

  it("answers 404 for another user's attempt and 422 for a bad id, changing nothing", async () => {
    const owner = await taker(r);
    const other = await taker(r);
    const a = await started(r, owner, { practiceId: await practice(r, 'reading-writing', { kind: 'section' }) });
    await api(r, other).away(a.id).expect(404);
    expect((await api(r, other).away(0)).status).toBe(422);
    const [row] = await r.t.ctx.ds.query(`SELECT away_since FROM attempts WHERE id = $1`, [a.id]);
    expect(row.away_since).toBeNull();
  });
});
