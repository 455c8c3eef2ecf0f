/**
 * Analytics and the admin's transaction logs. The app clock sits in 2037 so only this file's rows
 * fall into the days it reads (other files write at the real time).
 */
import request from 'supertest';
import type { Role } from '@app/shared';
import { manualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { insertAttempt, insertPractice, post } from '../helpers/admin-fixtures';

// 10:00 on 15 June 2037 in GMT+8.
const clock = manualClock('2037-06-15T02:00:00Z');
let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[] = ['student']) => createUser(t.app, t.ctx.ds, roles);
const get = (path: string, query: Record<string, string | number> = {}, token = admin.token) =>
  api().get(`/api${path}`).query(query).set(bearer(token));
const at = (iso: string) => new Date(iso);

describe('analytics', () => {
  let s1: CreatedUser;
  let s2: CreatedUser;
  beforeAll(async () => {
    [s1, s2] = [await user(), await user()];
    const practice = await insertPractice(t.ctx.ds, admin.id);
    // 14 June 23:30 and 15 June 00:30 in GMT+8: either side of midnight.
    await insertAttempt(t.ctx.ds, s1.id, practice, at('2037-06-14T15:30:00Z'), at('2037-06-14T16:10:00Z'));
    await insertAttempt(t.ctx.ds, s1.id, practice, at('2037-06-14T16:30:00Z'));
    await insertAttempt(t.ctx.ds, s2.id, practice, at('2037-06-13T01:00:00Z'), at('2037-06-13T02:00:00Z'));
    await insertAttempt(t.ctx.ds, s2.id, practice, at('2037-06-13T03:00:00Z'));
    await insertAttempt(t.ctx.ds, s2.id, practice, at('2037-06-01T03:00:00Z'));

    await post(t.ctx.ds, s1.id, 'deposit', 100, at('2037-06-13T04:00:00Z'));
    await post(t.ctx.ds, s1.id, 'purchase', -40, at('2037-06-13T05:00:00Z'));
    await post(t.ctx.ds, s2.id, 'admin_deposit', 15, at('2037-06-15T01:00:00Z'));

    const [plan] = await t.ctx.ds.query(`SELECT id FROM plans WHERE code = 'pro-1m'`);
    await t.ctx.ds.query(`INSERT INTO plan_purchases (user_id, plan_id, price, created_at) VALUES ($1, $2, 40, $3)`, [
      s1.id,
      plan.id,
      at('2037-06-13T05:00:00Z'),
    ]);
    const paid = await post(t.ctx.ds, s1.id, 'deposit', 100, at('2037-06-14T09:00:00Z'));
    await t.ctx.ds.query(
      `INSERT INTO payments (user_id, provider, currency, coins, amount, fee, total, status, ledger_entry_id, confirmed_at, created_at)
       VALUES ($1, 'bank_transfer', 'TWD', 100, 100000, 0, 100000, 'paid', $2, $3, $4),
              ($1, 'cash', 'TWD', 5, 5000, 0, 5000, 'pending', NULL, NULL, $5)`,
      [s1.id, paid.entryId, at('2037-06-14T09:00:00Z'), at('2037-06-12T09:00:00Z'), at('2037-06-15T01:30:00Z')],
    );
  });

  it('counts attempts per GMT+8 day for the complete days before today, and today apart', async () => {
    const res = await get('/user-exams/analysis', { days: 3 }).expect(200);
    expect(res.body).toEqual({
      timezone: 'Asia/Taipei',
      data: [
        { date: '2037-06-12', started: 0, finished: 0, takers: 0 },
        { date: '2037-06-13', started: 2, finished: 1, takers: 1 },
        { date: '2037-06-14', started: 1, finished: 0, takers: 1 },
      ],
    });
    expect((await get('/user-exams/today').expect(200)).body).toEqual({ date: '2037-06-15', started: 1, finished: 1, takers: 1 });
    const month = await get('/user-exams/analysis').expect(200);
    expect(month.body.data).toHaveLength(30);
    expect(month.body.data[0].date).toBe('2037-05-16');
    expect(month.body.data.find((d: { date: string }) => d.date === '2037-06-01')).toEqual({
      date: '2037-06-01',
      started: 1,
      finished: 0,
      takers: 1,
    });
  });

  it('sums coins in and out of the ledger per day', async () => {
    const res = await get('/transaction-logs/analysis', { days: 2 }).expect(200);
    expect(res.body.data).toEqual([
      { date: '2037-06-13', income: 100, expense: 40, count: 2 },
      { date: '2037-06-14', income: 100, expense: 0, count: 1 },
    ]);
    expect((await get('/transaction-logs/today').expect(200)).body).toEqual({ date: '2037-06-15', income: 15, expense: 0, count: 1 });
  });

  it('counts orders: plan purchases, payments created and paid', async () => {
    const res = await get('/order/analysis', { days: 3 }).expect(200);
    const zero = { orders: 0, plan_purchases: 0, plan_points: 0, grading_orders: 0, grading_points: 0, payments: 0, payments_paid: 0, coins_sold: 0 };
    expect(res.body.data).toEqual([
      { ...zero, date: '2037-06-12', orders: 1, payments: 1 },
      { ...zero, date: '2037-06-13', orders: 1, plan_purchases: 1, plan_points: 40 },
      { ...zero, date: '2037-06-14', payments_paid: 1, coins_sold: 100 },
    ]);
    expect((await get('/order/today').expect(200)).body).toEqual({ ...zero, date: '2037-06-15', orders: 1, payments: 1 });
  });

  it('moves with the app clock', async () => {
    clock.set('2037-06-15T16:00:00Z'); // midnight: 16 June begins in GMT+8
    try {
      expect((await get('/user-exams/today').expect(200)).body).toEqual({ date: '2037-06-16', started: 0, finished: 0, takers: 0 });
      expect((await get('/user-exams/analysis', { days: 1 }).expect(200)).body.data).toEqual([
        { date: '2037-06-15', started: 1, finished: 1, takers: 1 },
      ]);
    } finally {
      clock.set('2037-06-15T02:00:00Z');
    }
  });

  it('validates days and is for super-admins only', async () => {
    for (const days of [0, 367, 'week']) expectFieldError(await get('/order/analysis', { days }), 'days', 'validation.analytics.days');
    const twice = await api().get('/api/order/analysis?days=3&days=4').set(bearer(admin.token));
    expectFieldError(twice, 'days', 'validation.analytics.days');
    const paths = [
      '/user-exams/analysis',
      '/user-exams/today',
      '/transaction-logs/analysis',
      '/transaction-logs/today',
      '/order/analysis',
      '/order/today',
    ];
    const callers = await Promise.all((['student', 'teacher', 'company-admin', 'admin'] as Role[]).map((r) => user([r])));
    for (const path of paths) {
      await api().get(`/api${path}`).expect(401);
      for (const c of callers) expect([path, (await get(path, {}, c.token)).status]).toEqual([path, 403]);
    }
  });
});

describe('GET /admin/transactions-logs', () => {
  let named: CreatedUser;
  let unnamed: CreatedUser;
  let tag: string;
  beforeAll(async () => {
    tag = uid();
    [named, unnamed] = [await user(), await user()];
    await t.ctx.ds.query(`UPDATE users SET first_name = $2, last_name = 'Chen' WHERE id = $1`, [named.id, `Mei${tag}`]);
    // Registration never completed: no names.
    await t.ctx.ds.query(`UPDATE users SET first_name = '', last_name = '', email = $2 WHERE id = $1`, [unnamed.id, `${tag}-x@example.com`]);
    await post(t.ctx.ds, named.id, 'email_verification_reward', 10, at('2037-05-01T04:00:00Z'), 'email-verification');
    await post(t.ctx.ds, named.id, 'purchase', -4, at('2037-05-02T04:00:00Z'));
    for (let i = 0; i < 22; i++) await post(t.ctx.ds, unnamed.id, 'admin_deposit', i + 1, at(`2037-05-03T04:${String(i).padStart(2, '0')}:00Z`));
  });

  it('lists ledger rows newest first with user names as stored, 20 a page', async () => {
    const res = await get('/admin/transactions-logs', { q: tag }).expect(200);
    expect(res.body.total).toBe(24);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      user: { id: unnamed.id, username: unnamed.username, name: '', first_name: '', last_name: '' },
      category: 'income',
      unit: 'point',
      amount: 22,
      balance_after: 253,
      type: 'admin_deposit',
      notes: null,
      actor_id: null,
      created_at: '2037-05-03T04:21:00.000Z',
    });
    const page2 = await get('/admin/transactions-logs', { q: tag, page: 2 }).expect(200);
    expect(page2.body.data.map((r: { amount: number }) => r.amount)).toEqual([2, 1, -4, 10]);
    expect(page2.body.data[2]).toMatchObject({
      user: { id: named.id, name: `Mei${tag} Chen`, first_name: `Mei${tag}`, last_name: 'Chen' },
      category: 'expense',
      type: 'purchase',
    });
  });

  it('filters by category, unit, type, user and GMT+8 days', async () => {
    const amounts = async (query: Record<string, string | number>) =>
      (await get('/admin/transactions-logs', { q: tag, ...query }).expect(200)).body.data.map((r: { amount: number }) => r.amount);
    expect(await amounts({ category: 'expense', unit: 'point' })).toEqual([-4]);
    expect(await amounts({ category: 'income', user_id: named.id })).toEqual([10]);
    expect(await amounts({ type: 'email_verification_reward' })).toEqual([10]);
    expect(await amounts({ from: '2037-05-02', to: '2037-05-02' })).toEqual([-4]);
    expect(await amounts({ user_id: named.id, to: '2037-05-01' })).toEqual([10]);
  });

  it('lists the users with totals', async () => {
    const res = await get('/admin/transactions-logs/users', { q: tag }).expect(200);
    expect(res.body).toEqual({
      current_page: 1,
      total: 2,
      data: [
        {
          user: { id: unnamed.id, username: unnamed.username, name: '', first_name: '', last_name: '' },
          income: 253,
          expense: 0,
          count: 22,
          last_at: '2037-05-03T04:21:00.000Z',
        },
        {
          user: expect.objectContaining({ id: named.id, name: `Mei${tag} Chen` }),
          income: 10,
          expense: 4,
          count: 2,
          last_at: '2037-05-02T04:00:00.000Z',
        },
      ],
    });
    const spenders = await get('/admin/transactions-logs/users', { q: tag, category: 'expense' }).expect(200);
    expect(spenders.body.data.map((r: { user: { id: number }; expense: number }) => [r.user.id, r.expense])).toEqual([[named.id, 4]]);
  });

  it('validates its filters and is for super-admins only', async () => {
    for (const path of ['/admin/transactions-logs', '/admin/transactions-logs/users']) {
      expectFieldError(await get(path, { category: 'gift' }), 'category', 'validation.transaction.category');
      expectFieldError(await get(path, { unit: 'usd' }), 'unit', 'validation.transaction.unit');
      expectFieldError(await get(path, { type: 'bribe' }), 'type', 'validation.transaction.type');
      expectFieldError(await get(path, { user_id: 'x' }), 'user_id', 'validation.id');
      expectFieldError(await get(path, { from: '2037-05-03', to: '2037-05-01' }), 'to', 'validation.date_range');
      // A repeated parameter is a list, checked item by item before (then a 500 in SQL): one value only.
      for (const [field, qs, message] of [
        ['user_id', 'user_id=1&user_id=2', 'validation.id'],
        ['type', 'type=deposit&type=purchase', 'validation.transaction.type'],
        ['from', 'from=2037-05-01&from=2037-05-02', 'validation.date'],
        ['page', 'page=1&page=2', 'validation.page'],
      ]) {
        expectFieldError(await api().get(`/api${path}?${qs}`).set(bearer(admin.token)), field, message);
      }
      await api().get(`/api${path}`).expect(401);
      for (const roles of [['student'], ['teacher'], ['company-admin'], ['admin']] as Role[][])
        await get(path, {}, (await user(roles)).token).expect(403);
    }
  });
});
