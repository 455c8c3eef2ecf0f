/** Classes: create, edit, archive, codes, join and leave, the roster, invitations by e-mail, company admins. */
import request from 'supertest';
import { CLASS_CODE_PATTERN, TEACHER_CODE_PATTERN, type ClassSummaryDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { linkIn } from '../helpers/mailbox';
import { uid } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, classInput, classWith, makeClass, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const idsOf = (list: ClassSummaryDto[]) => list.map((c) => c.id);

describe('creating and editing a class', () => {
  it('creates a class with an unambiguous class code, a teacher code and an invitation link', async () => {
    const t = await teacher(r);
    const c = await makeClass(r, t);
    expect(c).toMatchObject({
      name: 'SAT Fall Cohort',
      method: 'online',
      start_date: '2030-03-01',
      end_date: '2030-06-30',
      schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'sat', start: '09:00', end: '12:00' }] },
      capacity: 20,
      requires_approval: false,
      archived: false,
      my_role: 'owner',
      student_count: 0,
      owner: { id: t.id },
      teachers: [{ id: t.id }],
    });
    expect(c.class_code).toMatch(CLASS_CODE_PATTERN);
    expect(c.teacher_code).toMatch(TEACHER_CODE_PATTERN);
    expect(c.invitation_link).toBe(`${r.t.ctx.config.appUrl}/classes?join=${c.class_code}`);
    expect(idsOf((await api(r, t).get('/classes/created').expect(200)).body)).toContain(c.id);
    expect(idsOf((await api(r, t).get('/classes').expect(200)).body)).toContain(c.id);
  });

  it('answers 422 per field and creates nothing', async () => {
    const t = await teacher(r);
    const bad = (over: object) => api(r, t).post('/classes', { ...classInput(), ...over });
    expectFieldError(await bad({ name: '  ' }), 'name', 'validation.required');
    expectFieldError(await bad({ name: 'x'.repeat(101) }), 'name', 'validation.too_long');
    expectFieldError(await bad({ description: 'x'.repeat(2001) }), 'description', 'validation.too_long');
    expectFieldError(await bad({ method: 'radio' }), 'method', 'classesApi.validation.method');
    expectFieldError(await bad({ start_date: '2030-02-30x' }), 'start_date', 'validation.date');
    expectFieldError(await bad({ end_date: '2030-02-01' }), 'end_date', 'classesApi.validation.endDate');
    expectFieldError(await bad({ capacity: 0 }), 'capacity', 'classesApi.validation.capacity');
    expectFieldError(await bad({ capacity: 501 }), 'capacity', 'classesApi.validation.capacity');
    expectFieldError(await bad({ capacity: [5] }), 'capacity', 'classesApi.validation.capacity');
    expectFieldError(await bad({ requires_approval: 'yes' }), 'requires_approval', 'validation.boolean');
    expectFieldError(await bad({ score_min: 300, score_max: 1200 }), 'score_min', 'classesApi.validation.score');
    expectFieldError(await bad({ score_min: 1300, score_max: 1200 }), 'score_max', 'classesApi.validation.scoreRange');
    expectFieldError(await bad({ score_min: 1300 }), 'score_max', 'classesApi.validation.scoreRange');
    expectFieldError(await bad({ schedule: 'mondays' }), 'schedule', 'classesApi.validation.schedule');
    expectFieldError(await bad({ schedule: { time_zone: 'Mars/Olympus', slots: [] } }), 'schedule.time_zone', 'validation.timezone');
    expectFieldError(
      await bad({ schedule: { time_zone: 'UTC', slots: [{ day: 'someday', start: '09:00', end: '10:00' }] } }),
      'schedule.slots[0].day',
    );
    expectFieldError(await bad({ schedule: { time_zone: 'UTC', slots: [{ day: 'mon', start: '9am', end: '10:00' }] } }), 'schedule.slots[0].start');
    expectFieldError(
      await bad({ schedule: { time_zone: 'UTC', slots: [{ day: 'mon', start: '11:00', end: '10:00' }] } }),
      'schedule.slots[0].end',
      'classesApi.validation.slotOrder',
    );
    expectFieldError(await bad({ default_test: { target_type: 'practice', target_id: 2147483000 } }), 'default_test', 'classesApi.validation.test');
    expectFieldError(await bad({ default_test: { target_type: 'essay', target_id: 1 } }), 'default_test.target_type', 'classesApi.validation.test');
    expect((await api(r, t).get('/classes/created').expect(200)).body).toEqual([]);
  });

  it('refuses every role but teachers (403) and anonymous callers (401)', async () => {
    for (const roles of [['student'], ['parent'], ['company-admin']] as const) {
      const u = await person(r, [...roles]);
      await api(r, u).post('/classes', classInput()).expect(403);
      await api(r, u).get('/classes/created').expect(403);
    }
    await request(r.t.app).post('/api/classes').send(classInput()).expect(401);
    await request(r.t.app).get('/api/classes').expect(401);
  });

  it("edits, keeps the rest, clears nullable fields; another teacher's class answers 404", async () => {
    const t = await teacher(r);
    const c = await makeClass(r, t, { score_min: 1200, score_max: 1400 });
    const res = await api(r, t).patch(`/classes/${c.id}`, { name: 'Renamed', score_min: null, score_max: null, schedule: null }).expect(200);
    expect(res.body).toMatchObject({ name: 'Renamed', method: 'online', score_min: null, score_max: null, schedule: null, capacity: 20 });
    expectFieldError(await api(r, t).patch(`/classes/${c.id}`, { end_date: '2030-01-01' }), 'end_date', 'classesApi.validation.endDate');

    const other = await teacher(r);
    await api(r, other).get(`/classes/${c.id}`).expect(404);
    await api(r, other).patch(`/classes/${c.id}`, { name: 'Mine now' }).expect(404);
    await api(r, other).get(`/classes/${c.id}/roster`).expect(404);
    await api(r, other).post(`/classes/${c.id}/archive`).expect(404);
    await api(r, other).post(`/classes/${c.id}/class-code`).expect(404);
    expect((await api(r, t).get(`/classes/${c.id}`).expect(200)).body.name).toBe('Renamed');
    expectFieldError(await api(r, t).get('/classes/abc'), 'classId', 'validation.id');
  });

  it('archives: read-only (409 class_archived), no joins, out of the default lists; unarchive brings it back', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await makeClass(r, t);
    await api(r, t).post(`/classes/${c.id}/archive`).expect(200);
    const conflict = await api(r, t).patch(`/classes/${c.id}`, { name: 'x' }).expect(409);
    expect(conflict.body).toMatchObject({ code: 'CONFLICT', reason: 'class_archived' });
    expect((await api(r, s).post('/classes/join', { code: c.class_code }).expect(409)).body.reason).toBe('class_archived');
    expect(idsOf((await api(r, t).get('/classes/created').expect(200)).body)).not.toContain(c.id);
    expect(idsOf((await api(r, t).get('/classes/created?archived=true').expect(200)).body)).toContain(c.id);
    expect((await api(r, t).get(`/classes/${c.id}`).expect(200)).body.archived).toBe(true);
    await api(r, t).post(`/classes/${c.id}/unarchive`).expect(200);
    await api(r, s).post('/classes/join', { code: c.class_code }).expect(201);
  });
});

describe('codes and joining', () => {
  it('joins by code case-insensitively; the preview shows the seats left; a wrong code is a 422 on code', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await makeClass(r, t, { capacity: 3 });
    expect((await api(r, s).get(`/class-codes/${c.class_code!.toLowerCase()}`).expect(200)).body).toMatchObject({ name: c.name, seats_left: 3 });
    expect((await api(r, s).post('/classes/join', { code: c.class_code!.toLowerCase() }).expect(201)).body).toEqual({
      class_id: c.id,
      status: 'active',
    });
    expect((await api(r, s).post('/classes/join', { code: c.class_code }).expect(409)).body.reason).toBe('already_member');
    const mine = (await api(r, s).get('/classes').expect(200)).body as ClassSummaryDto[];
    expect(mine.find((x) => x.id === c.id)).toMatchObject({ my_role: 'student', student_count: 1 });
    const detail = (await api(r, s).get(`/classes/${c.id}`).expect(200)).body;
    expect(detail).toMatchObject({ class_code: null, teacher_code: null, invitation_link: null });

    expectFieldError(await api(r, s).post('/classes/join', { code: 'ZZZZZZ' }), 'code', 'classesApi.validation.codeUnknown');
    expectFieldError(await api(r, s).post('/classes/join', { code: 'ABC' }), 'code', 'classesApi.validation.codeUnknown');
    expectFieldError(await api(r, s).post('/classes/join', {}), 'code', 'validation.required');
    expectFieldError(await api(r, s).post('/classes/join', { code: ['ABCDEF'] }), 'code');
    await api(r, s).get('/class-codes/ZZZZZZ').expect(404);
    await api(r, t).post('/classes/join', { code: c.class_code }).expect(403);
  });

  it('a new class code retires the old one and its link', async () => {
    const t = await teacher(r);
    const c = await makeClass(r, t);
    const fresh = (await api(r, t).post(`/classes/${c.id}/class-code`).expect(200)).body;
    expect(fresh.code).toMatch(CLASS_CODE_PATTERN);
    expect(fresh.code).not.toBe(c.class_code);
    expect(fresh.invitation_link).toContain(fresh.code);
    const s = await student(r);
    expectFieldError(await api(r, s).post('/classes/join', { code: c.class_code }), 'code', 'classesApi.validation.codeUnknown');
    await api(r, s).post('/classes/join', { code: fresh.code }).expect(201);
  });

  it('two students taking the last seat at once: one joins, the other is told the class is full', async () => {
    const t = await teacher(r);
    const first = await student(r);
    const c = await classWith(r, t, [first], { capacity: 2 });
    const [a, b] = [await student(r), await student(r)];
    const results = await Promise.all([a, b].map((s) => api(r, s).post('/classes/join', { code: c.class_code })));
    expect(results.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(results.find((x) => x.status === 409)!.body.reason).toBe('class_full');
    expect((await api(r, t).get(`/classes/${c.id}/roster`).expect(200)).body).toMatchObject({ seats_left: 0 });
    expect((await api(r, t).get(`/classes/${c.id}/roster`).expect(200)).body.students).toHaveLength(2);
  });

  it('with approval: the student waits as pending, the teacher approves (or rejects)', async () => {
    const t = await teacher(r);
    const [s1, s2] = [await student(r), await student(r)];
    const c = await makeClass(r, t, { requires_approval: true, capacity: 1 });
    expect((await api(r, s1).post('/classes/join', { code: c.class_code }).expect(201)).body.status).toBe('pending');
    expect((await api(r, s2).post('/classes/join', { code: c.class_code }).expect(201)).body.status).toBe('pending');
    await api(r, s1).get(`/classes/${c.id}/materials`).expect(404);
    await api(r, t).post(`/classes/${c.id}/students/${s1.id}/approve`).expect(204);
    expect((await api(r, t).post(`/classes/${c.id}/students/${s2.id}/approve`).expect(409)).body.reason).toBe('class_full');
    await api(r, t).delete(`/classes/${c.id}/students/${s2.id}`).expect(204);
    const roster = (await api(r, t).get(`/classes/${c.id}/roster`).expect(200)).body;
    expect(roster.students.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([[s1.id, 'active']]);
    await api(r, t).post(`/classes/${c.id}/students/${s2.id}/approve`).expect(404);
  });

  it('co-teachers join with the teacher code, edit the class, and the owner can remove them', async () => {
    const owner = await teacher(r);
    const co = await teacher(r);
    const c = await makeClass(r, owner);
    expectFieldError(await api(r, co).post('/classes/join-as-teacher', { code: c.class_code }), 'code', 'classesApi.validation.codeUnknown');
    await api(r, co).post('/classes/join-as-teacher', { code: c.teacher_code }).expect(201);
    const seen = (await api(r, co).get(`/classes/${c.id}`).expect(200)).body;
    expect(seen).toMatchObject({ my_role: 'teacher', class_code: c.class_code, teacher_code: null });
    expect(seen.teachers.map((x: { id: number }) => x.id)).toEqual([owner.id, co.id]);
    await api(r, co).patch(`/classes/${c.id}`, { description: 'by the co-teacher' }).expect(200);
    await api(r, co).post(`/classes/${c.id}/archive`).expect(404);
    await api(r, co).post(`/classes/${c.id}/teacher-code`).expect(404);
    await api(r, owner).delete(`/classes/${c.id}/teachers/${co.id}`).expect(204);
    await api(r, co).get(`/classes/${c.id}`).expect(404);
    await api(r, await student(r))
      .post('/classes/join-as-teacher', { code: c.teacher_code })
      .expect(403);
  });

  it('a removed student loses the class; a student who leaves does too', async () => {
    const t = await teacher(r);
    const [s1, s2] = [await student(r), await student(r)];
    const c = await classWith(r, t, [s1, s2]);
    await api(r, s1).get(`/classes/${c.id}`).expect(200);
    await api(r, t).delete(`/classes/${c.id}/students/${s1.id}`).expect(204);
    await api(r, s1).get(`/classes/${c.id}`).expect(404);
    expect(idsOf((await api(r, s1).get('/classes').expect(200)).body)).not.toContain(c.id);
    await api(r, s2).post(`/classes/${c.id}/leave`).expect(204);
    await api(r, s2).get(`/classes/${c.id}`).expect(404);
    await api(r, s2).post(`/classes/${c.id}/leave`).expect(404);
    await api(r, t).post(`/classes/${c.id}/leave`).expect(404);
    await api(r, s1).get(`/classes/${c.id}/roster`).expect(403);
  });
});

describe('invitations by e-mail', () => {
  it('mails an account the join link in its language, an unknown address a sign-up-then-join link; the invited student skips approval', async () => {
    const t = await teacher(r);
    const known = await student(r);
    await r.t.ctx.ds.query(`UPDATE users SET lang = 'ZH-TW' WHERE id = $1`, [known.id]);
    const c = await makeClass(r, t, { requires_approval: true, name: `Invite ${uid()}` });
    const unknown = `new-${uid()}@example.com`;
    const res = await api(r, t)
      .post(`/classes/${c.id}/invitations`, { emails: [known.email, unknown.toUpperCase()] })
      .expect(200);
    expect(res.body.results).toEqual([
      { email: known.email, outcome: 'mailed_user' },
      { email: unknown, outcome: 'mailed_signup' },
    ]);

    const mail = await r.t.mailbox.waitFor(known.email, /邀請你加入班級/);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/classes');
    expect(link.searchParams.get('join')).toBe(c.class_code);
    const token = link.searchParams.get('invitation')!;
    expect((await api(r, known).post('/classes/join', { code: c.class_code, invitation: token }).expect(201)).body.status).toBe('active');

    const signup = linkIn(await r.t.mailbox.waitFor(unknown, /invited you/));
    expect(signup.pathname).toBe('/register');
    expect(signup.searchParams.get('redirect')).toMatch(new RegExp(`^/classes\\?join=${c.class_code}&invitation=`));

    const again = await api(r, t)
      .post(`/classes/${c.id}/invitations`, { emails: [known.email] })
      .expect(200);
    expect(again.body.results).toEqual([{ email: known.email, outcome: 'already_member' }]);
    const roster = (await api(r, t).get(`/classes/${c.id}/roster`).expect(200)).body;
    expect(roster.invitations.map((i: { email: string }) => i.email)).toEqual([unknown]);
  });

  it('answers 422 per field', async () => {
    const t = await teacher(r);
    const c = await makeClass(r, t);
    expectFieldError(await api(r, t).post(`/classes/${c.id}/invitations`, { emails: [] }), 'emails', 'classesApi.validation.emails');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/invitations`, { emails: ['not-an-address'] }), 'emails[0]', 'validation.email');
    expectFieldError(await api(r, t).post(`/classes/${c.id}/invitations`, { emails: 'a@b.co' }), 'emails', 'classesApi.validation.emails');
  });
});

describe('company admins', () => {
  it("see their company's classes and rosters, read-only; others' answer 404", async () => {
    const [{ id: companyId }] = await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`School ${uid()}`]);
    const t = await teacher(r);
    const admin = await person(r, ['company-admin']);
    const outsider = await person(r, ['company-admin']);
    await r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2), ($1, $3)`, [companyId, t.id, admin.id]);
    const c = await makeClass(r, t);
    expect(c.company_id).toBe(companyId);
    const list = (await api(r, admin).get('/company/classes').expect(200)).body as ClassSummaryDto[];
    expect(list.find((x) => x.id === c.id)).toMatchObject({ my_role: 'company' });
    await api(r, admin).get(`/classes/${c.id}/roster`).expect(200);
    await api(r, admin).get(`/classes/${c.id}`).expect(200);
    expect(idsOf((await api(r, outsider).get('/company/classes').expect(200)).body)).not.toContain(c.id);
    await api(r, outsider).get(`/classes/${c.id}/roster`).expect(404);
    await api(r, admin).patch(`/classes/${c.id}`, { name: 'x' }).expect(403);
    await api(r, t).get('/company/classes').expect(403);
  });
});
