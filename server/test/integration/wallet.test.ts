/** Plans, wallet, transactions, plan purchases and pro, with the app's manual clock. */
import request from 'supertest';
import { addMonthsUtc, dailyLimitOf, FREE_DAILY_FULL_TESTS, SAT_PLAN_DAILY_FULL_TESTS, type PlanDto } from '@app/shared';
import { manualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/context';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { expectFieldError } from '../helpers/expect';
import { dailyLimitsFor, expectBalance, giveCoins } from '../helpers/wallet';

const START = new Date('2031-01-31T10:00:00.000Z');
const clock = manualClock(START);
let t: TestApp;
let plans: PlanDto[];
const plan = (code: string) => plans.find((p) => p.code === code)!;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  plans = (await request(t.app).get('/api/plans').expect(200)).body;
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const key = () => `key-${uid()}`;
const buy = (u: CreatedUser, planId: number | string, k = key()) =>
  request(t.app).post(`/api/plans/${planId}/purchase`).set(bearer(u.token)).set('Idempotency-Key', k);
const wallet = async (u: CreatedUser) => (await request(t.app).get('/api/wallet').set(bearer(u.token)).expect(200)).body;

describe('GET /api/plans', () => {
  it('lists the spec plans with point prices and durations, without login', () => {
    expect(plans.map((p) => p.price)).toEqual([0, 20, 40, 60, 120, 200, 240]);
    expect(new Set(plans.map((p) => p.duration_months))).toEqual(new Set([null, 1, 6, 12]));
    expect(plan('pro-lifetime')).toMatchObject({ kind: 'pro', lifetime: true, duration_months: null, daily_full_tests: null });
    expect(plan('free')).toMatchObject({ kind: 'free', price: 0, daily_full_tests: 2, daily_section_practices: 5 });
    expect(plan('sat-1m')).toMatchObject({ kind: 'sat', daily_full_tests: 3, report_allowance: 1 });
  });
});

describe('GET /api/wallet and /api/wallet/transactions', () => {
  it('needs a login', async () => {
    await request(t.app).get('/api/wallet').expect(401);
    await request(t.app).get('/api/wallet/transactions').expect(401);
  });

  it('answers the balance and plan state', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 15);
    expect(await wallet(u)).toEqual({
      balance: 15,
      is_pro: false,
      pro_expired_at: null,
      sat_plan_expired_at: null,
      report_allowance: 0,
      pro_free_report_available: false,
    });
  });

  it("pages the caller's own ledger, newest first, 20 a page", async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    const other = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, other.id, 5);
    for (let i = 1; i <= 23; i++) await giveCoins(t.ctx.ds, u.id, i);
    const first = await request(t.app).get('/api/wallet/transactions').set(bearer(u.token)).expect(200);
    expect(first.body).toMatchObject({ current_page: 1, total: 23 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      type: 'admin_deposit',
      amount: 23,
      balance_after: 276,
      notes: 'test',
    });
    const second = await request(t.app).get('/api/wallet/transactions?page=2').set(bearer(u.token)).expect(200);
    expect(second.body.data.map((e: { amount: number }) => e.amount)).toEqual([3, 2, 1]);
    expectFieldError(await request(t.app).get('/api/wallet/transactions?page=0').set(bearer(u.token)), 'page', 'validation.page');
    expectFieldError(await request(t.app).get('/api/wallet/transactions?page=1&page=2').set(bearer(u.token)), 'page', 'validation.page');
    // A user_id filter is not a rule of this route: it never shows someone else's ledger.
    const foreign = await request(t.app).get(`/api/wallet/transactions?user_id=${u.id}`).set(bearer(other.token)).expect(200);
    expect(foreign.body).toMatchObject({ total: 1, data: [{ amount: 5 }] });
  });
});

describe('POST /api/plans/{planId}/purchase', () => {
  it('validates the plan id and the Idempotency-Key', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    expectFieldError(await buy(u, 'abc'), 'planId', 'validation.id');
    expectFieldError(
      await request(t.app)
        .post(`/api/plans/${plan('pro-1m').id}/purchase`)
        .set(bearer(u.token)),
      'Idempotency-Key',
      'validation.required',
    );
    expectFieldError(await buy(u, plan('pro-1m').id, 'bad key with spaces'), 'Idempotency-Key', 'validation.idempotency_key');
    await request(t.app)
      .post(`/api/plans/${plan('pro-1m').id}/purchase`)
      .set('Idempotency-Key', key())
      .expect(401);
    await buy(u, 999999).expect(404);
    expect((await buy(u, plan('free').id).expect(400)).body.code).toBe('BAD_REQUEST');
  });

  it('answers 402 point_is_not_enough and changes nothing', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 39);
    const res = await buy(u, plan('pro-1m').id).expect(402);
    expect(res.body.code).toBe('point_is_not_enough');
    await expectBalance(t.ctx.ds, u.id, 39);
    expect((await wallet(u)).is_pro).toBe(false);
  });

  it('makes the buyer pro for a month, and buying again extends from the current expiry', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 100);
    const first = await buy(u, plan('pro-1m').id).expect(201);
    const oneMonth = addMonthsUtc(START, 1); // Jan 31 + 1 month = Feb 28
    expect(first.body).toEqual({
      id: expect.any(Number),
      plan_id: plan('pro-1m').id,
      price: 40,
      expires_at: oneMonth.toISOString(),
      balance: 60,
      created_at: START.toISOString(),
    });
    expect(oneMonth.toISOString()).toBe('2031-02-28T10:00:00.000Z');
    const me = (await request(t.app).get('/api/auth/me').set(bearer(u.token)).expect(200)).body;
    const user = me.user ?? me;
    expect(user.all_roles).toContain('pro');
    expect(user.pro_expired_at).toBe(oneMonth.toISOString());
    expect(user.taken_unlimited_expire_at).toBe(oneMonth.toISOString());

    clock.advance(10 * 86400_000);
    const second = await buy(u, plan('pro-1m').id).expect(201);
    expect(second.body.expires_at).toBe(addMonthsUtc(oneMonth, 1).toISOString());
    await expectBalance(t.ctx.ds, u.id, 20);

    // Past the expiry the role stays but pro is over: limits come back, a new purchase starts now.
    clock.set(new Date('2031-04-01T00:00:00.000Z'));
    expect(await wallet(u)).toMatchObject({ is_pro: false, pro_expired_at: null });
    expect(await dailyLimitsFor(t.ctx.ds, u.id, clock.now())).toEqual({ full: FREE_DAILY_FULL_TESTS, section: 5 });
  });

  it('lifetime pro has no expiry and cannot be extended', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 300);
    const res = await buy(u, plan('pro-lifetime').id).expect(201);
    expect(res.body.expires_at).toBeNull();
    clock.set(new Date('2090-01-01T00:00:00.000Z'));
    expect(await wallet(u)).toMatchObject({ is_pro: true, pro_expired_at: null, pro_free_report_available: true });
    expect(await dailyLimitsFor(t.ctx.ds, u.id, clock.now())).toEqual({ full: null, section: null });
    expect((await buy(u, plan('pro-1m').id).expect(400)).body.message).toMatch(/lifetime/i);
    await expectBalance(t.ctx.ds, u.id, 60);
  });

  it('the SAT plan gives 3 full tests a day and a report allowance', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 100);
    const res = await buy(u, plan('sat-6m').id).expect(201);
    expect(res.body.expires_at).toBe(addMonthsUtc(START, 6).toISOString());
    expect(await wallet(u)).toMatchObject({ sat_plan_expired_at: res.body.expires_at, report_allowance: 3, is_pro: false });
    expect(await dailyLimitsFor(t.ctx.ds, u.id, clock.now())).toEqual({ full: SAT_PLAN_DAILY_FULL_TESTS, section: 5 });
  });

  it('replays the first answer for the same key, and refuses the key for another request', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 100);
    const k = key();
    const first = await buy(u, plan('sat-1m').id, k).expect(201);
    const again = await buy(u, plan('sat-1m').id, k).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await buy(u, plan('pro-1m').id, k).expect(409);
    expect(other.body.code).toBe('CONFLICT');
    await expectBalance(t.ctx.ds, u.id, 80);
  });

  it('keys belong to their user: another user with the same key buys for themselves', async () => {
    const [a, b] = [await createUser(t.app, t.ctx.ds, ['student']), await createUser(t.app, t.ctx.ds, ['student'])];
    await giveCoins(t.ctx.ds, a.id, 20);
    await giveCoins(t.ctx.ds, b.id, 20);
    const k = key();
    await buy(a, plan('sat-1m').id, k).expect(201);
    await buy(b, plan('sat-1m').id, k).expect(201);
    await expectBalance(t.ctx.ds, a.id, 0);
    await expectBalance(t.ctx.ds, b.id, 0);
  });
});

describe('concurrency', () => {
  it('200 parallel purchases end with exactly floor(B/p) successes and balance = B - k*p = ledger sum', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    const B = 990;
    const p = plan('sat-1m').price;
    await giveCoins(t.ctx.ds, u.id, B);
    const results = await Promise.all(Array.from({ length: 200 }, () => buy(u, plan('sat-1m').id)));
    const ok = results.filter((r) => r.status === 201).length;
    expect(ok).toBe(Math.floor(B / p));
    expect(results.filter((r) => r.status === 402)).toHaveLength(200 - ok);
    await expectBalance(t.ctx.ds, u.id, B - ok * p);
    const balances = results.filter((r) => r.status === 201).map((r) => r.body.balance as number);
    expect(new Set(balances).size).toBe(ok);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
  });

  it('50 parallel requests with one key make one ledger row and identical answers', async () => {
    const u = await createUser(t.app, t.ctx.ds, ['student']);
    await giveCoins(t.ctx.ds, u.id, 500);
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => buy(u, plan('pro-1m').id, k)));
    expect(new Set(results.map((r) => `${r.status} ${r.text}`)).size).toBe(1);
    expect(results[0].status).toBe(201);
    const rows = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND type = 'purchase'`, [u.id]);
    expect(rows[0].n).toBe(1);
    await expectBalance(t.ctx.ds, u.id, 460);
  });
});

describe('dailyLimitOf', () => {
  const now = new Date('2031-06-01T00:00:00Z');
  const later = '2031-07-01T00:00:00Z';
  const earlier = '2031-05-01T00:00:00Z';
  it.each([
    [
      { roles: ['student'], proExpiredAt: null, takenUnlimitedExpireAt: null },
      { full: 2, section: 5 },
    ],
    [
      { roles: ['student', 'pro'], proExpiredAt: later, takenUnlimitedExpireAt: null },
      { full: null, section: null },
    ],
    [
      { roles: ['student', 'pro'], proExpiredAt: earlier, takenUnlimitedExpireAt: null },
      { full: 2, section: 5 },
    ],
    [
      { roles: ['student', 'pro'], proExpiredAt: null, takenUnlimitedExpireAt: null },
      { full: null, section: null },
    ],
    [
      { roles: ['super-admin'], proExpiredAt: null, takenUnlimitedExpireAt: null },
      { full: null, section: null },
    ],
    [
      { roles: ['student'], proExpiredAt: null, takenUnlimitedExpireAt: later },
      { full: null, section: null },
    ],
    [
      { roles: ['student'], proExpiredAt: null, takenUnlimitedExpireAt: null, satPlanExpiredAt: later },
      { full: 3, section: 5 },
    ],
    [
      { roles: ['student'], proExpiredAt: null, takenUnlimitedExpireAt: null, satPlanExpiredAt: earlier },
      { full: 2, section: 5 },
    ],
  ])('%j -> %j', (holder, limits) => {
    expect(dailyLimitOf(holder, now)).toEqual(limits);
  });
});
