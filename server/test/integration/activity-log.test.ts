import request from 'supertest';
import type { Role } from '@app/shared';
import { recordActivity } from '../../src/modules/activity-log/activity-log';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, PASSWORD, uid, type CreatedUser } from '../helpers/factories';
import { partnerToken } from '../helpers/jwt';
import { activityOf } from '../helpers/admin-fixtures';

const EDU_SECRET = 'edu-partner-secret-0123456789-abcdefghij';
let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp({ PARTNER_SECRET_EDU: EDU_SECRET });
  admin = await createUser(t.app, t.ctx.ds, ['super-admin']);
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[] = ['student']) => createUser(t.app, t.ctx.ds, roles);
const history = (query: Record<string, string | number> = {}, token = admin.token) =>
  api().get('/api/activity-log/history').query(query).set(bearer(token));

describe('sign-ins are logged', () => {
  it('logs a password login with the address, and nothing for a failed one', async () => {
    const s = await user();
    await api().post('/api/auth/login').send({ username: s.username, password: 'wrong-password' }).expect(400);
    await api().post('/api/auth/login').send({ email: s.email, password: PASSWORD }).expect(200);
    // createUser logged in once already.
    expect(await activityOf(t.ctx.ds, s.id)).toEqual([
      { actor_id: s.id, action: 'auth.login', target_user_id: s.id, details: {}, ip: expect.stringMatching(/127\.0\.0\.1/) },
      { actor_id: s.id, action: 'auth.login', target_user_id: s.id, details: {}, ip: expect.stringMatching(/127\.0\.0\.1/) },
    ]);
  });

  it('logs a partner-token login with its product', async () => {
    const id = uid();
    const res = await api()
      .post('/api/edu/login/token')
      .send({ token: partnerToken(EDU_SECRET, 'edu', { sub: `ext-${id}`, email: `p${id}@example.com` }) })
      .expect(200);
    expect(await activityOf(t.ctx.ds, res.body.user.id)).toEqual([
      {
        actor_id: res.body.user.id,
        action: 'auth.partner-login',
        target_user_id: res.body.user.id,
        details: { product: 'edu' },
        ip: expect.any(String),
      },
    ]);
  });
});

describe('GET /activity-log/history', () => {
  it('lists admin actions and sign-ins newest first, with who did it to whom', async () => {
    const s = await user();
    await api()
      .patch(`/api/admin/users/${s.id}/roles`)
      .set(bearer(admin.token))
      .send({ roles: ['teacher'] })
      .expect(200);
    const res = await history({ target_user_id: s.id }).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.current_page).toBe(1);
    const [change, login] = res.body.data;
    expect(change).toEqual({
      id: expect.any(Number),
      action: 'admin.roles.update',
      actor: { id: admin.id, username: admin.username, first_name: 'Test', last_name: 'User' },
      target_user: { id: s.id, username: s.username, first_name: 'Test', last_name: 'User' },
      details: { before: ['student'], after: ['teacher'] },
      ip: expect.any(String),
      created_at: expect.any(String),
    });
    expect(login).toMatchObject({ action: 'auth.login', actor: { id: s.id }, target_user: { id: s.id }, details: {} });
    expect(change.id).toBeGreaterThan(login.id);
  });

  it('filters by actor, action and GMT+8 day, and pages', async () => {
    const target = await user();
    const actor = await user(['super-admin']);
    const at = async (iso: string, action: 'admin.pro.set' | 'admin.pro.remove', by = actor.id) => {
      await recordActivity(t.ctx.ds, { actorId: by, action, targetUserId: target.id });
      await t.ctx.ds.query(`UPDATE activity_log SET created_at = $2 WHERE id = (SELECT max(id) FROM activity_log WHERE target_user_id = $1)`, [
        target.id,
        iso,
      ]);
    };
    // Dates before the target's sign-in (now), which is logged too.
    await at('2025-03-01T15:59:00Z', 'admin.pro.set'); // 23:59 on 1 March in GMT+8
    await at('2025-03-01T16:00:00Z', 'admin.pro.remove'); // 00:00 on 2 March in GMT+8
    await at('2025-03-03T02:00:00Z', 'admin.pro.set', admin.id);

    const ids = (body: { data: { action: string; created_at: string }[] }) => body.data.map((r) => `${r.action}@${r.created_at}`);
    const base = { target_user_id: target.id };
    expect(ids((await history({ ...base, from: '2025-03-02', to: '2025-03-02' }).expect(200)).body)).toEqual([
      'admin.pro.remove@2025-03-01T16:00:00.000Z',
    ]);
    expect(ids((await history({ ...base, to: '2025-03-01' }).expect(200)).body)).toEqual(['admin.pro.set@2025-03-01T15:59:00.000Z']);
    expect((await history({ ...base, from: '2025-03-02', to: '2025-12-31' }).expect(200)).body.total).toBe(2);
    expect((await history({ ...base, action: 'admin.pro.set' }).expect(200)).body.total).toBe(2);
    expect((await history({ ...base, actor_id: admin.id }).expect(200)).body.total).toBe(1);
    expect((await history({ actor_id: actor.id, action: 'auth.login' }).expect(200)).body.total).toBe(1);
    const page2 = await history({ ...base, per_page: 1, page: 2 }).expect(200);
    expect(page2.body).toMatchObject({ current_page: 2, total: 4 });
    // The target's own sign-in (now) comes first.
    expect(ids(page2.body)).toEqual(['admin.pro.set@2025-03-03T02:00:00.000Z']);
    expect((await history(base).expect(200)).body.data).toHaveLength(4);
  });

  it('validates its filters', async () => {
    expectFieldError(await history({ action: 'admin.nap' }), 'action', 'validation.activity.action');
    expectFieldError(await history({ actor_id: 'me' }), 'actor_id', 'validation.id');
    expectFieldError(await history({ target_user_id: 0 }), 'target_user_id', 'validation.id');
    expectFieldError(await history({ from: '2025-02-30' }), 'from', 'validation.date');
    expectFieldError(await history({ to: '03/01/2029' }), 'to', 'validation.date');
    expectFieldError(await history({ from: '2025-03-02', to: '2025-03-01' }), 'to', 'validation.date_range');
    expectFieldError(await history({ per_page: 101 }), 'per_page', 'validation.per_page');
    // A repeated parameter is a list, checked item by item before (then a 500 in SQL): one value only.
    const twice = await api().get('/api/activity-log/history?action=auth.login&action=auth.login').set(bearer(admin.token));
    expectFieldError(twice, 'action', 'validation.activity.action');
  });

  it('is for super-admins only', async () => {
    await api().get('/api/activity-log/history').expect(401);
    for (const roles of [['student'], ['teacher'], ['company-admin'], ['admin'], ['parent']] as Role[][]) {
      await history({}, (await user(roles)).token).expect(403);
    }
  });
});
