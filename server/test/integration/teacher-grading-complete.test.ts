/** Teacher grading: completing with each service's feedback rules, the student's e-mail, and the student's view of the feedback. */
import request from 'supertest';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { activityOf, grading, orderedGrading, teacher, type Ordered } from './teacher-grading-fixtures';

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
  it('score only: needs a whole-number score from 0 to 1600; comments are optional', async () => {
    const o = await claimed('score');
    const g = grading(r, o.t);
    expectFieldError(await g.complete(o.orderId, {}), 'score', 'validation.required');
    expectFieldError(await g.complete(o.orderId, { score: 12.5 }), 'score', 'validation.integer');
    expectFieldError(await g.complete(o.orderId, { score: [1200] }), 'score', 'validation.integer');
    expectFieldError(await g.complete(o.orderId, { score: 1601 }), 'score', 'teacherGrading.validation.score');
    expectFieldError(await g.complete(o.orderId, { score: -1 }), 'score', 'teacherGrading.validation.score');
    expectFieldError(
      await g.complete(o.orderId, { score: 1000, question_comments: [{ question_id: o.questionIds[0], comment: 'x' }] }),
      'question_comments',
      'teacherGrading.validation.vipOnly',
    );
    const res = await g.complete(o.orderId, { score: 1350 }).expect(200);
    expect(res.body).toMatchObject({ status: 'done', completed_at: expect.any(String), feedback: { score: 1350, comments: '' } });
  });

  it('simple comments: need comments (not blank, at most 2000 characters) and take no question comments', async () => {
    const o = await claimed('simple_comments');
    const g = grading(r, o.t);
    expectFieldError(await g.complete(o.orderId, { score: 1200 }), 'comments', 'validation.required');
    expectFieldError(await g.complete(o.orderId, { score: 1200, comments: '   ' }), 'comments', 'validation.required');
    expectFieldError(await g.complete(o.orderId, { score: 1200, comments: 'x'.repeat(2001) }), 'comments', 'validation.too_long');
    expectFieldError(await g.complete(o.orderId, { score: 1200, comments: 42 }), 'comments', 'validation.string');
    const both = await g.complete(o.orderId, { comments: '' });
    expectFieldError(both, 'score');
    expectFieldError(both, 'comments');
    expectFieldError(
      await g.complete(o.orderId, { score: 1200, comments: 'Good', question_comments: [{ question_id: o.questionIds[0], comment: 'x' }] }),
      'question_comments',
      'teacherGrading.validation.vipOnly',
    );
    await g.complete(o.orderId, { score: 1200, comments: 'x'.repeat(2000) }).expect(200);
  });

  it("VIP: comments plus up to 50 question comments, each once, non-blank, on the attempt's own questions", async () => {
    const o = await claimed('vip_comments');
    const g = grading(r, o.t);
    const [q1, q2] = o.questionIds;
    const base = { score: 1400, comments: 'Solid algebra.' };
    expectFieldError(await g.complete(o.orderId, { score: 1400 }), 'comments', 'validation.required');
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
      score: 1400,
      comments: 'Solid algebra.',
      question_comments: [{ question_id: q2, number: 2, module_position: 1, comment: 'Check the sign.' }],
    });
  });
});

describe('completing', () => {
  it('only the assigned teacher or an admin: another teacher 403, a student 403; unclaimed or done 409', async () => {
    const pending = await orderedGrading(r, 'score');
    const t = await teacher(r);
    const conflict = await grading(r, t).complete(pending.orderId, { score: 1000 }).expect(409);
    expect(conflict.body.message).toBe('Take this grading order before sending feedback.');

    const o = await claimed('score');
    await grading(r, t).complete(o.orderId, { score: 1000 }).expect(403);
    await grading(r, o.student).complete(o.orderId, { score: 1000 }).expect(403);
    await grading(r, o.t).complete(2147483000, { score: 1000 }).expect(404);
    expectFieldError(await grading(r, o.t).complete('x', { score: 1000 }), 'orderId', 'validation.id');

    // An admin may finish another's order and becomes its grader.
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['admin']);
    const done = await grading(r, admin).complete(o.orderId, { score: 990 }).expect(200);
    expect(done.body.teacher.id).toBe(admin.id);
    expect((await grading(r, admin).complete(o.orderId, { score: 1000 }).expect(409)).body.message).toBe('This grading order is already done.');
    // The teacher it was taken from no longer holds it.
    await grading(r, o.t).complete(o.orderId, { score: 1000 }).expect(403);
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
      .complete(o.orderId, { score: 1480, comments: 'Great pacing.', question_comments: [{ question_id: o.questionIds[2], comment: 'Re-read.' }] })
      .expect(200);
    await r.t.ctx.queue.drain();
    const mail = await r.t.mailbox.waitFor(o.student.email, /老師已批改/, 10_000, since);
    expect(mail.text).toContain('小明');
    expect(mail.text).toContain('評分加 VIP 講評');
    expect(mail.text).toContain('1480');
    expect(mail.text).toContain(`/result/${o.attemptId}`);

    const feedback = await g.feedback(o.orderId).expect(200);
    expect(feedback.body).toEqual({
      order_id: o.orderId,
      attempt_id: o.attemptId,
      service: 'vip_comments',
      score: 1480,
      comments: 'Great pacing.',
      question_comments: [{ question_id: o.questionIds[2], number: 3, module_position: 1, comment: 'Re-read.' }],
      teacher: { first_name: 'Test', last_name: 'User' },
      completed_at: expect.any(String),
    });
    expect((await g.forAttempt(o.attemptId).expect(200)).body).toMatchObject({ status: 'done', feedback: { score: 1480 } });
    expect(await activityOf(r, 'grading.complete', o.orderId)).toEqual([{ actor_id: o.t.id, target_user_id: o.student.id }]);

    const stranger = await createUser(r.t.app, r.t.ctx.ds, ['student']);
    await grading(r, stranger).feedback(o.orderId).expect(403);
    await grading(r, stranger).forAttempt(o.attemptId).expect(404);
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['super-admin']);
    await grading(r, admin).feedback(o.orderId).expect(200);
    await request(r.t.app).get(`/api/grading-orders/${o.orderId}/feedback`).expect(401);
  });

  it("answers null for the caller's attempt without an open order (a normal state), 404 for an unknown attempt, 422 for malformed ids", async () => {
    const o = await orderedGrading(r, 'score');
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
    const o = await orderedGrading(r, 'score');
    const statusInList = async () => {
      const res = await request(r.t.app).get('/api/grading-orders').set(bearer(o.student.token)).expect(200);
      return (res.body.data as { id: number; status: string }[]).find((row) => row.id === o.orderId)?.status;
    };
    expect(await statusInList()).toBe('pending');
    const t = await teacher(r);
    await grading(r, t).claim(o.orderId).expect(200);
    expect(await statusInList()).toBe('in_review');
    await grading(r, t).complete(o.orderId, { score: 1300 }).expect(200);
    expect(await statusInList()).toBe('done');
  });
});
