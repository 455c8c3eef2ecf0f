/**
 * The server's clocks: late saves refused, modules submitted at their deadline by the server (on the next
 * read, or by the sweep when nobody looks), cascading over breaks; extra time; breaks skipped or expiring.
 */
import request from 'supertest';
import type { AttemptDto } from '@app/shared';
import { Queue } from 'bullmq';
import { createBullMqQueue } from '../../src/jobs/bullmq-queue';
import { createJobHandlers } from '../../src/modules';
import { createInlineQueue } from '../../src/jobs/inline-queue';
import { createLogger } from '../../src/lib/logger';
import { bearer, uid } from '../helpers/factories';
import { settleAttempt, sweepDueAttempts } from '../../src/modules/attempts';
import { adaptiveSet, api, MINUTE, practice, practiceSet, setupRunner, started, taker, type Runner } from './attempts-fixtures';

/**
 * Years before every other test's clock: the sweep settles every due attempt of the shared database, and
 * at these instants only this file's attempts are due.
 */
const START = '2020-01-06T12:00:00.000Z';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner({}, START);
});
afterAll(() => r.t.close());
beforeEach(() => r.clock.set(START));

const at = (minutes: number) => new Date(Date.parse(START) + minutes * MINUTE).toISOString();
const save = (answer = 'A', seq = 1) => ({ answer, marked: false, eliminated: [], seq });

describe('module deadlines', () => {
  it('refuses saves at and after the deadline with 409 ATTEMPT_MODULE_CLOSED, and GET submits the module at its deadline', async () => {
    const student = await taker(r);
    const pid = await practice(r, 'reading-writing', { kind: 'section', minutes: 10 });
    const a = await started(r, student, { practiceId: pid });
    const q = a.currentModule!.questions[0].id;

    r.clock.set(new Date(Date.parse(a.currentModule!.endsAt) - 1));
    await api(r, student).save(a.id, q, save('A', 1)).expect(200);
    r.clock.set(a.currentModule!.endsAt);
    const late = await api(r, student).save(a.id, q, save('B', 2)).expect(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT', reason: 'ATTEMPT_MODULE_CLOSED' });
    expect(late.body.message).toMatch(/ended/);

    r.clock.advance(5 * MINUTE);
    const after = (await api(r, student).get(a.id).expect(200)).body as AttemptDto;
    expect(after).toMatchObject({ status: 'finished', currentModule: null, answers: [], finishedAt: at(10), serverNow: at(15) });
    expect(after.plan[0]).toMatchObject({ state: 'done', submittedBy: 'deadline' });
    const saved = await r.t.ctx.ds.query(`SELECT answer FROM attempt_answers WHERE question_id = $1`, [q]);
    expect(saved).toEqual([{ answer: 'A' }]);
  });

  it('the sweep submits modules nobody looks at, cascading over a break to the next module and on to the end', async () => {
    const student = await taker(r);
    const p1 = await practice(r, 'reading-writing', { kind: 'section', minutes: 10 });
    const p2 = await practice(r, 'math', { kind: 'section', minutes: 20 });
    const setId = await practiceSet(r, [p1, p2], 300);
    const a = await started(r, student, { composePracticeId: setId });

    // 10 min module, 5 min break, then the second module starts at the break's end (15), not at the sweep's now.
    r.clock.set(at(16));
    expect(await sweepDueAttempts(r.t.ctx.ds, r.clock)).toBeGreaterThanOrEqual(1);
    const mid = (await api(r, student).get(a.id).expect(200)).body as AttemptDto;
    expect(mid.status).toBe('in_progress');
    expect(mid.currentModule).toMatchObject({ position: 2, section: 'math', startedAt: at(15), endsAt: at(35) });
    expect(mid.plan.map((s) => [s.state, s.submittedBy])).toEqual([
      ['done', 'deadline'],
      ['current', null],
    ]);

    // Everything due at once: one sweep settles the whole chain.
    r.clock.set(START);
    const b = await started(r, await taker(r), { composePracticeId: setId });
    r.clock.set(at(60));
    await sweepDueAttempts(r.t.ctx.ds, r.clock);
    const rows = (await r.t.ctx.ds.query(`SELECT id, status, finished_at FROM attempts WHERE id = ANY($1::int[]) ORDER BY id`, [[a.id, b.id]])) as {
      status: string;
      finished_at: Date;
    }[];
    expect(rows.map((x) => [x.status, x.finished_at.toISOString()])).toEqual([
      ['finished', at(35)],
      ['finished', at(35)],
    ]);
    // Nothing left to do: the sweep is idempotent.
    await sweepDueAttempts(r.t.ctx.ds, r.clock);
    const mods = await r.t.ctx.ds.query(`SELECT count(*)::int AS n FROM attempt_modules WHERE attempt_id = $1`, [b.id]);
    expect(mods).toEqual([{ n: 2 }]);
  });

  it('settleAttempt advances one attempt to a given instant, as far as it reaches', async () => {
    const student = await taker(r);
    const ad = await adaptiveSet(r, { breakSeconds: 600 });
    const a = await started(r, student, { adaptiveId: ad.id });
    // RW module 1 ends at 32, module 2 at 64, the break at 74; Math module 1 runs 74..109.
    const settled = await r.t.ctx.ds.transaction((m) => settleAttempt(m, a.id, new Date(at(80))));
    expect(settled).toMatchObject({ status: 'in_progress', currentPosition: 3, breakEndsAt: null });
    expect(settled!.modules.map((x) => [x.position, x.startedAt.toISOString(), x.submittedBy])).toEqual([
      [1, at(0), 'deadline'],
      [2, at(32), 'deadline'],
      [3, at(74), null],
    ]);
    // Nobody answered module 1: the easier module 2.
    expect(settled!.modules[1].route).toBe('easier');
    expect(await r.t.ctx.ds.transaction((m) => settleAttempt(m, 2147483000, new Date()))).toBeNull();
  });
});

describe('extra time', () => {
  it('lengthens every module by the percentage set before the attempt started', async () => {
    const student = await taker(r);
    await request(r.t.app)
      .patch(`/api/admin/users/${student.id}/accommodations`)
      .set(bearer(r.author.token))
      .send({ extraTimePercent: 50 })
      .expect(200);
    const pid = await practice(r, 'math', { kind: 'section', minutes: 35 });
    const a = await started(r, student, { practiceId: pid });
    expect(a.extraTimePercent).toBe(50);
    expect(a.currentModule!.endsAt).toBe(at(52.5));
    // Still open where the plain time would have ended.
    r.clock.set(at(40));
    await api(r, student).save(a.id, a.currentModule!.questions[0].id, save('3')).expect(200);
  });
});

describe('breaks', () => {
  it('starts the break after the section, lets the taker skip it, and ends it by itself at its end', async () => {
    const p1 = await practice(r, 'reading-writing', { kind: 'section', minutes: 10 });
    const p2 = await practice(r, 'math', { kind: 'section', minutes: 20 });
    const setId = await practiceSet(r, [p1, p2], 600);

    const skipper = await taker(r);
    const a = await started(r, skipper, { composePracticeId: setId });
    r.clock.set(at(4));
    const onBreak = (await api(r, skipper).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(onBreak).toMatchObject({ status: 'on_break', currentModule: null, breakEndsAt: at(14), answers: [] });
    r.clock.set(at(6));
    const skipped = (await api(r, skipper).cont(a.id).expect(200)).body as AttemptDto;
    expect(skipped).toMatchObject({ status: 'in_progress', breakEndsAt: null });
    expect(skipped.currentModule).toMatchObject({ position: 2, startedAt: at(6), endsAt: at(26) });
    // Continue again (a retried request) changes nothing.
    expect((await api(r, skipper).cont(a.id).expect(200)).body.currentModule.id).toBe(skipped.currentModule!.id);

    const waiter = await taker(r);
    r.clock.set(START);
    const b = await started(r, waiter, { composePracticeId: setId });
    r.clock.set(at(4));
    await api(r, waiter).submit(b.id, b.currentModule!.id).expect(200);
    r.clock.set(at(15));
    const resumed = (await api(r, waiter).get(b.id).expect(200)).body as AttemptDto;
    expect(resumed.currentModule).toMatchObject({ position: 2, startedAt: at(14), endsAt: at(34) });
  });

  it('never returns to a finished module: saving into it is refused and submitting it again changes nothing', async () => {
    const student = await taker(r);
    const p1 = await practice(r, 'reading-writing', { kind: 'section', minutes: 10 });
    const p2 = await practice(r, 'reading-writing', { kind: 'section', minutes: 10 });
    const setId = await practiceSet(r, [p1, p2], 0);
    const a = await started(r, student, { composePracticeId: setId });
    const first = a.currentModule!;
    const next = (await api(r, student).submit(a.id, first.id).expect(200)).body as AttemptDto;
    expect(next.currentModule!.position).toBe(2);
    const refused = await api(r, student).save(a.id, first.questions[0].id, save('A', 5)).expect(409);
    expect(refused.body.reason).toBe('ATTEMPT_QUESTION_NOT_IN_MODULE');
    const again = (await api(r, student).submit(a.id, first.id).expect(200)).body as AttemptDto;
    expect(again.currentModule!.id).toBe(next.currentModule!.id);

    // On the break of another set, every save is refused as closed.
    const setWithBreak = await practiceSet(r, [p1, p2], 600);
    const b = await started(r, student, { composePracticeId: setWithBreak });
    await api(r, student).submit(b.id, b.currentModule!.id).expect(200);
    expect((await api(r, student).save(b.id, b.currentModule!.questions[0].id, save()).expect(409)).body.reason).toBe('ATTEMPT_MODULE_CLOSED');
  });
});

describe('the sweep job', () => {
  it('is handled where the database is given, and settles due attempts', async () => {
    const student = await taker(r);
    const a = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'drill', minutes: 5 }) });
    const sendMail = async () => undefined;
    expect(createJobHandlers({ sendMail })['sweep-attempt-deadlines']).toBeUndefined();
    const handlers = createJobHandlers({ sendMail, ds: r.t.ctx.ds, clock: r.clock });
    r.clock.set(at(6));
    await handlers['sweep-attempt-deadlines']!({});
    const [row] = await r.t.ctx.ds.query(`SELECT status, finished_at FROM attempts WHERE id = $1`, [a.id]);
    expect(row).toEqual({ status: 'finished', finished_at: new Date(at(5)) });
  });

  it('settles the other attempts when one cannot be settled, then reports the failure', async () => {
    const pid = await practice(r, 'math', { kind: 'drill', minutes: 5 });
    const broken = await started(r, await taker(r), { practiceId: pid });
    r.clock.set(at(1));
    const fine = await started(r, await taker(r), { practiceId: pid });
    // A plan no code path can follow: module 1 of an adaptive section whose module 2 has no forms.
    const plan = [
      { position: 1, section: 'math', stage: 'module1', form: null, routes: null, routingThreshold: 1, breakAfterSeconds: 0 },
      { position: 2, section: 'math', stage: 'module2', form: null, routes: null, routingThreshold: null, breakAfterSeconds: 0 },
    ];
    await r.t.ctx.ds.query(`UPDATE attempts SET plan = $2::jsonb WHERE id = $1`, [broken.id, JSON.stringify(plan)]);
    try {
      r.clock.set(at(10));
      await expect(sweepDueAttempts(r.t.ctx.ds, r.clock)).rejects.toThrow(`1 attempts could not be settled (${broken.id})`);
      const rows = await r.t.ctx.ds.query(`SELECT id, status FROM attempts WHERE id = ANY($1::int[]) ORDER BY id`, [[broken.id, fine.id]]);
      expect(rows).toEqual([
        { id: broken.id, status: 'in_progress' },
        { id: fine.id, status: 'finished' },
      ]);
    } finally {
      await r.t.ctx.ds.query(`UPDATE attempts SET status = 'abandoned' WHERE id = $1`, [broken.id]);
    }
  });

  it('repeats in-process with the inline queue, one run at a time, until closed', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      let calls = 0;
      let release: () => void = () => undefined;
      const handlers = {
        'send-email': async () => undefined,
        'sweep-attempt-deadlines': () => {
          calls++;
          return new Promise<void>((resolve) => (release = resolve));
        },
      };
      const queue = createInlineQueue(handlers, createLogger('silent'));
      await queue.repeat('sweep-attempt-deadlines', {}, 15_000);
      jest.advanceTimersByTime(15_000);
      expect(calls).toBe(1);
      // Still running: the next tick does not stack a second run.
      jest.advanceTimersByTime(15_000);
      expect(calls).toBe(1);
      release();
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
      jest.advanceTimersByTime(15_000);
      expect(calls).toBe(2);
      release();
      await queue.close();
      jest.advanceTimersByTime(60_000);
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('is one BullMQ job scheduler however many processes schedule it', async () => {
    const name = `attempts-sweep-test-${uid()}`;
    const queues = [createBullMqQueue(redisUrl!, name), createBullMqQueue(redisUrl!, name)];
    const inspect = new Queue(name, { connection: { url: redisUrl } });
    try {
      for (const q of queues) await q.repeat('sweep-attempt-deadlines', {}, 15_000);
      const schedulers = await inspect.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ key: 'sweep-attempt-deadlines', every: 15_000 });
    } finally {
      await inspect.obliterate({ force: true });
      await inspect.close();
      for (const q of queues) await q.close();
    }
  });
});
