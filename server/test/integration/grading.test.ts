/**
 * Grading: the seeded test by its key gets the table's top score; a hand-made attempt with known wrong,
 * omitted, unscored and free-point questions gets the expected raw and scaled scores; the paper total;
 * exactly once under duplicate and concurrent jobs; the recovery of a lost enqueue; and a worker killed
 * mid-job (a real child process, SIGKILL) whose job BullMQ's stalled-job check hands to another worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'bullmq';
import request from 'supertest';
import type { ResultDto } from '@app/shared';
import { createBullMqQueue, redisConnection } from '../../src/jobs/bullmq-queue';
import { createJobHandlers } from '../../src/modules';
import type { JobName } from '../../src/jobs/queue';
import { manualClock } from '../../src/lib/clock';
import { createMailer } from '../../src/lib/mail';
import { gradeAttempt } from '../../src/modules/grading/grade-attempt';
import { markForGrading } from '../../src/modules/grading/grading-enqueue';
import { gradeResult, totalOf } from '../../src/modules/grading/grade-result';
import { gradeWaitingResults, GRADING_RECOVERY_GRACE_MS } from '../../src/modules/grading/grading-recovery';
import type { GradingInput, GradingQuestion } from '../../src/modules/grading/grading.repository';
import { bearer, uid } from '../helpers/factories';
import { practice, practiceSet, rightAnswer, setupRunner, wrongAnswer, START, started, taker, type Runner } from './attempts-fixtures';
import { answerAndSubmit, backToMarker, practiceTable, resultRow, seededAdaptive, takeToTheEnd } from './grading-fixtures';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    [
      '',
      '#'.repeat(78),
      '#  REDIS_URL is not set: the killed-worker test in grading.test.ts DID NOT RUN.',
      '#  Set REDIS_URL=redis://127.0.0.1:6379 to run BullMQ stalled-job recovery.',
      '#'.repeat(78),
      '',
    ].join('\n'),
  );
}

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const getResult = async (attemptId: number, token: string) =>
  (await request(r.t.app).get(`/api/results/${attemptId}`).set(bearer(token)).expect(200)).body as ResultDto;

/**
 * A Reading and Writing practice of 6 questions (key A): q5 has no right answer ('*'), q6 every choice
 * (a free point); a table raw i -> 200 + 100 i for the 5 questions that count.
 */
async function handMadePractice(): Promise<{ practiceId: number; questionIds: number[] }> {
  const practiceId = await practice(r, 'reading-writing', { count: 6 });
  const rows = (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [practiceId])) as {
    question_id: number;
  }[];
  const questionIds = rows.map((x) => x.question_id);
  await r.t.ctx.ds.query(`UPDATE questions SET answer_key = '*' WHERE id = $1`, [questionIds[4]]);
  await r.t.ctx.ds.query(`UPDATE questions SET answer_key = 'A,B,C,D' WHERE id = $1`, [questionIds[5]]);
  await practiceTable(r, practiceId, 'reading-writing', 5);
  return { practiceId, questionIds };
}

/** right, right, wrong, omitted, answered but unscored, omitted free point. */
const HAND_MADE = ['A', 'A', 'B', '', 'A', ''];

describe('grading by the key and the score tables', () => {
  it('grades the seeded adaptive test taken by its key with the top score of its tables (harder routes)', async () => {
    const seeded = await seededAdaptive(r);
    const student = await taker(r);
    const attemptId = await takeToTheEnd(r, student, { adaptiveId: seeded.id }, (qid) => seeded.right.get(qid)!);

    const result = await getResult(attemptId, student.token);
    expect(result.status).toBe('graded');
    expect(result.sections.map((s) => [s.name, s.route, s.raw === s.maxRaw, s.scaled])).toEqual([
      ['reading-writing', 'harder', true, 800],
      ['math', 'harder', true, 800],
    ]);
    expect(result.sections.map((s) => s.maxRaw)).toEqual([54, 44]);
    expect(result.total).toBe(1600);
    expect(result.counts).toEqual({ correct: 98, wrong: 0, omitted: 0, unscored: 0 });
    expect(result.questions).toHaveLength(98);
    expect(result.questions.every((q) => q.outcome === 'correct')).toBe(true);
    // Every domain of both sections is in the breakdown, all correct.
    expect(result.domains.length).toBeGreaterThanOrEqual(8);
    expect(result.domains.every((d) => d.correct === d.total && d.total > 0)).toBe(true);
    expect(result.domains.reduce((n, d) => n + d.total, 0)).toBe(98);
    expect(result.skills.reduce((n, d) => n + d.total, 0)).toBe(98);
  });

  it('counts known wrong, omitted, unscored and free-point questions into the expected raw and scaled score', async () => {
    const { practiceId, questionIds } = await handMadePractice();
    const student = await taker(r);
    const attemptId = await takeToTheEnd(r, student, { practiceId }, (qid) => HAND_MADE[questionIds.indexOf(qid)]);

    const result = await getResult(attemptId, student.token);
    expect(result.counts).toEqual({ correct: 3, wrong: 1, omitted: 1, unscored: 1 });
    expect(result.questions.map((q) => [q.questionId, q.number, q.outcome, q.answer])).toEqual([
      [questionIds[0], 1, 'correct', 'A'],
      [questionIds[1], 2, 'correct', 'A'],
      [questionIds[2], 3, 'wrong', 'B'],
      [questionIds[3], 4, 'omitted', ''],
      [questionIds[4], 5, 'unscored', 'A'],
      [questionIds[5], 6, 'correct', ''],
    ]);
    // raw 3 of the 5 that count -> 200 + 3 x 100; a single section has no total.
    expect(result.sections).toEqual([{ name: 'reading-writing', raw: 3, maxRaw: 5, scaled: 500, lower: null, upper: null, route: null }]);
    expect(result.total).toBeNull();
    expect(result.domains).toEqual([{ name: 'craft-and-structure', section: 'reading-writing', correct: 3, total: 5 }]);
    expect(result.questions[0].marked).toBe(true);
  });

  it('keeps the time spent per question', async () => {
    const practiceId = await practice(r, 'math', { count: 2 });
    const student = await taker(r);
    const a = await started(r, student, { practiceId });
    await answerAndSubmit(r, student, a, () => rightAnswer('math'), 42);
    await r.t.ctx.queue.drain();
    const result = await getResult(a.id, student.token);
    expect(result.questions.map((q) => q.timeSpentSeconds)).toEqual([42, 42]);
    expect(result.sections[0]).toMatchObject({ name: 'math', raw: 2, maxRaw: 2, scaled: null });
  });

  it("scales a full practice set through the set's own tables and adds the digital total", async () => {
    const rw = await practice(r, 'reading-writing', { count: 2 });
    const math = await practice(r, 'math', { count: 2 });
    const setId = await practiceSet(r, [rw, math], 60);
    for (const [type, step] of [
      ['reading-writing', 300],
      ['math', 200],
    ] as const) {
      const rows = [0, 1, 2].map((raw) => ({ raw, scaled: 200 + raw * step }));
      await request(r.t.app)
        .post('/api/score-tables')
        .set(bearer(r.author.token))
        .send({ target: 'practice_set', target_id: setId, type, max_raw: 2, rows })
        .expect(201);
    }
    const student = await taker(r);
    // Reading and Writing both right; Math one right, one wrong.
    const mathIds = (
      (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1`, [math])) as { question_id: number }[]
    ).map((x) => x.question_id);
    const attemptId = await takeToTheEnd(r, student, { composePracticeId: setId }, (qid, i) =>
      !mathIds.includes(qid) ? rightAnswer('reading-writing') : i === 0 ? rightAnswer('math') : wrongAnswer('math'),
    );
    const result = await getResult(attemptId, student.token);
    expect(result.sections.map((s) => [s.name, s.raw, s.scaled])).toEqual([
      ['reading-writing', 2, 800],
      ['math', 1, 400],
    ]);
    expect(result.total).toBe(1200);
    expect(result.questions.map((q) => q.modulePosition)).toEqual([1, 1, 2, 2]);
  });

  it('adds paper Reading and Writing test scores x10 to Math, and needs every score type for a total', () => {
    expect(
      totalOf('paper', [
        { name: 'reading', raw: 40, maxRaw: 52, scaled: 30, lower: null, upper: null, route: null },
        { name: 'writing-language', raw: 40, maxRaw: 44, scaled: 35, lower: null, upper: null, route: null },
        { name: 'math', raw: 50, maxRaw: 58, scaled: 700, lower: null, upper: null, route: null },
      ]),
    ).toBe(1350);
    expect(totalOf('paper', [{ name: 'math', raw: 50, maxRaw: 58, scaled: 700, lower: null, upper: null, route: null }])).toBeNull();

    // A paper attempt of the two Math sections: both count towards the one math score type.
    const q = (section: GradingQuestion['section'], answer: string): GradingQuestion => ({
      modulePosition: section === 'math-calculator' ? 2 : 1,
      moduleTitle: section,
      stage: 'single',
      route: null,
      number: 1,
      questionId: Math.floor(Math.random() * 1e6),
      section,
      type: 'grid-in',
      domain: 'algebra',
      skill: 'linear-equations',
      difficulty: 'easy',
      answerKey: '1/2',
      choiceCount: 0,
      answer,
      marked: false,
      timeSpentSeconds: 0,
    });
    const input: GradingInput = {
      attempt: { id: 1, userId: 1, status: 'finished', targetType: 'fullPractice', targetId: 1, version: 'paper' },
      questions: [q('math-no-calculator', '.5'), q('math-calculator', '2/4'), q('math-calculator', '-.5')],
      tables: [
        {
          id: 1,
          target: 'practice_set',
          targetId: 1,
          type: 'math',
          route: null,
          maxRaw: 3,
          rows: [0, 1, 2, 3].map((raw) => ({ raw, scaled: 200 + raw * 100 })),
          updatedAt: new Date(),
        },
      ],
    };
    const graded = gradeResult(input);
    // Paper grid-ins take no negative entries: '-.5' is wrong.
    expect(graded.sections).toEqual([{ name: 'math', raw: 2, maxRaw: 3, scaled: 400, lower: null, upper: null, route: null }]);
    expect(graded.total).toBeNull();
  });
});

describe('exactly once', () => {
  it('duplicate and concurrent jobs leave one result, written once, equal to a clean grade', async () => {
    const { practiceId, questionIds } = await handMadePractice();
    const student = await taker(r);
    const attemptId = await takeToTheEnd(r, student, { practiceId }, (qid) => HAND_MADE[questionIds.indexOf(qid)]);
    const clean = await resultRow(r, attemptId);
    expect(clean).toMatchObject({ status: 'graded', version: 0, correct_count: 3 });

    // A graded result: every further job changes nothing.
    const again = await Promise.all([1, 2, 3].map(() => gradeAttempt(r.t.ctx.ds, r.clock, attemptId)));
    expect(again).toEqual(['already-graded', 'already-graded', 'already-graded']);
    for (let i = 0; i < 3; i++) await r.t.ctx.queue.enqueue('grade-attempt', { attemptId });
    await r.t.ctx.queue.drain();
    expect(await resultRow(r, attemptId)).toEqual(clean);

    // Back to the marker: five graders at once, one writes.
    await backToMarker(r, attemptId, r.clock.now());
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => gradeAttempt(r.t.ctx.ds, r.clock, attemptId)));
    expect(outcomes.filter((o) => o === 'graded')).toHaveLength(1);
    expect(await resultRow(r, attemptId)).toEqual(clean);
    const [{ n }] = (await r.t.ctx.ds.query(`SELECT count(*)::int AS n FROM results WHERE attempt_id = $1`, [attemptId])) as { n: number }[];
    expect(n).toBe(1);
  });

  it('a rolled-back finish enqueues nothing and leaves no marker', async () => {
    const practiceId = await practice(r, 'math', { count: 1 });
    const student = await taker(r);
    const a = await started(r, student, { practiceId });
    await expect(
      r.t.ctx.ds.transaction(async (m) => {
        await markForGrading(m, a.id, r.clock.now());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await r.t.ctx.queue.drain();
    expect(await resultRow(r, a.id)).toBeUndefined();
  });

  it('the recovery job grades a result whose enqueue was lost, once it has waited past the grace period', async () => {
    const practiceId = await practice(r, 'reading-writing', { count: 2 });
    const student = await taker(r);
    const attemptId = await takeToTheEnd(r, student, { practiceId }, () => 'A');
    const clean = await resultRow(r, attemptId);
    await backToMarker(r, attemptId, r.clock.now());

    // Not yet: its job may still be on its way.
    await gradeWaitingResults(r.t.ctx.ds, r.clock);
    expect(await resultRow(r, attemptId)).toMatchObject({ status: 'grading' });

    const later = manualClock(new Date(r.clock.now().getTime() + GRADING_RECOVERY_GRACE_MS));
    expect(await gradeWaitingResults(r.t.ctx.ds, later)).toBeGreaterThanOrEqual(1);
    expect(await resultRow(r, attemptId)).toEqual({ ...clean, graded_at: later.now() });
  });

  (REDIS_URL ? it : it.skip)(
    'a worker SIGKILLed mid-job: BullMQ re-runs the stalled job on another worker and the one result equals a clean grade',
    async () => {
      const { practiceId, questionIds } = await handMadePractice();
      const student = await taker(r);
      const attemptId = await takeToTheEnd(r, student, { practiceId }, (qid) => HAND_MADE[questionIds.indexOf(qid)]);
      const clean = await resultRow(r, attemptId);
      await backToMarker(r, attemptId, r.clock.now());

      const queueName = `grading-test-${uid()}`;
      const producer = createBullMqQueue(REDIS_URL!, queueName);
      const LOCK_MS = 1000;
      let child: ChildProcess | null = null;
      let rescuer: Worker | null = null;
      const connection = redisConnection(REDIS_URL!);
      try {
        await producer.enqueue('grade-attempt', { attemptId });
        // node itself with tsx's loader (not the tsx CLI, which would run the worker in a grandchild the kill misses).
        child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, 'grading-worker.child.ts')], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, REDIS_URL, QUEUE_NAME: queueName, GRADED_AT: START, LOCK_MS: String(LOCK_MS) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await new Promise<void>((resolve, reject) => {
          let out = '';
          const timer = setTimeout(() => reject(new Error(`worker never paused: ${out}`)), 25_000);
          child!.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (!out.includes(`PAUSED ${attemptId}`)) return;
            clearTimeout(timer);
            resolve();
          });
          child!.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${out}`)));
        });
        // Mid-job: the row is written in the child's open transaction, nothing is committed.
        expect(await resultRow(r, attemptId)).toMatchObject({ status: 'grading' });
        const dead = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGKILL');
        await dead;
        expect(await resultRow(r, attemptId)).toMatchObject({ status: 'grading' });

        // A second worker on the same queue: its stalled-job check finds the dead worker's job and runs it.
        const handlers = createJobHandlers({ sendMail: createMailer(r.t.ctx.config.mail), ds: r.t.ctx.ds, clock: manualClock(START) });
        const stalled: string[] = [];
        rescuer = new Worker(
          queueName,
          async (job) => {
            await (handlers[job.name as JobName] as (d: unknown) => Promise<void>)(job.data);
          },
          { connection, lockDuration: LOCK_MS, stalledInterval: LOCK_MS },
        );
        rescuer.on('stalled', (jobId) => stalled.push(jobId));
        const deadline = Date.now() + 20_000;
        while ((await resultRow(r, attemptId))?.status !== 'graded' && Date.now() < deadline) await new Promise((res) => setTimeout(res, 200));

        expect(stalled).toHaveLength(1);
        expect(await resultRow(r, attemptId)).toEqual(clean);
        const [{ n }] = (await r.t.ctx.ds.query(`SELECT count(*)::int AS n FROM results WHERE attempt_id = $1`, [attemptId])) as { n: number }[];
        expect(n).toBe(1);
      } finally {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        await rescuer?.close();
        connection.disconnect();
        await producer.close();
      }
    },
    60_000,
  );
});
