/** Starting attempts: each target type, visibility, 201 vs 200 for a running one, first_taken_at, the plan. */
import request from 'supertest';
import type { AttemptDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { adaptiveSet, api, practice, practiceSet, setupRunner, started, taker, START, type Runner } from './attempts-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const takenAt = async (table: string, id: number) =>
  ((await r.t.ctx.ds.query(`SELECT first_taken_at FROM ${table} WHERE id = $1`, [id])) as { first_taken_at: Date | null }[])[0].first_taken_at;

describe('POST /api/attempts', () => {
  it('starts a single practice: the module runs on the server clock, questions carry no key', async () => {
    const student = await taker(r);
    const pid = await practice(r, 'reading-writing', { kind: 'section', count: 3, minutes: 20 });
    const a = await started(r, student, { practiceId: pid });
    expect(a).toMatchObject({
      status: 'in_progress',
      target: { type: 'practice', id: pid, version: 'digital' },
      leaveCount: 0,
      extraTimePercent: 0,
      restartOfId: null,
      breakEndsAt: null,
      finishedAt: null,
      startedAt: START,
      serverNow: START,
      answers: [],
    });
    expect(a.plan).toEqual([
      expect.objectContaining({ position: 1, stage: 'single', section: 'reading-writing', questionCount: 3, state: 'current', submittedBy: null }),
    ]);
    const mod = a.currentModule!;
    expect(mod).toMatchObject({ position: 1, stage: 'single', startedAt: START, endsAt: '2030-03-10T12:20:00.000Z' });
    expect(mod.questions.map((q) => q.number)).toEqual([1, 2, 3]);
    expect(mod.questions[0].choices.map((c) => c.label)).toEqual(['A', 'B', 'C', 'D']);
    const raw = JSON.stringify(mod.questions);
    for (const secret of ['answer_key', 'explanation', 'secret explanation', 'domain', 'skill', 'difficulty']) expect(raw).not.toContain(secret);
    expect(await takenAt('practices', pid)).toEqual(new Date(START));
  });

  it('starts a full practice set and an adaptive set, marking the target and every practice in them as taken', async () => {
    const student = await taker(r);
    const p1 = await practice(r, 'reading-writing', { kind: 'section' });
    const p2 = await practice(r, 'math', { kind: 'section' });
    const setId = await practiceSet(r, [p1, p2], 300);
    const full = await started(r, student, { composePracticeId: setId });
    expect(full.target).toMatchObject({ type: 'fullPractice', id: setId });
    expect(full.plan.map((s) => [s.position, s.section, s.stage, s.state, s.breakAfterSeconds])).toEqual([
      [1, 'reading-writing', 'single', 'current', 300],
      [2, 'math', 'single', 'upcoming', 0],
    ]);
    expect(await takenAt('practice_sets', setId)).not.toBeNull();
    for (const p of [p1, p2]) expect(await takenAt('practices', p)).not.toBeNull();

    const ad = await adaptiveSet(r);
    const adaptive = await started(r, student, { adaptiveId: ad.id });
    expect(adaptive.target).toMatchObject({ type: 'adaptive', id: ad.id, version: 'digital' });
    expect(adaptive.plan.map((s) => [s.section, s.stage, s.breakAfterSeconds])).toEqual([
      ['reading-writing', 'module1', 0],
      ['reading-writing', 'module2', 600],
      ['math', 'module1', 0],
      ['math', 'module2', 0],
    ]);
    // A module 2 not routed yet shows no title.
    expect(adaptive.plan[1].title).toBe('');
    expect(adaptive.currentModule).toMatchObject({ stage: 'module1', section: 'reading-writing', endsAt: '2030-03-10T12:32:00.000Z' });
    expect(await takenAt('adaptive_sets', ad.id)).not.toBeNull();
    for (const p of [...Object.values(ad.rw), ...Object.values(ad.math)]) expect(await takenAt('practices', p)).not.toBeNull();
  });

  it('answers 200 with the running attempt of the same test, and two tabs starting at once get one attempt', async () => {
    const student = await taker(r);
    const pid = await practice(r, 'math', { kind: 'section' });
    const results = await Promise.all(Array.from({ length: 6 }, () => api(r, student).start({ practiceId: pid })));
    const ids = new Set(results.map((x) => x.body.id));
    expect(ids.size).toBe(1);
    expect(results.filter((x) => x.status === 201)).toHaveLength(1);
    expect(results.filter((x) => x.status === 200)).toHaveLength(5);
    const again = await api(r, student).start({ practiceId: pid }).expect(200);
    expect(again.body.id).toBe([...ids][0]);
  });

  it('lets students start only admin-published tests; authors also their own drafts', async () => {
    const student = await taker(r);
    const teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    const draft = await practice(r, 'reading-writing', { kind: 'section', publish: false });
    const teachersOwn = await practice(r, 'reading-writing', { kind: 'section', owner: teacher, publish: false });
    expect((await api(r, student).start({ practiceId: draft })).status).toBe(403);
    expect((await api(r, student).start({ practiceId: teachersOwn })).status).toBe(403);
    expect((await api(r, teacher).start({ practiceId: draft })).status).toBe(403);
    expect((await api(r, teacher).start({ practiceId: teachersOwn })).status).toBe(201);
    // Admins see everything; an unknown id is then a plain 404.
    expect((await api(r, r.author).start({ practiceId: draft })).status).toBe(201);
    expect((await api(r, r.author).start({ practiceId: 2147483000 })).status).toBe(404);
    expect(await takenAt('practices', draft)).not.toBeNull();
  });

  it('refuses a practice without questions', async () => {
    const teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    const res = await request(r.t.app)
      .post('/api/practices')
      .set(bearer(teacher.token))
      .send({ title: `Empty ${Date.now()}`, version: 'digital', kind: 'section', section: 'math', time_limit_seconds: 600 })
      .expect(201);
    expectFieldError(await api(r, teacher).start({ practiceId: res.body.id }), 'practiceId', 'validation.attempt.empty');
  });

  it('validates the body: exactly one target, ids', async () => {
    const student: CreatedUser = await taker(r);
    expectFieldError(await api(r, student).start({}), 'practiceId', 'validation.attempt.target');
    expectFieldError(await api(r, student).start({ practiceId: 1, adaptiveId: 2 }), 'practiceId', 'validation.attempt.target');
    expectFieldError(await api(r, student).start({ composePracticeId: 'x' }), 'composePracticeId', 'validation.id');
    expectFieldError(await api(r, student).start({ adaptiveId: 0 }), 'adaptiveId', 'validation.id');
    expect((await request(r.t.app).post('/api/attempts').send({ practiceId: 1 })).status).toBe(401);
  });
});

describe('GET /api/attempts', () => {
  it("lists the caller's own attempts, filtered by status (active = running), type and target", async () => {
    const student = await taker(r);
    const other = await taker(r);
    const pid = await practice(r, 'reading-writing', { kind: 'section' });
    const ad = await adaptiveSet(r);
    const a1: AttemptDto = await started(r, student, { practiceId: pid });
    const a2: AttemptDto = await started(r, student, { adaptiveId: ad.id });
    await started(r, other, { adaptiveId: ad.id });

    const all = await api(r, student).list().expect(200);
    expect(all.body).toMatchObject({ current_page: 1, total: 2 });
    expect(all.body.data.map((x: AttemptDto) => x.id).sort()).toEqual([a1.id, a2.id].sort());
    expect(all.body.data[0]).toEqual({
      id: expect.any(Number),
      status: 'in_progress',
      target: expect.objectContaining({ type: expect.any(String), id: expect.any(Number), title: expect.any(String) }),
      leaveCount: 0,
      startedAt: START,
      finishedAt: null,
    });
    const running = await api(r, student).list({ type: 'adaptive', targetId: ad.id, status: 'active' }).expect(200);
    expect(running.body.data.map((x: AttemptDto) => x.id)).toEqual([a2.id]);
    expect((await api(r, student).list({ status: 'finished' }).expect(200)).body.total).toBe(0);
    expectFieldError(await api(r, student).list({ status: 'nope' }), 'status', 'validation.attempt.status');
    expectFieldError(await api(r, student).list({ type: 'nope' }), 'type', 'validation.attempt.type');
    expectFieldError(await api(r, student).list({ targetId: 'x' }), 'targetId', 'validation.id');
    // ?status=a&status=b is a list, not one status
    expectFieldError(await api(r, student).list({ status: ['active', 'finished'] }), 'status', 'validation.attempt.status');
  });
});

describe('attempt ids', () => {
  it('answers 422 for an id that is not a positive integer, on every attempt route', async () => {
    const student = await taker(r);
    const s = api(r, student);
    const bad = 'abc' as unknown as number;
    for (const res of [await s.get(bad), await s.submit(bad, 1), await s.cont(bad), await s.resume(bad), await s.restart(bad)])
      expectFieldError(res, 'id', 'validation.id');
    expectFieldError(await s.save(bad, 1, { answer: '', marked: false, eliminated: [], seq: 1 }), 'id', 'validation.id');
    expect((await s.get(2147483000)).status).toBe(404);
  });
});
