import request from 'supertest';
import type { Role } from '@app/shared';
import { manualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, PASSWORD, uid, type CreatedUser } from '../helpers/factories';
import { activityOf, insertAttempt, insertCompany, insertPractice } from '../helpers/admin-fixtures';

const clock = manualClock('2030-01-10T04:00:00Z');
let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await user(['super-admin']);
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[]) => createUser(t.app, t.ctx.ds, roles);
const MISSING_ID = 2147483000;
const actions = async (id: number) => (await activityOf(t.ctx.ds, id)).filter((r) => r.action !== 'auth.login');

/** Every route of this file with a valid body, for the role checks. */
const routes = (id: number) =>
  [
    ['get', `/api/admin/user`, undefined],
    ['get', `/api/admin/users/${id}`, undefined],
    ['get', `/api/admin/users/${id}/balance`, undefined],
    ['get', `/api/admin/users/${id}/user-exams`, undefined],
    ['get', `/api/admin/students`, undefined],
    ['patch', `/api/admin/users/${id}/roles`, { roles: ['teacher'] }],
    ['patch', `/api/admin/user/${id}/pro`, { taken_unlimited_expire_at: '2031-01-01T00:00:00Z' }],
    ['delete', `/api/admin/user/${id}/pro`, undefined],
    ['post', `/api/admin/user/${id}/give-point`, { point: 5 }],
    ['post', `/api/admin/user/${id}/deduct-point`, { point: 5 }],
    ['delete', `/api/admin/users/${id}`, undefined],
  ] as const;

describe('admin user management: roles', () => {
  it('answers 401 without a token and 403 to every role but super-admin, changing nothing', async () => {
    const target = await user(['student']);
    const callers = await Promise.all((['student', 'teacher', 'parent', 'company-admin', 'admin', 'pro'] as Role[]).map((r) => user([r])));
    for (const [method, path, body] of routes(target.id)) {
      expect((await api()[method](path).send(body)).status).toBe(401);
      for (const caller of callers) {
        const res = await api()[method](path).set(bearer(caller.token)).send(body);
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    }
    const [row] = await t.ctx.ds.query(`SELECT roles, balance, deleted_at FROM users WHERE id = $1`, [target.id]);
    expect(row).toEqual({ roles: ['student'], balance: 0, deleted_at: null });
    expect(await actions(target.id)).toEqual([]);
  });

  it('answers 404 for unknown and deleted ids, 422 for malformed ones', async () => {
    const gone = await user(['student']);
    await api().delete(`/api/admin/users/${gone.id}`).set(bearer(admin.token)).expect(204);
    for (const id of [MISSING_ID, gone.id]) {
      for (const [method, path, body] of routes(id).filter(([, p]) => p.includes(String(id)))) {
        const res = await api()[method](path).set(bearer(admin.token)).send(body);
        expect([method, path, res.status]).toEqual([method, path, 404]);
      }
    }
    for (const [method, path, body] of routes(0).filter(([, p]) => p.includes('/0'))) {
      expectFieldError(await api()[method](path).set(bearer(admin.token)).send(body), 'id', 'validation.id');
    }
  });
});

describe('GET /admin/user', () => {
  it('searches username, e-mail and names, filters by role and pages by 20', async () => {
    const tag = uid();
    const s = await user(['student']);
    await t.ctx.ds.query(`UPDATE users SET first_name = $2, last_name = 'Zed' WHERE id = $1`, [s.id, `Ann${tag}`]);
    await t.ctx.ds.query(`INSERT INTO student_profiles (user_id, school, phone) VALUES ($1, 'Lincoln', '0912 345 678')`, [s.id]);
    const teacher = await user(['teacher']);
    await t.ctx.ds.query(`UPDATE users SET email = $2 WHERE id = $1`, [teacher.id, `${tag}@teach.example.com`]);

    const byName = await api()
      .get('/api/admin/user')
      .query({ q: `ann${tag} zed` })
      .set(bearer(admin.token))
      .expect(200);
    expect(byName.body).toEqual({
      current_page: 1,
      total: 1,
      data: [
        {
          id: s.id,
          username: s.username,
          first_name: `Ann${tag}`,
          last_name: 'Zed',
          email: s.email,
          phone: '0912 345 678',
          all_roles: ['student'],
          joined_at: expect.any(String),
          avatar_url: null,
          email_verified_at: null,
          balance: 0,
          pro_expired_at: null,
          taken_unlimited_expire_at: null,
          grader: false,
        },
      ],
    });
    const byTag = await api().get('/api/admin/user').query({ q: tag }).set(bearer(admin.token)).expect(200);
    expect(byTag.body.data.map((u: { id: number }) => u.id).sort()).toEqual([s.id, teacher.id].sort());
    const teachers = await api().get('/api/admin/user').query({ q: tag, role: 'teacher' }).set(bearer(admin.token)).expect(200);
    expect(teachers.body.data.map((u: { id: number }) => u.id)).toEqual([teacher.id]);
    const byUsername = await api().get('/api/admin/user').query({ q: s.username.toUpperCase() }).set(bearer(admin.token)).expect(200);
    expect(byUsername.body.data.map((u: { id: number }) => u.id)).toEqual([s.id]);

    const all = await api().get('/api/admin/user').set(bearer(admin.token)).expect(200);
    expect(all.body.data).toHaveLength(Math.min(20, all.body.total));
    // Paged within this test's own users: other suites create users in the same database meanwhile, so
    // two reads of the whole list may not see the same rows.
    const page2 = await api().get('/api/admin/user').query({ q: tag, page: 2, per_page: 1 }).set(bearer(admin.token)).expect(200);
    expect(page2.body.current_page).toBe(2);
    expect(page2.body.data[0].id).toBe(byTag.body.data[1].id);
  });

  it('validates its query', async () => {
    expectFieldError(await api().get('/api/admin/user').query({ role: 'wizard' }).set(bearer(admin.token)), 'role', 'validation.role.any');
    expectFieldError(await api().get('/api/admin/user').query({ page: 0 }).set(bearer(admin.token)), 'page', 'validation.page');
    expectFieldError(await api().get('/api/admin/user?role=student&role=teacher').set(bearer(admin.token)), 'role', 'validation.role.any');
    expectFieldError(
      await api()
        .get('/api/admin/user')
        .query({ q: 'x'.repeat(101) })
        .set(bearer(admin.token)),
      'q',
      'validation.too_long',
    );
  });
});

describe('GET /admin/users/{id} and /balance', () => {
  it('answers the admin view and the balance', async () => {
    const s = await user(['student', 'pro']);
    await t.ctx.ds.query(`UPDATE users SET balance = 0 WHERE id = $1`, [s.id]);
    const res = await api().get(`/api/admin/users/${s.id}`).set(bearer(admin.token)).expect(200);
    expect(res.body).toMatchObject({ id: s.id, username: s.username, all_roles: ['student', 'pro'], balance: 0 });
    await api().post(`/api/admin/user/${s.id}/give-point`).set(bearer(admin.token)).send({ point: 12 }).expect(201);
    const balance = await api().get(`/api/admin/users/${s.id}/balance`).set(bearer(admin.token)).expect(200);
    expect(balance.body).toEqual({ user_id: s.id, balance: 12 });
  });
});

describe('PATCH /admin/users/{id}/roles', () => {
  it('replaces the roles and logs before and after with the admin and address', async () => {
    const s = await user(['student']);
    const res = await api()
      .patch(`/api/admin/users/${s.id}/roles`)
      .set(bearer(admin.token))
      .send({ roles: ['teacher', 'company-admin'] })
      .expect(200);
    expect(res.body.all_roles).toEqual(['teacher', 'company-admin']);
    // The change holds on the user's very next call (roles are read per request).
    await api().get('/api/admin/user').set(bearer(s.token)).expect(403);
    await api().get('/api/teachers').set(bearer(s.token)).expect(200);
    expect(await actions(s.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'admin.roles.update',
        target_user_id: s.id,
        details: { before: ['student'], after: ['teacher', 'company-admin'] },
        ip: expect.any(String),
      },
    ]);
  });

  it('refuses dropping your own super-admin, but one super-admin may demote another', async () => {
    const me = await user(['super-admin']);
    const res = await api()
      .patch(`/api/admin/users/${me.id}/roles`)
      .set(bearer(me.token))
      .send({ roles: ['teacher'] });
    expectFieldError(res, 'roles', 'validation.roles.own_super_admin');
    await api()
      .patch(`/api/admin/users/${me.id}/roles`)
      .set(bearer(me.token))
      .send({ roles: ['super-admin', 'teacher'] })
      .expect(200);
    await api()
      .patch(`/api/admin/users/${me.id}/roles`)
      .set(bearer(admin.token))
      .send({ roles: ['teacher'] })
      .expect(200);
    await api().get('/api/admin/user').set(bearer(me.token)).expect(403);
    expect((await actions(me.id)).map((a) => a.details)).toEqual([
      { before: ['super-admin'], after: ['super-admin', 'teacher'] },
      { before: ['super-admin', 'teacher'], after: ['teacher'] },
    ]);
  });

  it('validates the role list', async () => {
    const s = await user(['student']);
    const send = (body: unknown) =>
      api()
        .patch(`/api/admin/users/${s.id}/roles`)
        .set(bearer(admin.token))
        .send(body as object);
    expectFieldError(await send({}), 'roles', 'validation.required');
    expectFieldError(await send({ roles: [] }), 'roles', 'validation.roles');
    expectFieldError(await send({ roles: 'teacher' }), 'roles', 'validation.roles');
    expectFieldError(await send({ roles: ['wizard'] }), 'roles', 'validation.roles');
    expectFieldError(await send({ roles: [1] }), 'roles', 'validation.roles');
    expectFieldError(await send({ roles: ['teacher', 'teacher'] }), 'roles', 'validation.roles.duplicate');
    expect(await actions(s.id)).toEqual([]);
  });
});

describe('PATCH and DELETE /admin/user/{id}/pro', () => {
  it('grants pro until a date, then removes it, logging both', async () => {
    const s = await user(['student']);
    const set = await api()
      .patch(`/api/admin/user/${s.id}/pro`)
      .set(bearer(admin.token))
      .send({ taken_unlimited_expire_at: '2030-07-01T00:00:00Z' })
      .expect(200);
    expect(set.body).toMatchObject({
      all_roles: ['student', 'pro'],
      pro_expired_at: '2030-07-01T00:00:00.000Z',
      taken_unlimited_expire_at: '2030-07-01T00:00:00.000Z',
    });
    // Again: the role is not added twice.
    const again = await api()
      .patch(`/api/admin/user/${s.id}/pro`)
      .set(bearer(admin.token))
      .send({ taken_unlimited_expire_at: '2030-08-01' })
      .expect(200);
    expect(again.body).toMatchObject({ all_roles: ['student', 'pro'], pro_expired_at: '2030-08-01T00:00:00.000Z' });
    const removed = await api().delete(`/api/admin/user/${s.id}/pro`).set(bearer(admin.token)).expect(200);
    expect(removed.body).toMatchObject({ all_roles: ['student'], pro_expired_at: null, taken_unlimited_expire_at: null });
    expect((await actions(s.id)).map((a) => [a.action, a.details])).toEqual([
      ['admin.pro.set', { before: null, had_role: false, after: '2030-07-01T00:00:00.000Z' }],
      ['admin.pro.set', { before: '2030-07-01T00:00:00.000Z', had_role: true, after: '2030-08-01T00:00:00.000Z' }],
      ['admin.pro.remove', { before: '2030-08-01T00:00:00.000Z', had_role: true }],
    ]);
  });

  it('grants lifetime pro with an explicit null', async () => {
    const s = await user(['student']);
    const res = await api().patch(`/api/admin/user/${s.id}/pro`).set(bearer(admin.token)).send({ taken_unlimited_expire_at: null }).expect(200);
    expect(res.body).toMatchObject({ all_roles: ['student', 'pro'], pro_expired_at: null, taken_unlimited_expire_at: null });
  });

  it('needs a well-formed future expiry (by the app clock)', async () => {
    const s = await user(['student']);
    const send = (body: object) => api().patch(`/api/admin/user/${s.id}/pro`).set(bearer(admin.token)).send(body);
    expectFieldError(await send({}), 'taken_unlimited_expire_at', 'validation.required');
    expectFieldError(await send({ taken_unlimited_expire_at: 'next week' }), 'taken_unlimited_expire_at', 'validation.date');
    expectFieldError(await send({ taken_unlimited_expire_at: 20300101 }), 'taken_unlimited_expire_at', 'validation.date');
    expectFieldError(await send({ taken_unlimited_expire_at: '2030-01-10T03:59:59Z' }), 'taken_unlimited_expire_at', 'validation.pro.expire_past');
    const [row] = await t.ctx.ds.query(`SELECT roles FROM users WHERE id = $1`, [s.id]);
    expect(row.roles).toEqual(['student']);
    expect(await actions(s.id)).toEqual([]);
  });
});

describe('DELETE /admin/users/{id} and /account/destroy/{id}', () => {
  it('anonymises the account, ends its sessions and keeps its ledger and history', async () => {
    const s = await user(['student']);
    await t.ctx.ds.query(`INSERT INTO student_profiles (user_id, school, phone) VALUES ($1, 'Lincoln', '0912 345 678')`, [s.id]);
    await api().post(`/api/admin/user/${s.id}/give-point`).set(bearer(admin.token)).send({ point: 7 }).expect(201);
    await api().delete(`/api/admin/users/${s.id}`).set(bearer(admin.token)).expect(204);

    await api().get('/api/auth/me').set(bearer(s.token)).expect(401);
    await api().post('/api/auth/login').send({ username: s.username, password: PASSWORD }).expect(400);
    const [row] = await t.ctx.ds.query(`SELECT username, email, first_name, last_name, roles, password_hash, deleted_at FROM users WHERE id = $1`, [
      s.id,
    ]);
    expect(row).toEqual({
      username: `deleted#${s.id}`,
      email: `deleted:${s.id}`,
      first_name: '',
      last_name: '',
      roles: [],
      password_hash: null,
      deleted_at: expect.any(Date),
    });
    expect(await t.ctx.ds.query(`SELECT 1 FROM student_profiles WHERE user_id = $1`, [s.id])).toEqual([]);
    expect(await t.ctx.ds.query(`SELECT amount FROM ledger_entries WHERE user_id = $1`, [s.id])).toEqual([{ amount: 7 }]);
    expect((await actions(s.id)).map((a) => [a.action, a.details])).toEqual([
      ['admin.points.give', expect.objectContaining({ amount: 7 })],
      ['admin.user.delete', { roles: ['student'], balance: 7 }],
    ]);
    const list = await api()
      .get('/api/admin/user')
      .query({ q: `deleted#${s.id}` })
      .set(bearer(admin.token))
      .expect(200);
    expect(list.body.total).toBe(0);
    // Its old username is free again.
    const [reuse] = await t.ctx.ds.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)`, [s.username]);
    expect(reuse.n).toBe(0);
  });

  it('refuses a super-admin deleting their own account', async () => {
    const me = await user(['super-admin']);
    for (const path of [`/api/admin/users/${me.id}`, `/api/account/destroy/${me.id}`]) {
      const res = await api().delete(path).set(bearer(me.token)).expect(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    await api().get('/api/auth/me').set(bearer(me.token)).expect(200);
  });

  it('lets users delete their own account, and nobody else but a super-admin', async () => {
    const s = await user(['student']);
    const other = await user(['teacher']);
    // Another user's id and an unknown id are refused alike, so ids stay hidden.
    await api().delete(`/api/account/destroy/${other.id}`).set(bearer(s.token)).expect(403);
    await api().delete(`/api/account/destroy/${MISSING_ID}`).set(bearer(s.token)).expect(403);
    await api().delete(`/api/account/destroy/${other.id}`).expect(401);
    expectFieldError(await api().delete('/api/account/destroy/abc').set(bearer(s.token)), 'id', 'validation.id');

    await api().delete(`/api/account/destroy/${s.id}`).set(bearer(s.token)).expect(204);
    await api().get('/api/auth/me').set(bearer(s.token)).expect(401);
    expect(await actions(s.id)).toEqual([
      { actor_id: s.id, action: 'account.destroy', target_user_id: s.id, details: { roles: ['student'], balance: 0 }, ip: expect.any(String) },
    ]);

    await api().delete(`/api/account/destroy/${other.id}`).set(bearer(admin.token)).expect(204);
    await api().delete(`/api/account/destroy/${other.id}`).set(bearer(admin.token)).expect(404);
    await api().delete(`/api/account/destroy/${MISSING_ID}`).set(bearer(admin.token)).expect(404);
  });
});

describe('DELETE /company/users/{id}', () => {
  it('lets a company-admin remove a member of their own company only, keeping the account', async () => {
    const boss = await user(['company-admin']);
    const member = await user(['student']);
    const outsider = await user(['student']);
    const company = await insertCompany(t.ctx.ds, boss.id, member.id);
    const elsewhere = await insertCompany(t.ctx.ds, member.id, outsider.id);

    await api().delete(`/api/company/users/${outsider.id}`).set(bearer(boss.token)).expect(403);
    await api().delete(`/api/company/users/${MISSING_ID}`).set(bearer(boss.token)).expect(403);
    await api().delete(`/api/company/users/${boss.id}`).set(bearer(boss.token)).expect(400);
    const res = await api().delete(`/api/company/users/${member.id}`).set(bearer(boss.token)).expect(200);
    expect(res.body).toEqual({ user_id: member.id, removed_from_company_ids: [company] });
    const left = await t.ctx.ds.query(`SELECT company_id FROM company_users WHERE user_id = $1`, [member.id]);
    expect(left).toEqual([{ company_id: elsewhere }]);
    await api().get('/api/auth/me').set(bearer(member.token)).expect(200);
    expect(await actions(member.id)).toEqual([
      { actor_id: boss.id, action: 'company.user.remove', target_user_id: member.id, details: { company_ids: [company] }, ip: expect.any(String) },
    ]);
    // Removed once: no longer theirs.
    await api().delete(`/api/company/users/${member.id}`).set(bearer(boss.token)).expect(403);
  });

  it('lets a super-admin remove a user from every company; other roles are refused', async () => {
    const member = await user(['student']);
    const [a, b] = [await insertCompany(t.ctx.ds, member.id), await insertCompany(t.ctx.ds, member.id)];
    for (const roles of [['student'], ['teacher'], ['admin']] as Role[][]) {
      await api()
        .delete(`/api/company/users/${member.id}`)
        .set(bearer((await user(roles)).token))
        .expect(403);
    }
    await api().delete(`/api/company/users/${member.id}`).expect(401);
    expectFieldError(await api().delete('/api/company/users/-1').set(bearer(admin.token)), 'id', 'validation.id');
    const res = await api().delete(`/api/company/users/${member.id}`).set(bearer(admin.token)).expect(200);
    expect(res.body.removed_from_company_ids).toEqual([a, b].sort((x, y) => x - y));
    await api().delete(`/api/company/users/${member.id}`).set(bearer(admin.token)).expect(404);
    await api().delete(`/api/company/users/${MISSING_ID}`).set(bearer(admin.token)).expect(404);
  });
});

describe('GET /admin/students and /admin/users/{id}/user-exams', () => {
  it("lists students with their test counts and a user's attempts", async () => {
    const tag = uid();
    const s = await user(['student']);
    await t.ctx.ds.query(`UPDATE users SET last_name = $2 WHERE id = $1`, [s.id, `Stu${tag}`]);
    const practice = await insertPractice(t.ctx.ds, admin.id, `Algebra ${tag}`);
    const first = await insertAttempt(t.ctx.ds, s.id, practice, new Date('2030-01-02T01:00:00Z'), new Date('2030-01-02T01:30:00Z'));
    const second = await insertAttempt(t.ctx.ds, s.id, practice, new Date('2030-01-05T01:00:00Z'));

    const students = await api()
      .get('/api/admin/students')
      .query({ q: `stu${tag}` })
      .set(bearer(admin.token))
      .expect(200);
    expect(students.body).toEqual({
      current_page: 1,
      total: 1,
      data: [
        {
          id: s.id,
          username: s.username,
          first_name: 'Test',
          last_name: `Stu${tag}`,
          email: s.email,
          joined_at: expect.any(String),
          exams_started: 2,
          exams_finished: 1,
          last_exam_at: '2030-01-05T01:00:00.000Z',
        },
      ],
    });
    const teacher = await user(['teacher']);
    const none = await api().get('/api/admin/students').query({ q: teacher.username }).set(bearer(admin.token)).expect(200);
    expect(none.body.total).toBe(0);

    const exams = await api().get(`/api/admin/users/${s.id}/user-exams`).set(bearer(admin.token)).expect(200);
    expect(exams.body.total).toBe(2);
    expect(exams.body.data).toEqual([
      {
        id: second,
        target_type: 'practice',
        target_id: practice,
        title: `Algebra ${tag}`,
        category: 'section',
        status: 'abandoned',
        started_at: '2030-01-05T01:00:00.000Z',
        finished_at: null,
      },
      expect.objectContaining({ id: first, status: 'finished', finished_at: '2030-01-02T01:30:00.000Z' }),
    ]);
    const finished = await api().get(`/api/admin/users/${s.id}/user-exams`).query({ status: 'finished' }).set(bearer(admin.token)).expect(200);
    expect(finished.body.data.map((e: { id: number }) => e.id)).toEqual([first]);
    expectFieldError(
      await api().get(`/api/admin/users/${s.id}/user-exams`).query({ status: 'done' }).set(bearer(admin.token)),
      'status',
      'validation.user_exam.status',
    );
  });
});
