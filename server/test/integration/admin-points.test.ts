import request from 'supertest';
import type { Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';
import { activityOf } from '../helpers/admin-fixtures';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[] = ['student']) => createUser(t.app, t.ctx.ds, roles);
const give = (id: number, body: object, key?: string) => {
  const req = api().post(`/api/admin/user/${id}/give-point`).set(bearer(admin.token));
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const deduct = (id: number, body: object, key?: string) => {
  const req = api().post(`/api/admin/user/${id}/deduct-point`).set(bearer(admin.token));
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const ledger = (id: number) =>
  t.ctx.ds.query(`SELECT type, amount, balance_after, actor_id, notes FROM ledger_entries WHERE user_id = $1 ORDER BY id`, [id]);
const balance = async (id: number) => (await t.ctx.ds.query(`SELECT balance FROM users WHERE id = $1`, [id]))[0].balance as number;
const pointActions = async (id: number) => (await activityOf(t.ctx.ds, id)).filter((a) => a.action.startsWith('admin.points'));

describe('POST /admin/user/{id}/give-point and deduct-point', () => {
  it('credits and deducts through the ledger, logging each with the admin', async () => {
    const s = await user();
    const given = await give(s.id, { point: 30, notes: 'Contest prize' }).expect(201);
    expect(given.body).toEqual({ user_id: s.id, entry_id: expect.any(Number), amount: 30, balance: 30 });
    const taken = await deduct(s.id, { point: 12 }).expect(201);
    expect(taken.body).toEqual({ user_id: s.id, entry_id: expect.any(Number), amount: -12, balance: 18 });
    expect(await balance(s.id)).toBe(18);
    expect(await ledger(s.id)).toEqual([
      { type: 'admin_deposit', amount: 30, balance_after: 30, actor_id: admin.id, notes: 'Contest prize' },
      { type: 'admin_deduction', amount: -12, balance_after: 18, actor_id: admin.id, notes: null },
    ]);
    expect(await pointActions(s.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'admin.points.give',
        target_user_id: s.id,
        details: { amount: 30, balance_after: 30, entry_id: given.body.entry_id },
        ip: expect.any(String),
      },
      {
        actor_id: admin.id,
        action: 'admin.points.deduct',
        target_user_id: s.id,
        details: { amount: -12, balance_after: 18, entry_id: taken.body.entry_id },
        ip: expect.any(String),
      },
    ]);
  });

  it('refuses deducting beyond the balance with 402 point_is_not_enough and changes nothing', async () => {
    const s = await user();
    await give(s.id, { point: 5 }).expect(201);
    const res = await deduct(s.id, { point: 6 }).expect(402);
    expect(res.body.code).toBe('point_is_not_enough');
    expect(await balance(s.id)).toBe(5);
    expect((await ledger(s.id)).length).toBe(1);
    expect((await pointActions(s.id)).map((a) => a.action)).toEqual(['admin.points.give']);
  });

  it('validates the point: a positive whole number up to 100000', async () => {
    const s = await user();
    for (const body of [{}, { point: null }]) expectFieldError(await give(s.id, body), 'point', 'validation.required');
    // [5] was checked item by item: give-point failed with a 500 and deduct-point took 5.
    for (const point of [0, -5, 1.5, 100001, 'ten', true, [5]]) {
      expectFieldError(await give(s.id, { point }), 'point', 'validation.point');
      expectFieldError(await deduct(s.id, { point }), 'point', 'validation.point');
    }
    expectFieldError(await give(s.id, { point: 1, notes: 'x'.repeat(256) }), 'notes', 'validation.too_long');
    expect(await ledger(s.id)).toEqual([]);
    await give(s.id, { point: 100000 }).expect(201);
  });

  it('honours an Idempotency-Key: a retry answers the first result and posts nothing', async () => {
    const s = await user();
    const key = `give-${uid()}`;
    const first = await give(s.id, { point: 9 }, key).expect(201);
    const retry = await give(s.id, { point: 9 }, key).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await balance(s.id)).toBe(9);
    expect((await pointActions(s.id)).length).toBe(1);
    // The same key for a different request is a client bug: 409, nothing posted.
    expect((await give(s.id, { point: 10 }, key)).status).toBe(409);
    // A refused deduction is replayed as the same refusal, even after the balance would allow it.
    const dkey = `deduct-${uid()}`;
    expect((await deduct(s.id, { point: 20 }, dkey)).status).toBe(402);
    await give(s.id, { point: 50 }).expect(201);
    expect((await deduct(s.id, { point: 20 }, dkey)).status).toBe(402);
    expect(await balance(s.id)).toBe(59);
    expectFieldError(await give(s.id, { point: 1 }, 'bad key with spaces'), 'Idempotency-Key', 'validation.idempotency_key');
  });

  it('answers 404 for an unknown user, 403 for other roles', async () => {
    expect((await give(2147483000, { point: 1 })).status).toBe(404);
    const s = await user();
    const teacher = await user(['teacher']);
    await api().post(`/api/admin/user/${s.id}/give-point`).set(bearer(teacher.token)).send({ point: 1 }).expect(403);
    await api().post(`/api/admin/user/${s.id}/deduct-point`).set(bearer(s.token)).send({ point: 1 }).expect(403);
    expect(await balance(s.id)).toBe(0);
  });
});
