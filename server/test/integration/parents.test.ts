import request, { type Response } from 'supertest';
import type { Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { insertCompany } from '../helpers/admin-fixtures';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[], opts: { verified?: boolean } = {}) => createUser(t.app, t.ctx.ds, roles, opts);

async function student(opts: { verified?: boolean; bound?: boolean } = {}): Promise<CreatedUser> {
  const s = await user(['student'], opts);
  if (opts.bound !== false)
    await t.ctx.ds.query(`INSERT INTO student_profiles (user_id, school, phone) VALUES ($1, 'Lincoln High', '0912345678')`, [s.id]);
  return s;
}

async function parentOf(...children: CreatedUser[]): Promise<CreatedUser> {
  const p = await user(['parent']);
  await t.ctx.ds.query(`INSERT INTO parent_profiles (user_id, phone) VALUES ($1, '0987654321')`, [p.id]);
  for (const c of children)
    await t.ctx.ds.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, now())`, [p.id, c.id]);
  return p;
}

function expectRefused(res: Response, status: number, secret: CreatedUser): void {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
  expect(JSON.stringify(res.body)).not.toContain(secret.email);
  expect(JSON.stringify(res.body)).not.toContain(secret.username);
}

const ids = (res: Response) => (res.body.data ?? res.body).map((u: { id: number }) => u.id);
const row = async (sql: string, params: unknown[]) => ((await t.ctx.ds.query(sql, params)) as Record<string, unknown>[])[0];

describe('GET /auth/students', () => {
  it('gives a parent exactly their linked children', async () => {
    const [a, b, stranger] = [await student(), await student(), await student()];
    const p = await parentOf(a, b);
    const res = await api().get('/api/auth/students').set(bearer(p.token)).expect(200);
    expect(res.body).toMatchObject({ current_page: 1, total: 2 });
    expect(ids(res).sort()).toEqual([a.id, b.id].sort());
    expect(ids(res)).not.toContain(stranger.id);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['all_roles', 'first_name', 'id', 'last_name', 'username']);
  });

  it('lets a teacher or company-admin search only the students linked to them (a shared company), a super-admin every student', async () => {
    const tag = uid();
    const s = await student();
    const unlinked = await student();
    await t.ctx.ds.query(`UPDATE users SET first_name = $2, last_name = 'Findable' WHERE id = ANY($1)`, [[s.id, unlinked.id], `Zed${tag}`]);
    const teacherWithSameName = await user(['teacher']);
    await t.ctx.ds.query(`UPDATE users SET first_name = $2 WHERE id = $1`, [teacherWithSameName.id, `Zed${tag}`]);
    const [teacher, companyAdmin, superAdmin] = [await user(['teacher']), await user(['company-admin']), await user(['super-admin'])];
    await insertCompany(t.ctx.ds, teacher.id, companyAdmin.id, s.id, teacherWithSameName.id);

    for (const viewer of [teacher, companyAdmin]) {
      const byName = await api().get(`/api/auth/students?q=zED${tag}`).set(bearer(viewer.token)).expect(200);
      expect(byName.body).toMatchObject({ total: 1, current_page: 1 });
      expect(ids(byName)).toEqual([s.id]);
    }
    const everyone = await api().get(`/api/auth/students?q=zED${tag}`).set(bearer(superAdmin.token)).expect(200);
    expect(ids(everyone).sort()).toEqual([s.id, unlinked.id].sort());

    const viewer = teacher;
    const full = await api()
      .get(`/api/auth/students?q=${encodeURIComponent(`zed${tag} findable`)}`)
      .set(bearer(viewer.token))
      .expect(200);
    expect(ids(full)).toEqual([s.id]);
    const byEmail = await api()
      .get(`/api/auth/students?q=${encodeURIComponent(s.email.toUpperCase())}`)
      .set(bearer(viewer.token))
      .expect(200);
    expect(ids(byEmail)).toEqual([s.id]);
    const byUsername = await api().get(`/api/auth/students?q=${s.username}`).set(bearer(viewer.token)).expect(200);
    expect(ids(byUsername)).toEqual([s.id]);
    // LIKE wildcards typed by the user match only themselves.
    const wildcard = await api().get('/api/auth/students?q=%25').set(bearer(viewer.token)).expect(200);
    expect(wildcard.body.total).toBe(0);
    const all = await api().get('/api/auth/students?per_page=100').set(bearer(viewer.token)).expect(200);
    expect(ids(all)).toEqual([s.id]);
  });

  it('shows a self-registered teacher no student at all', async () => {
    await student();
    const teacher = await user(['teacher']);
    const res = await api().get('/api/auth/students?per_page=100').set(bearer(teacher.token)).expect(200);
    expect(res.body).toMatchObject({ total: 0, data: [] });
  });

  it('refuses students and plain users, validates, and needs a login', async () => {
    const s = await student();
    const res = await api().get('/api/auth/students').set(bearer(s.token)).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await api()
      .get('/api/auth/students')
      .set(bearer((await user(['pro'])).token))
      .expect(403);
    const teacher = await user(['teacher']);
    expectFieldError(await api().get('/api/auth/students?per_page=0').set(bearer(teacher.token)), 'per_page', 'validation.per_page');
    expectFieldError(
      await api()
        .get(`/api/auth/students?q=${'x'.repeat(101)}`)
        .set(bearer(teacher.token)),
      'q',
      'validation.too_long',
    );
    await api().get('/api/auth/students').expect(401);
  });
});

describe('GET /parent/search', () => {
  it('finds a student account by e-mail and says whether it is verified', async () => {
    const [p, unverified, verified] = [await parentOf(), await student(), await student({ verified: true })];
    const res = await api()
      .get(`/api/parent/search?email=${encodeURIComponent(unverified.email.toUpperCase())}`)
      .set(bearer(p.token))
      .expect(200);
    expect(res.body).toEqual({ id: unverified.id, username: unverified.username, first_name: 'Test', last_name: 'User', email_verified: false });
    const v = await api().get(`/api/parent/search?email=${verified.email}`).set(bearer(p.token)).expect(200);
    expect(v.body.email_verified).toBe(true);
    const admin = await user(['super-admin']);
    await api().get(`/api/parent/search?email=${verified.email}`).set(bearer(admin.token)).expect(200);
  });

  it('answers 400 NOT_FOUND_USER for unknown e-mails and for accounts that are not students', async () => {
    const [p, teacher] = [await parentOf(), await user(['teacher'])];
    const none = await api().get(`/api/parent/search?email=nobody${uid()}@example.com`).set(bearer(p.token)).expect(400);
    expect(none.body.code).toBe('NOT_FOUND_USER');
    const notStudent = await api().get(`/api/parent/search?email=${teacher.email}`).set(bearer(p.token)).expect(400);
    expect(notStudent.body.code).toBe('NOT_FOUND_USER');
  });

  it('validates the e-mail, refuses non-parents, needs a login', async () => {
    const [p, s] = [await parentOf(), await student()];
    expectFieldError(await api().get('/api/parent/search').set(bearer(p.token)), 'email', 'validation.required');
    expectFieldError(await api().get('/api/parent/search?email=not-an-email').set(bearer(p.token)), 'email', 'validation.email');
    const other = await student();
    expectRefused(await api().get(`/api/parent/search?email=${other.email}`).set(bearer(s.token)), 403, other);
    expect(
      (
        await api()
          .get(`/api/parent/search?email=${other.email}`)
          .set(bearer((await user(['teacher'])).token))
      ).status,
    ).toBe(403);
    await api().get(`/api/parent/search?email=${other.email}`).expect(401);
  });
});

describe('GET /parent/:id/children', () => {
  it("lists the parent's own children, and a super-admin may look too", async () => {
    const [a, b] = [await student(), await student()];
    const p = await parentOf(a, b);
    const own = await api().get(`/api/parent/${p.id}/children`).set(bearer(p.token)).expect(200);
    expect(ids(own).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(own.body[0]).sort()).toEqual(['all_roles', 'first_name', 'id', 'last_name', 'username']);
    const admin = await user(['super-admin']);
    const viaAdmin = await api().get(`/api/parent/${p.id}/children`).set(bearer(admin.token)).expect(200);
    expect(ids(viaAdmin).sort()).toEqual([a.id, b.id].sort());
    await api().get('/api/parent/2147483000/children').set(bearer(admin.token)).expect(404);
  });

  it('refuses another parent (403, no data), validates the id, needs a login', async () => {
    const child = await student();
    const [p, other] = [await parentOf(child), await parentOf()];
    expectRefused(await api().get(`/api/parent/${p.id}/children`).set(bearer(other.token)), 403, child);
    expect((await api().get('/api/parent/2147483000/children').set(bearer(other.token))).status).toBe(403);
    expectFieldError(await api().get('/api/parent/abc/children').set(bearer(p.token)), 'id', 'validation.id');
    await api().get(`/api/parent/${p.id}/children`).expect(401);
  });
});

describe('GET /child/profile/:id', () => {
  it("shows a linked child's profile to the parent", async () => {
    const child = await student();
    const p = await parentOf(child);
    const res = await api().get(`/api/child/profile/${child.id}`).set(bearer(p.token)).expect(200);
    expect(res.body.user).toMatchObject({ id: child.id, email: child.email });
    expect(res.body.student).toMatchObject({ school: 'Lincoln High', phone: '0912345678' });
  });

  it('answers an unlinked parent 404 as for an unknown id, and refuses other roles with 403, all without data', async () => {
    const child = await student();
    await parentOf(child);
    const unlinked = await parentOf(await student());
    expectRefused(await api().get(`/api/child/profile/${child.id}`).set(bearer(unlinked.token)), 404, child);
    expect((await api().get('/api/child/profile/2147483000').set(bearer(unlinked.token))).status).toBe(404);
    expectRefused(
      await api()
        .get(`/api/child/profile/${child.id}`)
        .set(bearer((await user(['teacher'])).token)),
      403,
      child,
    );
    expectRefused(await api().get(`/api/child/profile/${child.id}`).set(bearer(child.token)), 403, child);
  });

  it('lets a super-admin read it and answers them 404 for unknown ids; validates; needs a login', async () => {
    const [admin, child] = [await user(['super-admin']), await student()];
    await api().get(`/api/child/profile/${child.id}`).set(bearer(admin.token)).expect(200);
    await api().get('/api/child/profile/2147483000').set(bearer(admin.token)).expect(404);
    expectFieldError(await api().get('/api/child/profile/-3').set(bearer(admin.token)), 'id');
    await api().get(`/api/child/profile/${child.id}`).expect(401);
  });
});

describe('PATCH /child/profile/:id', () => {
  it("lets a linked parent correct the child's name and student details", async () => {
    const child = await student();
    const p = await parentOf(child);
    const res = await api()
      .patch(`/api/child/profile/${child.id}`)
      .set(bearer(p.token))
      .send({ first_name: 'Junior', last_name: 'Doe', school: 'Kang Chiao', graduation_year: 2028, grade_level: '9', email: 'hijack@example.com' })
      .expect(200);
    expect(res.body.user).toMatchObject({ id: child.id, first_name: 'Junior', last_name: 'Doe', email: child.email });
    expect(res.body.student).toMatchObject({ school: 'Kang Chiao', graduation_year: 2028, grade_level: '9' });
  });

  it('renames a child who never bound, but cannot invent their student details', async () => {
    const child = await student({ bound: false });
    const p = await parentOf(child);
    const ok = await api().patch(`/api/child/profile/${child.id}`).set(bearer(p.token)).send({ first_name: 'Kid' }).expect(200);
    expect(ok.body).toMatchObject({ user: { first_name: 'Kid' }, student: null });
    const res = await api().patch(`/api/child/profile/${child.id}`).set(bearer(p.token)).send({ first_name: 'Other', school: 'X' }).expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    // One transaction: the name change of the refused request did not stick.
    expect(await row(`SELECT first_name FROM users WHERE id = $1`, [child.id])).toEqual({ first_name: 'Kid' });
  });

  it('refuses an unlinked parent (and changes nothing), other roles, and validates', async () => {
    const child = await student();
    const linked = await parentOf(child);
    const unlinked = await parentOf();
    expectRefused(
      await api().patch(`/api/child/profile/${child.id}`).set(bearer(unlinked.token)).send({ first_name: 'Hacked', school: 'Hacked' }),
      404,
      child,
    );
    expect(
      await row(`SELECT u.first_name, sp.school FROM users u JOIN student_profiles sp ON sp.user_id = u.id WHERE u.id = $1`, [child.id]),
    ).toEqual({
      first_name: 'Test',
      school: 'Lincoln High',
    });
    expect((await api().patch(`/api/child/profile/${child.id}`).set(bearer(child.token)).send({ first_name: 'Self' })).status).toBe(403);

    const patch = (body: object) => api().patch(`/api/child/profile/${child.id}`).set(bearer(linked.token)).send(body);
    expectFieldError(await patch({ first_name: '' }), 'first_name', 'validation.required');
    expectFieldError(await patch({ phone: '12-34' }), 'phone', 'validation.phone');
    expectFieldError(await patch({ grade_level: 'kindergarten' }), 'grade_level', 'validation.grade_level');
    expectFieldError(await patch({ graduation_year: 'soon' }), 'graduation_year', 'validation.year');
    expectFieldError(await api().patch('/api/child/profile/x').set(bearer(linked.token)).send({}), 'id');
    await api().patch(`/api/child/profile/${child.id}`).send({ first_name: 'X' }).expect(401);
  });

  it('lets a super-admin edit any child and answers 404 for unknown ids', async () => {
    const [admin, child] = [await user(['super-admin']), await student()];
    const res = await api().patch(`/api/child/profile/${child.id}`).set(bearer(admin.token)).send({ school: 'By Admin' }).expect(200);
    expect(res.body.student.school).toBe('By Admin');
    await api().patch('/api/child/profile/2147483000').set(bearer(admin.token)).send({ school: 'X' }).expect(404);
  });
});
