/** Teacher grading: completing with each service's feedback rules, the student's e-mail, and the student's view of the feedback. */
import crypto from 'node:crypto';
import request from 'supertest';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser } from '../helpers/factories';
import { setupRunner, taker, type Runner } from './attempts-fixtures';
import { balanceOf, giveCoins } from '../helpers/wallet';
import { activityOf, finishedAttempt, grading, orderedGrading, teacher, type Ordered } from './teacher-grading-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

/** An order of `service` claimed by a new teacher. */
async function claimed(service: Parameters<typeof orderedGrading>[1]) {
  const o = await orderedGrading(r, service);
  const t = await teacher(r);
  await grading(r, t).claim(o.orderId).expect(200);
  return { ...o, t };
}

describe('feedback rules per service', () => {
  it('a machine-scored test is reviewed, not scored: a teacher score is refused (422), so none stands beside the automatic one', async () => {
    const o = await claimed('simple_comments');
    const g = grading(r, o.t);
    expectFieldError(await g.complete(o.orderId, { score: 600, comments: 'Good.' }), 'score', 'teacherGrading.validation.scoreMachineScored');
    expect((await g.complete(o.orderId, { score: 600, comments: 'Good.' })).body.message).toBe(
      'This test is scored automatically: send comments without a score.',
    );
    expectFieldError(await g.complete(o.orderId, { score: 12.5 }), 'score', 'validation.integer');
    expectFieldError(await g.complete(o.orderId, { score: [1200] }), 'score', 'validation.integer');
    const res = await g.complete(o.orderId, { comments: 'Ratios need work: two drills a week.' }).expect(200);
    expect(res.body.feedback).toMatchObject({ score: null, comments: 'Ratios need work: two drills a week.' });
    const [row] = await r.t.ctx.ds.query(`SELECT status, score FROM grading_orders WHERE id = $1`, [o.orderId]);
    expect(row).toEqual({ status: 'done', score: null });
  });

  it('"score only" is not sold for a machine-scored test (422 on service, nothing charged)', async () => {
    const student = await taker(r, ['student']);
    const { attemptId } = await finishedAttempt(r, student);
    await giveCoins(r.t.ctx.ds, student.id, 100);
    const res = await request(r.t.app)
      .post('/api/grading-orders')
      .set(bearer(student.token))
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ attempt_id: attemptId, service: 'score' });
    expectFieldError(res, 'service', 'teacherGrading.validation.serviceMachineScored');
    expect(await balanceOf(r.t.ctx.ds, student.id)).toBe(100);
  });

  it('simple comments: need comments (not blank, at most 2000 characters) and take no question comments', async () => {
    const o = await claimed('simple_comments');
    const g = grading(r, o.t);
    expectFieldError(await g.complete(o.orderId, {}), 'comments', 'validation.required');
    expectFieldError(await g.complete(o.orderId, { comments: '   ' }), 'comments', 'validation.required');
    expectFieldError(await g.complete(o.orderId, { comments: 'x'.repeat(2001) }), 'comments', 'validation.too_long');
    expectFieldError(await g.complete(o.orderId, { comments: 42 }), 'comments', 'validation.string');
    expectFieldError(
      await g.complete(o.orderId, { comments: 'Good', question_comments: [{ question_id: o.questionIds[0], comment: 'x' }] }),
      'question_comments',
      'teacherGrading.validation.vipOnly',
    );
    await g.complete(o.orderId, { comments: 'x'.repeat(2000) }).expect(200);
  });

  it("VIP: comments plus up to 50 question comments, each once, non-blank, on the attempt's own questions", async () => {
    const o = await claimed('vip_comments');
    const g = grading(r, o.t);
    const [q1, q2] = o.questionIds;
    const base = { comments: 'Solid algebra.' };
    expectFieldError(await g.complete(o.orderId, {}), 'comments', 'validation.required');
    expectFieldError(
      await g.complete(o.orderId, { ...base, question_comments: Array.from({ length: 51 }, (_, i) => ({ question_id: i + 1, comment: 'x' })) }),
      'question_comments',
      'teacherGrading.validation.questionCommentsMax',
    );
    expectFieldError(
      await g.complete(o.orderId, { ...base, question_comments: [{ question_id: 2147483000, comment: 'x' }] }),
      'question_comments',
      'teacherGrading.validation.questionId',
    );
    expectFieldError(
      await g.complete(o.orderId, {
        ...base,
        question_comments: [
          { question_id: q1, comment: 'a' },
          { question_id: q1, comment: 'b' },
        ],
      }),
      'question_comments',
      'teacherGrading.validation.questionCommentsDuplicate',
    );
    expectFieldError(
      await g.complete(o.orderId, { ...base, question_comments: [{ question_id: q1, comment: ' ' }] }),
      'question_comments',
      'teacherGrading.validation.questionComment',
    );
    expectFieldError(
      await g.complete(o.orderId, { ...base, question_comments: [{ question_id: 'x', comment: 'a' }] }),
      'question_comments[0].question_id',
    );
    expectFieldError(await g.complete(o.orderId, { ...base, question_comments: 'nope' }), 'question_comments');

    const res = await g.complete(o.orderId, { ...base, question_comments: [{ question_id: q2, comment: ' Check the sign. ' }] }).expect(200);
    expect(res.body.feedback).toMatchObject({
      score: null,
      comments: 'Solid algebra.',
      question_comments: [{ question_id: q2, number: 2, module_position: 1, comment: 'Check the sign.' }],
    });
  });
});

describe('completing', () => {
  it('only the assigned teacher or an admin: another teacher 403, a student 403; unclaimed or done 409', async () => {
    const pending = await orderedGrading(r, 'simple_comments');
    const t = await teacher(r);
    const conflict = await grading(r, t).complete(pending.orderId, { comments: 'Review.' }).expect(409);
    expect(conflict.body.message).toBe('Take this grading order before sending feedback.');

    const o = await claimed('simple_comments');
    await grading(r, t).complete(o.orderId, { comments: 'Review.' }).expect(403);
    await grading(r, o.student).complete(o.orderId, { comments: 'Review.' }).expect(403);
    await grading(r, o.t).complete(2147483000, { comments: 'Review.' }).expect(404);
    expectFieldError(await grading(r, o.t).complete('x', { comments: 'Review.' }), 'orderId', 'validation.id');

    // An admin may finish another's order and becomes its grader.
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['admin']);
    const done = await grading(r, admin).complete(o.orderId, { comments: 'Review.' }).expect(200);
    expect(done.body.teacher.id).toBe(admin.id);
    expect((await grading(r, admin).complete(o.orderId, { comments: 'Review.' }).expect(409)).body.message).toBe(
      'This grading order is already done.',
    );
    // The teacher it was taken from no longer holds it.
    await grading(r, o.t).complete(o.orderId, { comments: 'Review.' }).expect(403);
    expect(await activityOf(r, 'grading.complete', o.orderId)).toEqual([{ actor_id: admin.id, target_user_id: o.student.id }]);
  });

  it("e-mails the student in their language and shows them the feedback; others' feedback is 403", async () => {
    const o: Ordered & { t: Awaited<ReturnType<typeof teacher>> } = await claimed('vip_comments');
    await r.t.ctx.ds.query(`UPDATE users SET lang = 'ZH-TW', first_name = '小明' WHERE id = $1`, [o.student.id]);
    const g = grading(r, o.student);

    // Before it is done: the order shows as in review, the feedback is not there yet.
    expect((await g.forAttempt(o.attemptId).expect(200)).body).toMatchObject({ order_id: o.orderId, status: 'in_review', feedback: null });
    expect((await g.feedback(o.orderId).expect(409)).body.code).toBe('CONFLICT');

    const since = r.t.mailbox.mails.length;
    await grading(r, o.t)
      .complete(o.orderId, { comments: 'Great pacing.', question_comments: [{ question_id: o.questionIds[2], comment: 'Re-read.' }] })
      .expect(200);
    await r.t.ctx.queue.drain();
    // A review: the mail says reviewed and announces no score of the teacher's.
    const mail = await r.t.mailbox.waitFor(o.student.email, /老師已講評/, 10_000, since);
    expect(mail.text).toContain('小明');
    expect(mail.text).toContain('VIP 老師講評');
    expect(mail.text).not.toContain('分數');
    expect(mail.text).toContain(`/result/${o.attemptId}`);

    const feedback = await g.feedback(o.orderId).expect(200);
    expect(feedback.body).toEqual({
      order_id: o.orderId,
      attempt_id: o.attemptId,
      service: 'vip_comments',
      score: null,
      comments: 'Great pacing.',
      question_comments: [{ question_id: o.questionIds[2], number: 3, module_position: 1, comment: 'Re-read.' }],
      teacher: { first_name: 'Test', last_name: 'User' },
      completed_at: expect.any(String),
    });
    expect((await g.forAttempt(o.attemptId).expect(200)).body).toMatchObject({
      status: 'done',
      feedback: { score: null, comments: 'Great pacing.' },
    });
    expect(await activityOf(r, 'grading.complete', o.orderId)).toEqual([{ actor_id: o.t.id, target_user_id: o.student.id }]);

    const stranger = await createUser(r.t.app, r.t.ctx.ds, ['student']);
    await grading(r, stranger).feedback(o.orderId).expect(403);
    await grading(r, stranger).forAttempt(o.attemptId).expect(404);
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['super-admin']);
    await grading(r, admin).feedback(o.orderId).expect(200);
    await request(r.t.app).get(`/api/grading-orders/${o.orderId}/feedback`).expect(401);
  });

  it("answers null for the caller's attempt without an open order (a normal state), 404 for an unknown attempt, 422 for malformed ids", async () => {
    const o = await orderedGrading(r, 'simple_comments');
    const g = grading(r, o.student);
    await g.forAttempt(2147483000).expect(404);
    await g.feedback(2147483000).expect(404);
    expectFieldError(await g.forAttempt('x'), 'attemptId', 'validation.id');
    expectFieldError(await g.feedback('x'), 'id', 'validation.id');
    await r.t.ctx.ds.query(`UPDATE grading_orders SET status = 'cancelled' WHERE id = $1`, [o.orderId]);
    const none = await g.forAttempt(o.attemptId).expect(200);
    expect(none.body).toBeNull();
    expect(none.text).toBe('null');
  });
});

describe("the wallet's list of grading orders", () => {
  it('follows an order from pending through in_review to done', async () => {
    const o = await orderedGrading(r, 'simple_comments');
    const statusInList = async () => {
      const res = await request(r.t.app).get('/api/grading-orders').set(bearer(o.student.token)).expect(200);
      return (res.body.data as { id: number; status: string }[]).find((row) => row.id === o.orderId)?.status;
    };
    expect(await statusInList()).toBe('pending');
    const t = await teacher(r);
    await grading(r, t).claim(o.orderId).expect(200);
    expect(await statusInList()).toBe('in_review');
    await grading(r, t).complete(o.orderId, { comments: 'Review.' }).expect(200);
    expect(await statusInList()).toBe('done');
  });
});
