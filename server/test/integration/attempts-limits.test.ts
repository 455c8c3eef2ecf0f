/**
 * Who may start: free members' daily allowances by the day of their own timezone, pro and super-admin
 * unlimited, the take limit (restarts count), restart, rate limits, 404 for other people's attempts on
 * every route, and the extra-time accommodation endpoint's roles.
 */
import request from 'supertest';
import { FREE_DAILY_FULL_TESTS, FREE_DAILY_SECTION_PRACTICES, SAT_PLAN_DAILY_FULL_TESTS, type AttemptDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { api, practice, practiceSet, setupRunner, started, taker, type Runner } from './attempts-fixtures';

/** 23:30 in Taipei (UTC+8), 07:30 in Los Angeles (UTC-8, no daylight saving in January). */
const START = '2030-01-15T15:30:00.000Z';
const HOUR = 3_600_000;

let r: Runner;
/** More section practices and full sets than a free member may start in a day. */
let sections: number[];
let sets: number[];
beforeAll(async () => {
  r = await setupRunner({}, START);
  sections = [];
  for (let i = 0; i < FREE_DAILY_SECTION_PRACTICES + 2; i++) sections.push(await practice(r, 'math', { kind: 'drill', count: 1 }));
  sets = [];
  for (let i = 0; i < FREE_DAILY_FULL_TESTS + 2; i++) sets.push(await practiceSet(r, [sections[i]]));
});
afterAll(() => r.t.close());
beforeEach(() => r.clock.set(START));

const startAll = async (user: CreatedUser, field: string, ids: number[]) => {
  const statuses: number[] = [];
  for (const id of ids) statuses.push((await api(r, user).start({ [field]: id })).status);
  return statuses;
};

describe('daily allowances of free members', () => {
  it('counts single-section practices by the day in the taker timezone: Taipei starts a new day an hour later, Los Angeles does not', async () => {
    const taipei = await taker(r, ['student'], 'Asia/Taipei');
    const la = await taker(r, ['student'], 'America/Los_Angeles');
    const n = FREE_DAILY_SECTION_PRACTICES;
    for (const user of [taipei, la]) {
      expect(await startAll(user, 'practiceId', sections.slice(0, n))).toEqual(Array(n).fill(201));
      const over = await api(r, user).start({ practiceId: sections[n] });
      expect(over.status).toBe(402);
      expect(over.body.code).toBe('exceeded_test');
    }
    r.clock.advance(HOUR); // 00:30 in Taipei, 08:30 in Los Angeles
    expect((await api(r, taipei).start({ practiceId: sections[n] })).status).toBe(201);
    expect((await api(r, la).start({ practiceId: sections[n] })).status).toBe(402);
    r.clock.advance(16 * HOUR); // 00:30 the next day in Los Angeles
    expect((await api(r, la).start({ practiceId: sections[n] })).status).toBe(201);
  });

  it('counts full tests separately from section practices', async () => {
    const student = await taker(r, ['student']);
    const n = FREE_DAILY_FULL_TESTS;
    expect(await startAll(student, 'composePracticeId', sets.slice(0, n))).toEqual(Array(n).fill(201));
    const over = await api(r, student).start({ composePracticeId: sets[n] });
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('exceeded_test');
    // The section allowance is untouched; the running attempt of a test is answered, not counted.
    expect((await api(r, student).start({ practiceId: sections[0] })).status).toBe(201);
    expect((await api(r, student).start({ composePracticeId: sets[0] })).status).toBe(200);
  });

  it('gives pro members, super-admins and holders of an unlimited grant no daily allowance', async () => {
    const pro = await taker(r, ['student', 'pro']);
    const superAdmin = await taker(r, ['super-admin']);
    const granted = await taker(r, ['student']);
    await r.t.ctx.ds.query(`UPDATE users SET taken_unlimited_expire_at = $2 WHERE id = $1`, [granted.id, new Date(Date.parse(START) + 24 * HOUR)]);
    const expired = await taker(r, ['student']);
    await r.t.ctx.ds.query(`UPDATE users SET taken_unlimited_expire_at = $2 WHERE id = $1`, [expired.id, new Date(Date.parse(START) - HOUR)]);
    const all = sections.length;
    for (const user of [pro, superAdmin, granted]) expect(await startAll(user, 'practiceId', sections)).toEqual(Array(all).fill(201));
    expect((await startAll(expired, 'practiceId', sections)).filter((s) => s === 402)).toHaveLength(all - FREE_DAILY_SECTION_PRACTICES);
  });

  it('limits a pro member again once the pro expiry has passed, and gives the SAT plan 3 full tests a day', async () => {
    const lapsed = await taker(r, ['student', 'pro']);
    await r.t.ctx.ds.query(`UPDATE users SET pro_expired_at = $2 WHERE id = $1`, [lapsed.id, new Date(Date.parse(START) - HOUR)]);
    expect((await startAll(lapsed, 'practiceId', sections)).filter((s) => s === 402)).toHaveLength(sections.length - FREE_DAILY_SECTION_PRACTICES);
    const satPlan = await taker(r, ['student']);
    await r.t.ctx.ds.query(`UPDATE users SET sat_plan_expired_at = $2 WHERE id = $1`, [satPlan.id, new Date(Date.parse(START) + 30 * 24 * HOUR)]);
    expect(await startAll(satPlan, 'composePracticeId', sets)).toEqual([...Array(SAT_PLAN_DAILY_FULL_TESTS).fill(201), 402]);
  });
});

describe('take limit and restart', () => {
  it('abandons the running attempt and starts the test again; restarts skip the daily allowance but count as takes', async () => {
    const student = await taker(r, ['student']);
    // Use up the day's allowance with other practices first.
    expect(await startAll(student, 'practiceId', sections.slice(1, FREE_DAILY_SECTION_PRACTICES))).toEqual(
      Array(FREE_DAILY_SECTION_PRACTICES - 1).fill(201),
    );
    const first = await started(r, student, { practiceId: sections[0] });
    await api(r, student).save(first.id, first.currentModule!.questions[0].id, { answer: '3', marked: false, eliminated: [], seq: 1 }).expect(200);

    const second = (await api(r, student).restart(first.id).expect(201)).body as AttemptDto;
    expect(second).toMatchObject({ status: 'in_progress', restartOfId: first.id, answers: [] });
    expect(second.id).not.toBe(first.id);
    expect((await api(r, student).get(first.id).expect(200)).body.status).toBe('abandoned');
    // An abandoned attempt is not running any more: no saves, no second restart.
    expect(
      (await api(r, student).save(first.id, first.currentModule!.questions[0].id, { answer: '3', marked: false, eliminated: [], seq: 2 })).status,
    ).toBe(409);
    expect((await api(r, student).restart(first.id).expect(409)).body.reason).toBe('ATTEMPT_NOT_RUNNING');

    const third = (await api(r, student).restart(second.id).expect(201)).body as AttemptDto;
    const refused = await api(r, student).restart(third.id).expect(400);
    expect(refused.body.code).toBe('TAKEN_OVER_3_EXAM');
    // The refused restart changed nothing.
    expect((await api(r, student).get(third.id).expect(200)).body.status).toBe('in_progress');

    // Finished, then starting again: still over the take limit.
    await api(r, student).submit(third.id, third.currentModule!.id).expect(200);
    expect((await api(r, student).start({ practiceId: sections[0] }).expect(400)).body.code).toBe('TAKEN_OVER_3_EXAM');
    const list = (await api(r, student).list({ type: 'practice', targetId: sections[0] }).expect(200)).body;
    expect(list.data.map((a: AttemptDto) => a.status)).toEqual(['finished', 'abandoned', 'abandoned']);
  });

  it('counts finished attempts towards the take limit on start', async () => {
    const student = await taker(r);
    for (let i = 0; i < 3; i++) {
      const a = await started(r, student, { practiceId: sections[1] });
      await api(r, student).submit(a.id, a.currentModule!.id).expect(200);
    }
    expect((await api(r, student).start({ practiceId: sections[1] }).expect(400)).body.code).toBe('TAKEN_OVER_3_EXAM');
  });
});

describe('other people', () => {
  it('lets an admin read a taker attempt but never write to it', async () => {
    const owner = await taker(r);
    const a = await started(r, owner, { practiceId: sections[3] });
    const q = a.currentModule!.questions[0].id;
    const admin = api(r, r.author);
    expect((await admin.get(a.id)).status).toBe(200);
    const writes = [
      admin.save(a.id, q, { answer: '3', marked: false, eliminated: [], seq: 1 }),
      admin.submit(a.id, a.currentModule!.id),
      admin.cont(a.id),
      admin.resume(a.id),
      admin.restart(a.id),
    ];
    expect((await Promise.all(writes)).map((x) => x.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await api(r, owner).get(a.id).expect(200)).body).toMatchObject({ status: 'in_progress', leaveCount: 0, answers: [] });
  });

  it('answers 404 on every attempt route to anyone but the owner and admins', async () => {
    const owner = await taker(r);
    const stranger = await taker(r);
    const teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    const a = await started(r, owner, { practiceId: sections[2] });
    const q = a.currentModule!.questions[0].id;
    for (const user of [stranger, teacher]) {
      const s = api(r, user);
      const calls = [
        s.get(a.id),
        s.save(a.id, q, { answer: '3', marked: false, eliminated: [], seq: 1 }),
        s.submit(a.id, a.currentModule!.id),
        s.cont(a.id),
        s.resume(a.id),
        s.restart(a.id),
      ];
      expect((await Promise.all(calls)).map((x) => x.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect((await s.list().expect(200)).body.data.map((x: AttemptDto) => x.id)).not.toContain(a.id);
    }
    // Nothing was changed by them.
    const seen = (await api(r, r.author).get(a.id).expect(200)).body as AttemptDto;
    expect(seen).toMatchObject({ status: 'in_progress', leaveCount: 0, answers: [] });
    expect((await api(r, owner).get(2147483000)).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('answers 429 per user past the start and submit budget', async () => {
    const limited = await setupRunner({ RATE_LIMIT_ATTEMPT_PER_IDENTIFIER: '3' }, START);
    try {
      const [pid, other] = [
        await practice(limited, 'math', { kind: 'drill', count: 1 }),
        await practice(limited, 'math', { kind: 'drill', count: 1 }),
      ];
      const student = await taker(limited);
      const a = await started(limited, student, { practiceId: pid });
      for (let i = 0; i < 3; i++) await api(limited, student).submit(a.id, a.currentModule!.id).expect(200);
      const res = await api(limited, student).submit(a.id, a.currentModule!.id).expect(429);
      expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Starts (restarts included) have a budget of their own; another user has theirs.
      await api(limited, student).start({ practiceId: other }).expect(201);
      await api(limited, student).start({ practiceId: other }).expect(200);
      expect((await api(limited, student).start({ practiceId: other })).status).toBe(429);
      expect((await api(limited, await taker(limited)).start({ practiceId: other })).status).toBe(201);
    } finally {
      await limited.t.close();
    }
  });
});

describe('PATCH /api/admin/users/{id}/accommodations', () => {
  const patch = (user: CreatedUser, id: number, body: Record<string, unknown>) =>
    request(r.t.app).patch(`/api/admin/users/${id}/accommodations`).set(bearer(user.token)).send(body);

  it('lets admins and super-admins set a listed extra time; others get 403; unknown users 404', async () => {
    const student = await taker(r);
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['admin'], { verified: true });
    const teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    expect((await patch(admin, student.id, { extraTimePercent: 25 }).expect(200)).body).toEqual({ id: student.id, extraTimePercent: 25 });
    expect((await patch(r.author, student.id, { extraTimePercent: 100 }).expect(200)).body.extraTimePercent).toBe(100);
    for (const user of [student, teacher]) expect((await patch(user, student.id, { extraTimePercent: 0 })).status).toBe(403);
    expect((await patch(admin, 2147483000, { extraTimePercent: 0 })).status).toBe(404);
    expectFieldError(await patch(admin, student.id, { extraTimePercent: 33 }), 'extraTimePercent', 'validation.extra_time');
    expectFieldError(await patch(admin, student.id, {}), 'extraTimePercent', 'validation.required');
    expectFieldError(await patch(admin, student.id, { extraTimePercent: [25] }), 'extraTimePercent', 'validation.extra_time');
    expectFieldError(await patch(admin, student.id, { extraTimePercent: 'lots' }), 'extraTimePercent', 'validation.extra_time');
    expect((await request(r.t.app).patch(`/api/admin/users/${student.id}/accommodations`).send({ extraTimePercent: 0 })).status).toBe(401);
    const [row] = await r.t.ctx.ds.query(`SELECT extra_time_percent FROM users WHERE id = $1`, [student.id]);
    expect(row.extra_time_percent).toBe(100);
  });
});
