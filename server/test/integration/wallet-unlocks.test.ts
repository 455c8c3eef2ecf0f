/** Score report unlocks, grading orders and the class-test charge: prices, allowances, pro, ownership, 402s. */
import request from 'supertest';
import { ErrorCode, SCORE_REPORT_PRICE } from '@app/shared';
import { chargeClassTest, refundEntry } from '../../src/core/coins';
import { assertReportUnlocked } from '../../src/modules/wallet/report-unlocks';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { expectBalance, giveCoins, insertAttempt, insertUser } from '../helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const key = () => `k-${uid()}`;
const unlock = (u: CreatedUser, attemptId: number | string, k = key()) =>
  request(t.app).post(`/api/score-reports/${attemptId}/unlock`).set(bearer(u.token)).set('Idempotency-Key', k);
const order = (u: CreatedUser, body: Record<string, unknown>, k = key()) =>
  request(t.app).post('/api/grading-orders').set(bearer(u.token)).set('Idempotency-Key', k).send(body);
const student = () => createUser(t.app, t.ctx.ds, ['student']);
const makePro = (id: number) =>
  t.ctx.ds.query(`UPDATE users SET roles = array_append(roles, 'pro'), pro_expired_at = now() + interval '30 days' WHERE id = $1`, [id]);

describe('score report unlock', () => {
  it("refuses without login, for bad ids, unknown, someone else's and unfinished attempts", async () => {
    const u = await student();
    const other = await student();
    const theirs = await insertAttempt(t.ctx.ds, other.id);
    const running = await insertAttempt(t.ctx.ds, u.id, 'in_progress');
    await request(t.app).post(`/api/score-reports/${theirs}/unlock`).set('Idempotency-Key', key()).expect(401);
    expectFieldError(await unlock(u, 'x'), 'attemptId', 'validation.id');
    expectFieldError(await unlock(u, -1), 'attemptId', 'validation.id');
    expectFieldError(
      await request(t.app).post(`/api/score-reports/${running}/unlock`).set(bearer(u.token)),
      'Idempotency-Key',
      'validation.required',
    );
    expectFieldError(await unlock(u, running, 'bad key'), 'Idempotency-Key', 'validation.idempotency_key');
    await unlock(u, 2147483000).expect(404);
    await unlock(u, theirs).expect(403);
    await request(t.app).get(`/api/score-reports/${theirs}`).set(bearer(u.token)).expect(403);
    expect((await unlock(u, running).expect(400)).body.message).toMatch(/finished/);
    // Not even an admin unlocks on someone else's wallet.
    const admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
    await unlock(admin, theirs).expect(403);
  });

  it('costs 10 coins, once; the PDF guard answers print_pdf_forbidden before', async () => {
    const u = await student();
    const attempt = await insertAttempt(t.ctx.ds, u.id);
    await giveCoins(t.ctx.ds, u.id, 25);
    await expect(assertReportUnlocked(t.ctx.ds, attempt)).rejects.toMatchObject({ code: ErrorCode.PRINT_PDF_FORBIDDEN, status: 402 });
    const before = await request(t.app).get(`/api/score-reports/${attempt}`).set(bearer(u.token)).expect(200);
    expect(before.body).toMatchObject({ attempt_id: attempt, unlocked: false, method: null, balance: 25 });

    const res = await unlock(u, attempt).expect(201);
    expect(res.body).toEqual({
      attempt_id: attempt,
      unlocked: true,
      method: 'coins',
      unlocked_at: expect.any(String),
      balance: 15,
      report_allowance: 0,
    });
    await expect(assertReportUnlocked(t.ctx.ds, attempt)).resolves.toBeUndefined();
    // Unlocking again (another key) charges nothing.
    expect((await unlock(u, attempt).expect(200)).body).toMatchObject({ unlocked: true, balance: 15 });
    await expectBalance(t.ctx.ds, u.id, 25 - SCORE_REPORT_PRICE);
  });

  it('answers 402 point_is_not_enough without coins, allowance or pro', async () => {
    const u = await student();
    const attempt = await insertAttempt(t.ctx.ds, u.id);
    await giveCoins(t.ctx.ds, u.id, 9);
    expect((await unlock(u, attempt).expect(402)).body.code).toBe('point_is_not_enough');
    await expectBalance(t.ctx.ds, u.id, 9);
    await expect(assertReportUnlocked(t.ctx.ds, attempt)).rejects.toMatchObject({ code: 'print_pdf_forbidden' });
  });

  it("uses a plan allowance first, then pro's one free report, then coins", async () => {
    const u = await student();
    await t.ctx.ds.query(`UPDATE users SET report_allowance = 1 WHERE id = $1`, [u.id]);
    await makePro(u.id);
    await giveCoins(t.ctx.ds, u.id, 10);
    const [a1, a2, a3, a4] = [
      await insertAttempt(t.ctx.ds, u.id),
      await insertAttempt(t.ctx.ds, u.id),
      await insertAttempt(t.ctx.ds, u.id),
      await insertAttempt(t.ctx.ds, u.id),
    ];
    expect((await unlock(u, a1).expect(201)).body).toMatchObject({ method: 'allowance', report_allowance: 0, balance: 10 });
    expect((await unlock(u, a2).expect(201)).body).toMatchObject({ method: 'pro_free', balance: 10 });
    expect((await request(t.app).get('/api/wallet').set(bearer(u.token)).expect(200)).body.pro_free_report_available).toBe(false);
    expect((await unlock(u, a3).expect(201)).body).toMatchObject({ method: 'coins', balance: 0 });
    await unlock(u, a4).expect(402);
  });

  it('parallel unlocks of one attempt charge once; of many attempts never overdraw', async () => {
    const u = await student();
    await giveCoins(t.ctx.ds, u.id, 35);
    const one = await insertAttempt(t.ctx.ds, u.id);
    const same = await Promise.all(Array.from({ length: 8 }, () => unlock(u, one)));
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.filter((r) => r.status === 200)).toHaveLength(7);
    const many = await Promise.all(Array.from({ length: 5 }, () => insertAttempt(t.ctx.ds, u.id)));
    const results = await Promise.all(many.map((a) => unlock(u, a)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(3);
    await expectBalance(t.ctx.ds, u.id, 5);
  });
});

describe('grading orders', () => {
  it('validates attempt_id, service and the key', async () => {
    const u = await student();
    expectFieldError(await order(u, { service: 'score' }), 'attempt_id', 'validation.required');
    expectFieldError(await order(u, { attempt_id: 'x', service: 'score' }), 'attempt_id', 'validation.id');
    expectFieldError(await order(u, { attempt_id: -5, service: 'score' }), 'attempt_id', 'validation.id');
    expectFieldError(await order(u, { attempt_id: 1e15, service: 'score' }), 'attempt_id', 'validation.id');
    expectFieldError(await order(u, { attempt_id: 1, service: 'gold' }), 'service', 'validation.grading_service');
    expectFieldError(await order(u, { attempt_id: 1 }), 'service', 'validation.required');
    // Lists passed item by item before (then failed in SQL with a 500): one value only.
    expectFieldError(await order(u, { attempt_id: [1], service: 'score' }), 'attempt_id', 'validation.id');
    expectFieldError(await order(u, { attempt_id: 1, service: ['score'] }), 'service', 'validation.grading_service');
    expectFieldError(
      await request(t.app).post('/api/grading-orders').set(bearer(u.token)).send({ attempt_id: 1, service: 'score' }),
      'Idempotency-Key',
    );
    await request(t.app).post('/api/grading-orders').send({ attempt_id: 1, service: 'score' }).expect(401);
  });

  it("charges the list price, one open order per attempt, only on one's own finished attempt", async () => {
    const u = await student();
    const other = await student();
    await giveCoins(t.ctx.ds, u.id, 100);
    const attempt = await insertAttempt(t.ctx.ds, u.id);
    await order(u, { attempt_id: await insertAttempt(t.ctx.ds, other.id), service: 'score' }).expect(403);
    await order(u, { attempt_id: 2147483000, service: 'score' }).expect(404);
    await order(u, { attempt_id: await insertAttempt(t.ctx.ds, u.id, 'in_progress'), service: 'score' }).expect(400);
    const res = await order(u, { attempt_id: attempt, service: 'vip_comments' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      attempt_id: attempt,
      service: 'vip_comments',
      price: 60,
      list_price: 60,
      priority: false,
      status: 'pending',
      created_at: expect.any(String),
    });
    expect((await order(u, { attempt_id: attempt, service: 'simple_comments' }).expect(409)).body.code).toBe('CONFLICT');
    await expectBalance(t.ctx.ds, u.id, 40);
    const list = await request(t.app).get('/api/grading-orders').set(bearer(u.token)).expect(200);
    expect(list.body).toMatchObject({ total: 1, current_page: 1, data: [{ id: res.body.id }] });
    expect((await request(t.app).get('/api/grading-orders').set(bearer(other.token)).expect(200)).body.total).toBe(0);
    expectFieldError(await request(t.app).get('/api/grading-orders?per_page=0').set(bearer(u.token)), 'per_page', 'validation.per_page');
    await request(t.app).get('/api/grading-orders').expect(401);
    // A user_id filter is not a rule of this route: it never shows someone else's orders.
    expect((await request(t.app).get(`/api/grading-orders?user_id=${u.id}`).set(bearer(other.token)).expect(200)).body.total).toBe(0);
  });

  it('parallel orders for one attempt with different keys charge once (the wallet lock serializes the open-order check)', async () => {
    const u = await student();
    await giveCoins(t.ctx.ds, u.id, 300);
    const attempt = await insertAttempt(t.ctx.ds, u.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => order(u, { attempt_id: attempt, service: 'simple_comments' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const [{ n }] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM grading_orders WHERE attempt_id = $1`, [attempt]);
    expect(n).toBe(1);
    await expectBalance(t.ctx.ds, u.id, 300 - results.find((r) => r.status === 201)!.body.price);
  });

  it('gives pro 20% off and priority; 402 without the coins', async () => {
    const u = await student();
    await makePro(u.id);
    await giveCoins(t.ctx.ds, u.id, 30);
    const res = await order(u, { attempt_id: await insertAttempt(t.ctx.ds, u.id), service: 'simple_comments' }).expect(201);
    expect(res.body).toMatchObject({ price: 24, list_price: 30, priority: true });
    expect((await order(u, { attempt_id: await insertAttempt(t.ctx.ds, u.id), service: 'simple_comments' }).expect(402)).body.code).toBe(
      'point_is_not_enough',
    );
    await expectBalance(t.ctx.ds, u.id, 6);
  });
});

describe('class tests paid by the owner (ledger function for the class exam capability)', () => {
  it('charges the owner once per exam and student, with insufficient_coins when short', async () => {
    const owner = await insertUser(t.ctx.ds, ['teacher']);
    const [s1, s2, s3] = [await insertUser(t.ctx.ds), await insertUser(t.ctx.ds), await insertUser(t.ctx.ds)];
    await giveCoins(t.ctx.ds, owner, 25);
    const charge = (studentId: number) => t.ctx.ds.transaction((m) => chargeClassTest(m, { ownerId: owner, classExamId: 7, studentId, price: 10 }));
    const [a, again] = await Promise.all([charge(s1), charge(s1)]);
    expect([a.duplicate, again.duplicate].sort()).toEqual([false, true]);
    await charge(s2);
    await expect(charge(s3)).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_COINS, status: 402 });
    await expectBalance(t.ctx.ds, owner, 5);
  });

  it('refunds a charge once', async () => {
    const owner = await insertUser(t.ctx.ds, ['teacher']);
    await giveCoins(t.ctx.ds, owner, 10);
    const c = await t.ctx.ds.transaction((m) => chargeClassTest(m, { ownerId: owner, classExamId: 8, studentId: owner, price: 10 }));
    const refund = () => t.ctx.ds.transaction((m) => refundEntry(m, { entryId: c.entryId }));
    const results = await Promise.all([refund(), refund()]);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    await expectBalance(t.ctx.ds, owner, 10);
    const deposit = await t.ctx.ds.query(`SELECT id FROM ledger_entries WHERE user_id = $1 AND type = 'admin_deposit'`, [owner]);
    await expect(t.ctx.ds.transaction((m) => refundEntry(m, { entryId: Number(deposit[0].id) }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
