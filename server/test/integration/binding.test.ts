import request from 'supertest';
import type { Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, registerUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = () => request(t.app);
const user = (roles: Role[], opts: { verified?: boolean } = {}) => createUser(t.app, t.ctx.ds, roles, opts);
const rows = async (sql: string, params: unknown[]) => (await t.ctx.ds.query(sql, params)) as Record<string, unknown>[];

async function instructorCode(active: boolean): Promise<string> {
  const code = `CODE-${uid()}`;
  await t.ctx.ds.query(`INSERT INTO instructor_codes (code, active) VALUES ($1, $2)`, [code, active]);
  return code;
}

const linksOf = async (parent: CreatedUser) =>
  (await rows(`SELECT student_id FROM parent_children WHERE parent_id = $1 ORDER BY student_id`, [parent.id])).map((r) => r.student_id);

describe('POST /finish-bind', () => {
  it('walks a registered student from "student form owed" to finished', async () => {
    const s = await registerUser(t.app, { role: 'student' });
    const before = await api().post('/api/finish-bind').set(bearer(s.token)).expect(200);
    expect(before.body).toEqual({ finishBind: false, role: 'student' });
    await api().post('/api/bind-student').set(bearer(s.token)).send({ school: 'Lincoln High', phone: '0912345678' }).expect(200);
    const after = await api().post('/api/finish-bind').set(bearer(s.token)).expect(200);
    expect(after.body).toEqual({ finishBind: true, role: null });
  });

  it('owes a teacher the teacher form until bound', async () => {
    const u = await user(['teacher']);
    expect((await api().post('/api/finish-bind').set(bearer(u.token)).expect(200)).body).toEqual({ finishBind: false, role: 'teacher' });
    await api().post('/api/bind-teacher').set(bearer(u.token)).send({ college: 'NTU', major: 'Math', phone: '0911222333' }).expect(200);
    expect((await api().post('/api/finish-bind').set(bearer(u.token)).expect(200)).body).toEqual({ finishBind: true, role: null });
  });

  it('owes a parent the form until a profile with at least one child exists', async () => {
    const p = await user(['parent']);
    expect((await api().post('/api/finish-bind').set(bearer(p.token))).body).toEqual({ finishBind: false, role: 'parent' });
    await t.ctx.ds.query(`INSERT INTO parent_profiles (user_id, phone) VALUES ($1, '0987654321')`, [p.id]);
    expect((await api().post('/api/finish-bind').set(bearer(p.token))).body).toEqual({ finishBind: false, role: 'parent' });
    const child = await user(['student']);
    await t.ctx.ds.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, now())`, [p.id, child.id]);
    expect((await api().post('/api/finish-bind').set(bearer(p.token))).body).toEqual({ finishBind: true, role: null });
  });

  it('treats staff as always finished, even when they also hold a role with a form', async () => {
    for (const roles of [['super-admin'], ['admin'], ['company-admin'], ['company-admin', 'teacher']] as Role[][]) {
      const u = await user(roles);
      expect((await api().post('/api/finish-bind').set(bearer(u.token)).expect(200)).body).toEqual({ finishBind: true, role: null });
    }
  });

  it('needs a login', async () => {
    await api().post('/api/finish-bind').expect(401);
  });
});

describe('POST /bind-student', () => {
  it('creates the student details, then updates them in place', async () => {
    const s = await user(['student']);
    const res = await api()
      .post('/api/bind-student')
      .set(bearer(s.token))
      .send({
        school: ' Lincoln High ',
        phone: '+886 912-345-678',
        grade_level: '10',
        graduation_year: '2027',
        address: '1 Main St',
        notes: 'not a bind field',
      })
      .expect(200);
    expect(res.body.user.id).toBe(s.id);
    expect(res.body.student).toEqual({
      school: 'Lincoln High',
      phone: '+886 912-345-678',
      grade_level: '10',
      graduation_year: 2027,
      address: '1 Main St',
      language_preference: null,
      referral: null,
      notes: null,
    });
    const again = await api().post('/api/bind-student').set(bearer(s.token)).send({ school: 'Kang Chiao', phone: '0912345678' }).expect(200);
    expect(again.body.student).toMatchObject({ school: 'Kang Chiao', phone: '0912345678', grade_level: '10', graduation_year: 2027 });
    expect(await rows(`SELECT count(*)::int AS n FROM student_profiles WHERE user_id = $1`, [s.id])).toEqual([{ n: 1 }]);
  });

  it('requires school and a phone of at least 7 digits, and checks the optional fields', async () => {
    const s = await user(['student']);
    const bind = (body: object) => api().post('/api/bind-student').set(bearer(s.token)).send(body);
    const both = await bind({});
    expectFieldError(both, 'school', 'validation.required');
    expectFieldError(both, 'phone', 'validation.required');
    expectFieldError(await bind({ school: '   ', phone: '0912345678' }), 'school', 'validation.required');
    expectFieldError(await bind({ school: 'X', phone: '123-456' }), 'phone', 'validation.phone');
    expectFieldError(await bind({ school: 'X', phone: 'phone me' }), 'phone', 'validation.phone');
    expectFieldError(await bind({ school: 'X', phone: '0912345678', grade_level: '0' }), 'grade_level', 'validation.grade_level');
    expectFieldError(await bind({ school: 'X', phone: '0912345678', graduation_year: 'next' }), 'graduation_year', 'validation.year');
    expectFieldError(await bind({ school: 'X', phone: '0912345678', graduation_year: [2030] }), 'graduation_year', 'validation.year');
    expectFieldError(await bind({ school: 'X', phone: '0912345678', grade_level: ['10'] }), 'grade_level', 'validation.grade_level');
    expectFieldError(await bind({ school: 'X'.repeat(256), phone: '0912345678' }), 'school', 'validation.too_long');
    expect(await rows(`SELECT 1 FROM student_profiles WHERE user_id = $1`, [s.id])).toEqual([]);
  });

  it('refuses callers without the student role, and needs a login', async () => {
    const u = await user(['teacher']);
    const res = await api().post('/api/bind-student').set(bearer(u.token)).send({ school: 'X', phone: '0912345678' }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await rows(`SELECT 1 FROM student_profiles WHERE user_id = $1`, [u.id])).toEqual([]);
    await api().post('/api/bind-student').send({ school: 'X', phone: '0912345678' }).expect(401);
  });
});

describe('POST /bind-teacher', () => {
  it('creates the teacher details, with a valid instructor code kept on the profile', async () => {
    const u = await user(['teacher']);
    const code = await instructorCode(true);
    const res = await api()
      .post('/api/bind-teacher')
      .set(bearer(u.token))
      .send({ college: 'NTU', major: 'Math', phone: '0911222333', instructor_code: code })
      .expect(200);
    expect(res.body.teacher).toMatchObject({ college: 'NTU', major: 'Math', phone: '0911222333', hourly_salary: null, subjects: [] });
    expect(await rows(`SELECT instructor_code FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual([{ instructor_code: code }]);
    // Binding again without a code keeps the one already proven.
    await api().post('/api/bind-teacher').set(bearer(u.token)).send({ college: 'NTHU', major: 'Physics', phone: '0911222333' }).expect(200);
    expect(await rows(`SELECT college, instructor_code FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual([
      { college: 'NTHU', instructor_code: code },
    ]);
  });

  it('binds without a code', async () => {
    const u = await user(['teacher']);
    await api().post('/api/bind-teacher').set(bearer(u.token)).send({ college: 'NTU', major: 'Math', phone: '0911222333' }).expect(200);
    expect(await rows(`SELECT instructor_code FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual([{ instructor_code: null }]);
  });

  it('refuses unknown and inactive instructor codes on the field, storing nothing', async () => {
    const u = await user(['teacher']);
    const body = { college: 'NTU', major: 'Math', phone: '0911222333' };
    expectFieldError(
      await api()
        .post('/api/bind-teacher')
        .set(bearer(u.token))
        .send({ ...body, instructor_code: `nope-${uid()}` }),
      'instructor_code',
      'validation.instructor_code.invalid',
    );
    expectFieldError(
      await api()
        .post('/api/bind-teacher')
        .set(bearer(u.token))
        .send({ ...body, instructor_code: await instructorCode(false) }),
      'instructor_code',
      'validation.instructor_code.invalid',
    );
    expect(await rows(`SELECT 1 FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual([]);
  });

  it('requires college, major and phone', async () => {
    const u = await user(['teacher']);
    const res = await api().post('/api/bind-teacher').set(bearer(u.token)).send({}).expect(422);
    for (const f of ['college', 'major', 'phone']) expectFieldError(res, f, 'validation.required');
    expectFieldError(
      await api().post('/api/bind-teacher').set(bearer(u.token)).send({ college: 'NTU', major: 'Math', phone: '12345' }),
      'phone',
      'validation.phone',
    );
    expectFieldError(
      await api().post('/api/bind-teacher').set(bearer(u.token)).send({ college: 'NTU', major: 'Math', phone: '0911222333', instructor_code: 5 }),
      'instructor_code',
      'validation.string',
    );
  });

  it('refuses non-teachers, and needs a login', async () => {
    const s = await user(['student']);
    await api().post('/api/bind-teacher').set(bearer(s.token)).send({ college: 'NTU', major: 'Math', phone: '0911222333' }).expect(403);
    expect(await rows(`SELECT 1 FROM teacher_profiles WHERE user_id = $1`, [s.id])).toEqual([]);
    await api().post('/api/bind-teacher').send({ college: 'NTU', major: 'Math', phone: '0911222333' }).expect(401);
  });
});

describe('POST /auth-instructor', () => {
  it('says whether a code is active', async () => {
    const u = await user(['teacher']);
    expect(
      (
        await api()
          .post('/api/auth-instructor')
          .set(bearer(u.token))
          .send({ code: await instructorCode(true) })
          .expect(200)
      ).body,
    ).toEqual({ valid: true });
    expect(
      (
        await api()
          .post('/api/auth-instructor')
          .set(bearer(u.token))
          .send({ code: await instructorCode(false) })
          .expect(200)
      ).body,
    ).toEqual({ valid: false });
    expect(
      (
        await api()
          .post('/api/auth-instructor')
          .set(bearer(u.token))
          .send({ code: `missing-${uid()}` })
          .expect(200)
      ).body,
    ).toEqual({ valid: false });
  });

  it('validates, refuses non-teachers, needs a login', async () => {
    const u = await user(['teacher']);
    expectFieldError(await api().post('/api/auth-instructor').set(bearer(u.token)).send({}), 'code', 'validation.required');
    expectFieldError(
      await api()
        .post('/api/auth-instructor')
        .set(bearer(u.token))
        .send({ code: 'x'.repeat(65) }),
      'code',
      'validation.too_long',
    );
    await api()
      .post('/api/auth-instructor')
      .set(bearer((await user(['student'])).token))
      .send({ code: 'x' })
      .expect(403);
    await api().post('/api/auth-instructor').send({ code: 'x' }).expect(401);
  });
});

describe('POST /check-email', () => {
  it('reports on student accounts only', async () => {
    const p = await user(['parent']);
    const [unverified, verified, teacher] = [
      await user(['student']),
      await user(['student'], { verified: true }),
      await user(['teacher'], { verified: true }),
    ];
    const check = async (email: string) => (await api().post('/api/check-email').set(bearer(p.token)).send({ email }).expect(200)).body;
    expect(await check(unverified.email.toUpperCase())).toEqual({ exists: true, verified: false });
    expect(await check(verified.email)).toEqual({ exists: true, verified: true });
    expect(await check(teacher.email)).toEqual({ exists: false, verified: false });
    expect(await check(`nobody-${uid()}@example.com`)).toEqual({ exists: false, verified: false });
  });

  it('validates, refuses non-parents, needs a login', async () => {
    const p = await user(['parent']);
    expectFieldError(await api().post('/api/check-email').set(bearer(p.token)).send({ email: 'nope' }), 'email', 'validation.email');
    expectFieldError(await api().post('/api/check-email').set(bearer(p.token)).send({}), 'email', 'validation.required');
    const s = await user(['student']);
    const res = await api().post('/api/check-email').set(bearer(s.token)).send({ email: s.email }).expect(403);
    expect(res.body).not.toHaveProperty('exists');
    await api().post('/api/check-email').send({ email: s.email }).expect(401);
  });
});

describe('POST /bind-parent', () => {
  it('saves the phone and links every listed unverified student, idempotently', async () => {
    const p = await user(['parent']);
    const [a, b] = [await user(['student']), await user(['student'])];
    const res = await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [a.email.toUpperCase(), ` ${b.email} `] })
      .expect(200);
    expect(res.body.parent.phone).toBe('0987654321');
    expect(res.body.parent.student_emails.sort()).toEqual([a.email, b.email].sort());
    expect(await linksOf(p)).toEqual([a.id, b.id].sort((x, y) => x - y));

    const again = await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0911000000', student_emails: [a.email] })
      .expect(200);
    expect(again.body.parent.phone).toBe('0911000000');
    expect(await linksOf(p)).toHaveLength(2);
    expect((await api().post('/api/finish-bind').set(bearer(p.token))).body).toEqual({ finishBind: true, role: null });
  });

  it('keeps already linked children linkable after they verify (resubmitting the form does not fail)', async () => {
    const p = await user(['parent']);
    const child = await user(['student']);
    await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [child.email] })
      .expect(200);
    await t.ctx.ds.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [child.id]);
    await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [child.email] })
      .expect(200);
  });

  it('refuses a verified student on its entry and links nothing at all', async () => {
    const p = await user(['parent']);
    const [fine, verified] = [await user(['student']), await user(['student'], { verified: true })];
    const res = await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [fine.email, verified.email] });
    expectFieldError(res, 'student_emails[1]', 'validation.student_email.verified');
    expect(res.body.errors).not.toHaveProperty(['student_emails[0]']);
    expect(await linksOf(p)).toEqual([]);
    expect(await rows(`SELECT 1 FROM parent_profiles WHERE user_id = $1`, [p.id])).toEqual([]);
  });

  it('refuses unknown e-mails and accounts that are not students, each on its entry', async () => {
    const p = await user(['parent']);
    const [fine, teacher] = [await user(['student']), await user(['teacher'])];
    const res = await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [`ghost-${uid()}@example.com`, fine.email, teacher.email] });
    expectFieldError(res, 'student_emails[0]', 'validation.student_email.not_found');
    expectFieldError(res, 'student_emails[2]', 'validation.student_email.not_found');
    expect(res.body.errors).not.toHaveProperty(['student_emails[1]']);
    expect(await linksOf(p)).toEqual([]);
  });

  it('refuses repeated e-mails (case-insensitively) on the repeat', async () => {
    const p = await user(['parent']);
    const s = await user(['student']);
    const res = await api()
      .post('/api/bind-parent')
      .set(bearer(p.token))
      .send({ phone: '0987654321', student_emails: [s.email, s.email.toUpperCase()] });
    expectFieldError(res, 'student_emails[1]', 'validation.student_emails.duplicate');
    expect(res.body.errors).not.toHaveProperty(['student_emails[0]']);
    expect(await linksOf(p)).toEqual([]);
  });

  it('needs 1 to 10 well-formed e-mails and a phone', async () => {
    const p = await user(['parent']);
    const bind = (body: object) => api().post('/api/bind-parent').set(bearer(p.token)).send(body);
    expectFieldError(await bind({ phone: '0987654321', student_emails: [] }), 'student_emails', 'validation.student_emails.min');
    expectFieldError(await bind({ phone: '0987654321' }), 'student_emails', 'validation.student_emails.min');
    expectFieldError(await bind({ phone: '0987654321', student_emails: 'a@example.com' }), 'student_emails');
    const eleven = Array.from({ length: 11 }, (_, i) => `kid${i}-${uid()}@example.com`);
    expectFieldError(await bind({ phone: '0987654321', student_emails: eleven }), 'student_emails', 'validation.student_emails.max');
    expectFieldError(await bind({ phone: '0987654321', student_emails: ['not-an-email'] }), 'student_emails[0]', 'validation.email');
    expectFieldError(await bind({ student_emails: ['a@example.com'] }), 'phone', 'validation.required');
    expectFieldError(await bind({ phone: '555', student_emails: ['a@example.com'] }), 'phone', 'validation.phone');
    expect(await rows(`SELECT 1 FROM parent_profiles WHERE user_id = $1`, [p.id])).toEqual([]);
  });

  it('refuses callers without the parent role, and needs a login', async () => {
    const [s, other] = [await user(['student']), await user(['student'])];
    await api()
      .post('/api/bind-parent')
      .set(bearer(s.token))
      .send({ phone: '0987654321', student_emails: [other.email] })
      .expect(403);
    expect(await linksOf(s)).toEqual([]);
    await api()
      .post('/api/bind-parent')
      .send({ phone: '0987654321', student_emails: [other.email] })
      .expect(401);
  });
});
