/** The company area: the company-admin's info, code, students, teachers and one member; /company/join; the admin's company pages. */
import { COMPANY_CODE_PATTERN, type CompanyDto, type CompanyMemberDetailDto, type CompanyMembersPage } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { insertCompany } from '../helpers/admin-fixtures';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, makeCourse, person, student, teacher } from './courses-fixtures';
import { classWith } from './classes-fixtures';
import type { CreatedUser } from '../helpers/factories';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const MISSING = 2147483000;
const ds = () => r.t.ctx.ds;
const codeOf = async (companyId: number) =>
  ((await ds().query(`SELECT code FROM companies WHERE id = $1`, [companyId])) as { code: string }[])[0].code;
const activity = (companyId: number) =>
  ds().query(`SELECT actor_id, action, target_user_id, details FROM activity_log WHERE details->>'company_id' = $1 ORDER BY id`, [
    String(companyId),
  ]) as Promise<{ actor_id: number; action: string; target_user_id: number | null; details: Record<string, unknown> }[]>;
const ids = (page: CompanyMembersPage) => page.data.map((m) => m.id);

/** A company with its company-admin, a teacher and two students. */
async function company() {
  const boss = await person(r, ['company-admin']);
  const [t, s1, s2] = [await teacher(r), await student(r), await student(r)];
  const id = await insertCompany(ds(), boss.id, t.id, s1.id, s2.id);
  return { id, boss, t, s1, s2 };
}

describe("the company-admin's company", () => {
  it('reads the company with its code and counts; edits the details; the log says who changed what', async () => {
    const c = await company();
    const info = (await api(r, c.boss).get('/company/info').expect(200)).body as CompanyDto;
    expect(info).toMatchObject({ id: c.id, student_count: 2, teacher_count: 1, member_count: 4, description: '', phone: null });
    expect(info.code).toMatch(COMPANY_CODE_PATTERN);

    const patch = {
      name: 'Summit School',
      description: 'SAT classes in Taipei',
      contact_email: 'Office@Summit.example',
      phone: '+886 2 1234 5678',
      address: 'Taipei',
    };
    const edited = (await api(r, c.boss).patch('/company/info', patch).expect(200)).body as CompanyDto;
    expect(edited).toMatchObject({ ...patch, contact_email: 'office@summit.example', code: info.code });
    // A blank optional field clears it; a field left out stays.
    const cleared = (await api(r, c.boss).patch('/company/info', { phone: null, address: '' }).expect(200)).body as CompanyDto;
    expect(cleared).toMatchObject({ name: 'Summit School', phone: null, address: null, contact_email: 'office@summit.example' });
    const log = await activity(c.id);
    expect(log.map((l) => l.action)).toEqual(['company.update', 'company.update']);
    expect(log[0]).toMatchObject({ actor_id: c.boss.id, details: { changes: { name: [expect.any(String), 'Summit School'] } } });
  });

  it('answers 422 per field', async () => {
    const c = await company();
    const bad = (body: object) => api(r, c.boss).patch('/company/info', body);
    expectFieldError(await bad({ name: ' ' }), 'name', 'validation.required');
    expectFieldError(await bad({ name: 'x'.repeat(121) }), 'name', 'validation.too_long');
    expectFieldError(await bad({ name: ['a'] }), 'name', 'validation.string');
    expectFieldError(await bad({ description: 'x'.repeat(2001) }), 'description', 'validation.too_long');
    expectFieldError(await bad({ contact_email: 'not-mail' }), 'contact_email', 'validation.email');
    expectFieldError(await bad({ phone: '12' }), 'phone', 'validation.phone');
    expectFieldError(await bad({ address: 5 }), 'address', 'validation.string');
    expect(((await api(r, c.boss).get('/company/info').expect(200)).body as CompanyDto).description).toBe('');
  });

  it('draws a new code: the old one stops working, the new one lets a student in', async () => {
    const c = await company();
    const old = await codeOf(c.id);
    const renewed = (await api(r, c.boss).post('/company/code').expect(200)).body as CompanyDto;
    expect(renewed.code).toMatch(COMPANY_CODE_PATTERN);
    expect(renewed.code).not.toBe(old);
    const s = await student(r);
    expectFieldError(await api(r, s).post('/company/join', { code: old }), 'code', 'companiesApi.validation.codeUnknown');
    await api(r, s).post('/company/join', { code: renewed.code }).expect(201);
    expect((await activity(c.id)).map((l) => l.action)).toEqual(['company.code.renew', 'company.join']);
  });

  it('lists students and teachers apart, by name, with search and paging', async () => {
    const c = await company();
    await ds().query(`UPDATE users SET first_name = 'Zed', last_name = 'Zulu' WHERE id = $1`, [c.s1.id]);
    await ds().query(`UPDATE users SET first_name = 'Amy', last_name = 'Alpha' WHERE id = $1`, [c.s2.id]);
    const students = (await api(r, c.boss).get('/company/users').expect(200)).body as CompanyMembersPage;
    expect(ids(students)).toEqual([c.s2.id, c.s1.id]);
    expect(students.total).toBe(2);
    expect(students.data[0]).toMatchObject({ email: c.s2.email, roles: ['student'], joined_by: 'admin' });
    expect(ids((await api(r, c.boss).get('/company/teachers').expect(200)).body)).toEqual([c.t.id]);
    expect(ids((await api(r, c.boss).get('/company/users?search=zul').expect(200)).body)).toEqual([c.s1.id]);
    const page2 = (await api(r, c.boss).get('/company/users?per_page=1&page=2').expect(200)).body as CompanyMembersPage;
    expect(page2).toMatchObject({ current_page: 2, total: 2 });
    expect(ids(page2)).toEqual([c.s1.id]);
    expectFieldError(await api(r, c.boss).get('/company/users?page=0'), 'page', 'validation.page');
    expectFieldError(await api(r, c.boss).get(`/company/users?search=${'x'.repeat(101)}`), 'search', 'validation.too_long');
  });

  it("reads a member with their classes and courses in the company; another company's user answers 404", async () => {
    const c = await company();
    const course = await makeCourse(r, c.t); // the teacher's course belongs to the company
    await api(r, c.s1).post('/courses/join', { code: course.join_code }).expect(201);
    const klass = await classWith(r, c.t, [c.s1], { name: 'Saturday SAT' });

    const s1 = (await api(r, c.boss).get(`/company/members/${c.s1.id}`).expect(200)).body as CompanyMemberDetailDto;
    expect(s1).toMatchObject({ id: c.s1.id, company: { id: c.id }, courses: [{ id: course.id, as: 'no_reply', type: 'group' }] });
    expect(s1.classes).toEqual([{ id: klass.id, name: 'Saturday SAT', as: 'student' }]);
    const t = (await api(r, c.boss).get(`/company/members/${c.t.id}`).expect(200)).body as CompanyMemberDetailDto;
    expect(t.courses).toEqual([{ id: course.id, type: 'group', title: course.title, as: 'owner' }]);
    expect(t.classes).toContainEqual({ id: klass.id, name: 'Saturday SAT', as: 'teacher' });

    const other = await company();
    await api(r, c.boss).get(`/company/members/${other.s1.id}`).expect(404);
    await api(r, c.boss).get(`/company/members/${MISSING}`).expect(404);
    expectFieldError(await api(r, c.boss).get('/company/members/abc'), 'userId', 'validation.id');
    expect(ids((await api(r, other.boss).get('/company/users').expect(200)).body)).not.toContain(c.s1.id);
  });

  it('refuses other roles (403) and a company-admin of no company (404)', async () => {
    const c = await company();
    for (const u of [c.t, c.s1, await person(r, ['parent'])]) {
      await api(r, u).get('/company/info').expect(403);
      await api(r, u).patch('/company/info', { name: 'X' }).expect(403);
      await api(r, u).post('/company/code').expect(403);
      await api(r, u).get('/company/users').expect(403);
      await api(r, u).get('/company/teachers').expect(403);
      await api(r, u).get(`/company/members/${c.s1.id}`).expect(403);
    }
    await api(r, null).get('/company/info').expect(401);
    const lonely = await person(r, ['company-admin']);
    await api(r, lonely).get('/company/info').expect(404);
    await api(r, lonely).get('/company/users').expect(404);
    await api(r, lonely).post('/company/code').expect(404);
  });
});

describe('/company/join', () => {
  it('lets a teacher and a student join by code (any case, spaces trimmed); a second join is 409 already_member', async () => {
    const c = await company();
    const code = await codeOf(c.id);
    const [t, s] = [await teacher(r), await student(r)];
    const res = await api(r, t)
      .post('/company/join', { code: ` ${code.toLowerCase()} ` })
      .expect(201);
    expect(res.body).toEqual({ company: { id: c.id, name: expect.any(String) } });
    await api(r, s).post('/company/join', { code }).expect(201);
    const again = await api(r, s).post('/company/join', { code }).expect(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'already_member' });
    const students = (await api(r, c.boss).get('/company/users').expect(200)).body as CompanyMembersPage;
    expect(students.data.find((m) => m.id === s.id)).toMatchObject({ joined_by: 'code' });
    expect(ids((await api(r, c.boss).get('/company/teachers').expect(200)).body)).toContain(t.id);
    const joins = (await activity(c.id)).filter((l) => l.action === 'company.join');
    expect(joins.map((l) => l.target_user_id)).toEqual([t.id, s.id]);
  });

  it('answers 422 for a wrong, missing or malformed code; other roles 403', async () => {
    const s = await student(r);
    expectFieldError(await api(r, s).post('/company/join', { code: 'ZZZZZZZZ' }), 'code', 'companiesApi.validation.codeUnknown');
    expectFieldError(await api(r, s).post('/company/join', {}), 'code', 'validation.required');
    expectFieldError(await api(r, s).post('/company/join', { code: ['ABCDEFGH'] }), 'code', 'validation.string');
    expectFieldError(await api(r, s).post('/company/join', { code: 'x'.repeat(21) }), 'code', 'companiesApi.validation.codeUnknown');
    const code = await codeOf((await company()).id);
    for (const roles of [['parent'], ['company-admin']] as const)
      await api(r, await person(r, [...roles]))
        .post('/company/join', { code })
        .expect(403);
  });

  it('two joins of one student at once make one member', async () => {
    const c = await company();
    const code = await codeOf(c.id);
    const s = await student(r);
    const statuses = (await Promise.all([1, 2].map(() => api(r, s).post('/company/join', { code })))).map((x) => x.status).sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await ds().query(`SELECT 1 FROM company_users WHERE company_id = $1 AND user_id = $2`, [c.id, s.id]);
    expect(rows).toHaveLength(1);
  });
});

describe("the admin's company pages", () => {
  let admin: CreatedUser;
  beforeAll(async () => {
    admin = await person(r, ['admin']);
  });

  it('creates, lists, reads and edits companies, and draws a new code', async () => {
    const created = (await api(r, admin).post('/admin/companies', { name: 'Harbor Academy', phone: '0912345678' }).expect(201)).body as CompanyDto;
    expect(created).toMatchObject({ name: 'Harbor Academy', phone: '0912345678', member_count: 0 });
    expect(created.code).toMatch(COMPANY_CODE_PATTERN);
    const list = (await api(r, admin).get('/admin/companies?search=harbor').expect(200)).body as { data: { id: number }[] };
    expect(list.data.map((c) => c.id)).toContain(created.id);
    expect(
      ((await api(r, admin).get(`/admin/companies?search=${created.code}`).expect(200)).body as { data: { id: number }[] }).data.map((c) => c.id),
    ).toEqual([created.id]);
    await api(r, admin).get(`/admin/companies/${created.id}`).expect(200);
    const edited = (await api(r, admin).patch(`/admin/companies/${created.id}`, { address: 'Kaohsiung' }).expect(200)).body as CompanyDto;
    expect(edited).toMatchObject({ name: 'Harbor Academy', address: 'Kaohsiung' });
    const renewed = (await api(r, admin).post(`/admin/companies/${created.id}/code`).expect(200)).body as CompanyDto;
    expect(renewed.code).not.toBe(created.code);
    expect((await activity(created.id)).map((l) => l.action)).toEqual(['company.create', 'company.update', 'company.code.renew']);
  });

  it('answers 422 per field and 404 for a missing company', async () => {
    expectFieldError(await api(r, admin).post('/admin/companies', {}), 'name', 'validation.required');
    expectFieldError(await api(r, admin).post('/admin/companies', { name: 'x'.repeat(121) }), 'name', 'validation.too_long');
    expectFieldError(await api(r, admin).post('/admin/companies', { name: 'A', contact_email: 'x@' }), 'contact_email', 'validation.email');
    expectFieldError(await api(r, admin).post('/admin/companies', { name: 'A', phone: 'call me' }), 'phone', 'validation.phone');
    expectFieldError(await api(r, admin).post('/admin/companies', { name: 'A', address: 'x'.repeat(301) }), 'address', 'validation.too_long');
    expectFieldError(await api(r, admin).get('/admin/companies?per_page=101'), 'per_page', 'validation.per_page');
    expectFieldError(await api(r, admin).patch('/admin/companies/0', { name: 'A' }), 'companyId', 'validation.id');
    await api(r, admin).get(`/admin/companies/${MISSING}`).expect(404);
    await api(r, admin).patch(`/admin/companies/${MISSING}`, { name: 'A' }).expect(404);
    await api(r, admin).post(`/admin/companies/${MISSING}/code`).expect(404);
    await api(r, admin).get(`/admin/companies/${MISSING}/users`).expect(404);
    await api(r, admin).post(`/admin/companies/${MISSING}/users`, { user: 'x' }).expect(404);
  });

  it('adds members by e-mail or username, lists them by kind, removes one (the account stays)', async () => {
    const c = await company();
    const [t, s] = [await teacher(r), await student(r)];
    const added = await api(r, admin).post(`/admin/companies/${c.id}/users`, { user: t.email.toUpperCase() }).expect(201);
    expect(added.body).toMatchObject({ id: t.id, joined_by: 'admin', roles: ['teacher'] });
    await api(r, admin).post(`/admin/companies/${c.id}/users`, { user: s.username }).expect(201);
    const again = await api(r, admin).post(`/admin/companies/${c.id}/users`, { user: s.username }).expect(409);
    expect(again.body.reason).toBe('already_member');
    expectFieldError(
      await api(r, admin).post(`/admin/companies/${c.id}/users`, { user: 'nobody-here@example.com' }),
      'user',
      'companiesApi.validation.userUnknown',
    );
    expectFieldError(await api(r, admin).post(`/admin/companies/${c.id}/users`, {}), 'user', 'validation.required');

    const all = (await api(r, admin).get(`/admin/companies/${c.id}/users`).expect(200)).body as CompanyMembersPage;
    expect(all.total).toBe(6);
    expect(ids((await api(r, admin).get(`/admin/companies/${c.id}/users?kind=teachers`).expect(200)).body).sort()).toEqual([c.t.id, t.id].sort());
    expectFieldError(await api(r, admin).get(`/admin/companies/${c.id}/users?kind=parents`), 'kind', 'companiesApi.validation.kind');

    await api(r, admin).delete(`/admin/companies/${c.id}/users/${s.id}`).expect(204);
    await api(r, admin).delete(`/admin/companies/${c.id}/users/${s.id}`).expect(404);
    expect(ids((await api(r, admin).get(`/admin/companies/${c.id}/users?kind=students`).expect(200)).body)).not.toContain(s.id);
    expect(await ds().query(`SELECT 1 FROM users WHERE id = $1`, [s.id])).toHaveLength(1);
    const log = (await activity(c.id)).map((l) => [l.action, l.target_user_id]);
    expect(log).toEqual([
      ['company.user.add', t.id],
      ['company.user.add', s.id],
    ]);
    const removals = await ds().query(`SELECT target_user_id FROM activity_log WHERE action = 'company.user.remove' AND target_user_id = $1`, [s.id]);
    expect(removals).toHaveLength(1);
  });

  it('refuses every other role (403)', async () => {
    const c = await company();
    for (const u of [c.boss, c.t, c.s1]) {
      await api(r, u).get('/admin/companies').expect(403);
      await api(r, u).post('/admin/companies', { name: 'X' }).expect(403);
      await api(r, u).get(`/admin/companies/${c.id}`).expect(403);
      await api(r, u).patch(`/admin/companies/${c.id}`, { name: 'X' }).expect(403);
      await api(r, u).post(`/admin/companies/${c.id}/code`).expect(403);
      await api(r, u).get(`/admin/companies/${c.id}/users`).expect(403);
      await api(r, u).post(`/admin/companies/${c.id}/users`, { user: c.s1.username }).expect(403);
      await api(r, u).delete(`/admin/companies/${c.id}/users/${c.s1.id}`).expect(403);
    }
  });
});
