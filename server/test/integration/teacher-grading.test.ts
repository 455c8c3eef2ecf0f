/** Teacher grading: the queue (priority first, due times), role gates, claiming and its race, who may read an order. */
import request from 'supertest';
import { TEACHER_GRADING_DUE_HOURS } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser } from '../helpers/factories';
import { MINUTE, setupRunner, type Runner } from './attempts-fixtures';
import { activityOf, grading, orderedGrading, teacher } from './teacher-grading-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const HOUR = 60 * MINUTE;
const ids = (body: { data: { id: number }[] }, mine: number[]) => body.data.map((o) => o.id).filter((id) => mine.includes(id));

describe('the grading queue', () => {
  it('lists pending orders pro first, then oldest, each with the student, the test, the service and its due time', async () => {
    const older = await orderedGrading(r, 'simple_comments');
    r.clock.advance(MINUTE);
    const newer = await orderedGrading(r, 'simple_comments');
    r.clock.advance(MINUTE);
    const pro = await orderedGrading(r, 'vip_comments', ['student', 'pro']);
    const t = await teacher(r);

    const res = await grading(r, t).queue().expect(200);
    expect(ids(res.body, [older.orderId, newer.orderId, pro.orderId])).toEqual([pro.orderId, older.orderId, newer.orderId]);
    const item = res.body.data.find((o: { id: number }) => o.id === pro.orderId);
    expect(item).toMatchObject({
      attempt_id: pro.attemptId,
      service: 'vip_comments',
      status: 'pending',
      priority: true,
      student: { id: pro.student.id, username: pro.student.username },
      test: { type: 'practice', id: expect.any(Number), title: expect.stringMatching(/^P /) },
      teacher: null,
      claimed_at: null,
      completed_at: null,
    });
    expect(Date.parse(item.due_at) - Date.parse(item.ordered_at)).toBe(TEACHER_GRADING_DUE_HOURS.priority * HOUR);
    const standard = res.body.data.find((o: { id: number }) => o.id === older.orderId);
    expect(Date.parse(standard.due_at) - Date.parse(standard.ordered_at)).toBe(TEACHER_GRADING_DUE_HOURS.standard * HOUR);
    expect(standard.priority).toBe(false);
  });

  it('refuses students (403), anonymous callers (401) and bad filters (422)', async () => {
    const student = await createUser(r.t.app, r.t.ctx.ds, ['student', 'pro']);
    await grading(r, student).queue().expect(403);
    await request(r.t.app).get('/api/teacher-grading/queue').expect(401);
    const t = await teacher(r);
    expectFieldError(await grading(r, t).queue({ status: 'graded' }), 'status', 'teacherGrading.validation.status');
    expectFieldError(await grading(r, t).queue({ page: 0 }), 'page', 'validation.page');
    expectFieldError(await grading(r, t).queue({ status: ['pending', 'claimed'] }), 'status', 'teacherGrading.validation.status');
  });

  it('is closed to a teacher no admin has made a grader, opened and closed again by a super-admin (PUT/DELETE /admin/users/:id/grader)', async () => {
    const order = await orderedGrading(r, 'simple_comments');
    const selfRegistered = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    const g = grading(r, selfRegistered);
    for (const res of [await g.queue(), await g.show(order.orderId), await g.claim(order.orderId)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(JSON.stringify(res.body)).not.toContain(order.student.username);
    }

    const superAdmin = await createUser(r.t.app, r.t.ctx.ds, ['super-admin']);
    const admin = (method: 'put' | 'delete', who: { token: string }, id = selfRegistered.id) =>
      request(r.t.app)[method](`/api/admin/users/${id}/grader`).set(bearer(who.token));
    // The account tells the client whether to show the queue's link (issue 12: no link that ends on a 403).
    const me = async () => (await request(r.t.app).get('/api/auth/me').set(bearer(selfRegistered.token)).expect(200)).body.user.grader;
    expect(await me()).toBe(false);
    // Only super-admins hand it out; a teacher cannot make themselves one.
    await admin('put', selfRegistered).expect(403);
    const granted = await admin('put', superAdmin).expect(200);
    expect(granted.body).toMatchObject({ id: selfRegistered.id, grader: true });
    await admin('put', superAdmin).expect(200); // idempotent
    expect(await me()).toBe(true);
    expect(ids((await g.queue().expect(200)).body, [order.orderId])).toEqual([order.orderId]);
    await g.show(order.orderId).expect(200);

    const revoked = await admin('delete', superAdmin).expect(200);
    expect(revoked.body.grader).toBe(false);
    expect(await me()).toBe(false);
    await g.queue().expect(403);
    const actions = await r.t.ctx.ds.query(`SELECT action FROM activity_log WHERE target_user_id = $1 ORDER BY id`, [selfRegistered.id]);
    expect(actions.map((a: { action: string }) => a.action).filter((a: string) => a.startsWith('admin.'))).toEqual([
      'admin.grader.grant',
      'admin.grader.grant',
      'admin.grader.revoke',
    ]);
  });

  it('makes only teachers graders (422), and answers 404 for an unknown user', async () => {
    const superAdmin = await createUser(r.t.app, r.t.ctx.ds, ['super-admin']);
    const student = await createUser(r.t.app, r.t.ctx.ds, ['student']);
    const res = await request(r.t.app).put(`/api/admin/users/${student.id}/grader`).set(bearer(superAdmin.token));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ grader: ['Only teachers can be made graders.'] });
    await request(r.t.app).put('/api/admin/users/2147483647/grader').set(bearer(superAdmin.token)).expect(404);
  });

  it("shows teachers only their own claimed and done orders; admins see everyone's", async () => {
    const a = await orderedGrading(r, 'simple_comments');
    const b = await orderedGrading(r, 'simple_comments');
    const [t1, t2] = [await teacher(r), await teacher(r)];
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['admin']);
    await grading(r, t1).claim(a.orderId).expect(200);
    await grading(r, t2).claim(b.orderId).expect(200);

    const mine = await grading(r, t1).queue({ status: 'in_review' }).expect(200);
    expect(ids(mine.body, [a.orderId, b.orderId])).toEqual([a.orderId]);
    expect(mine.body.data.every((o: { teacher: { id: number } }) => o.teacher.id === t1.id)).toBe(true);
    const all = await grading(r, admin).queue({ status: 'in_review' }).expect(200);
    expect(ids(all.body, [a.orderId, b.orderId]).sort()).toEqual([a.orderId, b.orderId].sort());
    // Claimed orders leave the pending queue.
    expect(ids((await grading(r, t2).queue().expect(200)).body, [a.orderId, b.orderId])).toEqual([]);

    await grading(r, t1).complete(a.orderId, { comments: 'Review.' }).expect(200);
    expect(ids((await grading(r, t1).queue({ status: 'done' }).expect(200)).body, [a.orderId])).toEqual([a.orderId]);
    expect(ids((await grading(r, t2).queue({ status: 'done' }).expect(200)).body, [a.orderId])).toEqual([]);
  });
});

describe('claiming', () => {
  it('assigns the caller (in_review), logs the claim, and answers 409 to another teacher', async () => {
    const o = await orderedGrading(r, 'simple_comments');
    const [t1, t2] = [await teacher(r), await teacher(r)];
    const res = await grading(r, t1).claim(o.orderId).expect(200);
    expect(res.body).toMatchObject({ id: o.orderId, status: 'in_review', teacher: { id: t1.id }, claimed_at: expect.any(String) });

    const refused = await grading(r, t2).claim(o.orderId).expect(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.message).toBe('Another teacher has already taken this grading order.');
    // Claiming one's own order again changes nothing.
    await grading(r, t1).claim(o.orderId).expect(200);
    expect(await activityOf(r, 'grading.claim', o.orderId)).toEqual([{ actor_id: t1.id, target_user_id: o.student.id }]);
  });

  it('lets exactly one of two teachers claiming at the same moment win', async () => {
    const o = await orderedGrading(r, 'simple_comments');
    const [t1, t2] = [await teacher(r), await teacher(r)];
    const results = await Promise.all([grading(r, t1).claim(o.orderId), grading(r, t2).claim(o.orderId)]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    const winner = results.find((x) => x.status === 200)!.body.teacher.id;
    const [row] = await r.t.ctx.ds.query(`SELECT status, teacher_id FROM grading_orders WHERE id = $1`, [o.orderId]);
    expect(row).toEqual({ status: 'in_review', teacher_id: winner });
    expect(await activityOf(r, 'grading.claim', o.orderId)).toHaveLength(1);
  });

  it('refuses students (403), unknown (404), cancelled (404) and malformed ids (422)', async () => {
    const o = await orderedGrading(r, 'simple_comments');
    const t = await teacher(r);
    await grading(r, o.student).claim(o.orderId).expect(403);
    await grading(r, t).claim(2147483000).expect(404);
    expectFieldError(await grading(r, t).claim('abc'), 'orderId', 'validation.id');
    await r.t.ctx.ds.query(`UPDATE grading_orders SET status = 'cancelled' WHERE id = $1`, [o.orderId]);
    await grading(r, t).claim(o.orderId).expect(404);
    await grading(r, t).show(o.orderId).expect(404);
  });
});

describe("a grader's view of an order", () => {
  it("shows a pending order and one's own with the attempt's result and questions; another teacher's claimed order is 403", async () => {
    const o = await orderedGrading(r, 'vip_comments');
    const [t1, t2] = [await teacher(r), await teacher(r)];
    const pending = await grading(r, t2).show(o.orderId).expect(200);
    expect(pending.body.result).toMatchObject({ attemptId: o.attemptId, status: 'graded', counts: { correct: 2, wrong: 1 } });
    expect(pending.body.questions.map((q: { questionId: number }) => q.questionId)).toEqual(o.questionIds);
    expect(pending.body.questions[0]).toMatchObject({ answer: '3', answerKey: '3', outcome: 'correct', stem: expect.stringMatching(/^Stem /) });
    expect(pending.body.feedback).toBeNull();

    await grading(r, t1).claim(o.orderId).expect(200);
    await grading(r, t1).show(o.orderId).expect(200);
    await grading(r, t2).show(o.orderId).expect(403);
    await grading(r, o.student).show(o.orderId).expect(403);
    const admin = await createUser(r.t.app, r.t.ctx.ds, ['super-admin']);
    expect((await grading(r, admin).show(o.orderId).expect(200)).body.teacher.id).toBe(t1.id);
    await request(r.t.app).get(`/api/teacher-grading/${o.orderId}`).set(bearer('nonsense')).expect(401);
    expectFieldError(await grading(r, t1).show('x'), 'orderId', 'validation.id');
    await grading(r, t1).show(2147483000).expect(404);
  });
});
