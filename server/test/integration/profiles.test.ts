import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request, { type Response } from 'supertest';
import type { Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers/context';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, uid, type CreatedUser } from '../helpers/factories';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profiles-test-'));
  t = await buildTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const api = () => request(t.app);
const user = (roles: Role[], opts: { verified?: boolean } = {}) => createUser(t.app, t.ctx.ds, roles, opts);

async function student(): Promise<CreatedUser> {
  const s = await user(['student']);
  await t.ctx.ds.query(`INSERT INTO student_profiles (user_id, school, phone, grade_level) VALUES ($1, 'Lincoln High', '0912 345 678', '10')`, [
    s.id,
  ]);
  return s;
}

async function teacher(): Promise<CreatedUser> {
  const u = await user(['teacher']);
  await t.ctx.ds.query(`INSERT INTO teacher_profiles (user_id, college, major, phone, hourly_salary) VALUES ($1, 'MIT', 'Math', '0911222333', 40)`, [
    u.id,
  ]);
  return u;
}

async function parentOf(...children: CreatedUser[]): Promise<CreatedUser> {
  const p = await user(['parent']);
  await t.ctx.ds.query(`INSERT INTO parent_profiles (user_id, phone) VALUES ($1, '0987654321')`, [p.id]);
  for (const c of children)
    await t.ctx.ds.query(`INSERT INTO parent_children (parent_id, student_id, confirmed_at) VALUES ($1, $2, now())`, [p.id, c.id]);
  return p;
}

async function uploadPng(u: CreatedUser): Promise<number> {
  const res = await api()
    .post('/api/image')
    .set(bearer(u.token))
    .attach('image', PNG_1X1, { filename: 'a.png', contentType: 'image/png' })
    .expect(201);
  return res.body.id as number;
}

/** A 422 naming `field`, with the English text of `messageId` when given. */
/** A refusal that carries nothing of the other account. */
function expectRefused(res: Response, status: number, secret: CreatedUser): void {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
  expect(JSON.stringify(res.body)).not.toContain(secret.email);
  expect(JSON.stringify(res.body)).not.toContain(secret.username);
}

const row = async (sql: string, params: unknown[]) => ((await t.ctx.ds.query(sql, params)) as Record<string, unknown>[])[0];

describe('GET /profile', () => {
  it('answers the caller with their student details and nothing for roles they lack', async () => {
    const s = await student();
    const res = await api().get('/api/profile').set(bearer(s.token)).expect(200);
    expect(res.body.user).toMatchObject({ id: s.id, username: s.username, email: s.email, all_roles: ['student'] });
    expect(res.body.student).toEqual({
      school: 'Lincoln High',
      grade_level: '10',
      graduation_year: null,
      phone: '0912 345 678',
      address: null,
      language_preference: null,
      referral: null,
      notes: null,
    });
    expect(res.body.teacher).toBeNull();
    expect(res.body.parent).toBeNull();
    expect(res.body.avatar_url).toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it("lists a parent's linked children by e-mail", async () => {
    const [a, b] = [await student(), await student()];
    const p = await parentOf(a, b);
    const res = await api().get('/api/profile').set(bearer(p.token)).expect(200);
    expect(res.body.parent.phone).toBe('0987654321');
    expect(res.body.parent.student_emails.sort()).toEqual([a.email, b.email].sort());
    expect(res.body.student).toBeNull();
  });

  it('shows the teacher details, salary included, to the teacher', async () => {
    const u = await teacher();
    const res = await api().get('/api/profile').set(bearer(u.token)).expect(200);
    expect(res.body.teacher).toMatchObject({ college: 'MIT', major: 'Math', hourly_salary: 40, subjects: [], billing: null });
  });

  it('needs a login', async () => {
    const res = await api().get('/api/profile').expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /profile/:id', () => {
  it("answers the caller's own profile", async () => {
    const s = await student();
    const res = await api().get(`/api/profile/${s.id}`).set(bearer(s.token)).expect(200);
    expect(res.body.user.id).toBe(s.id);
  });

  it("refuses another user's profile with 403 and no data, and the same for ids that do not exist", async () => {
    const [s, other] = [await student(), await student()];
    expectRefused(await api().get(`/api/profile/${other.id}`).set(bearer(s.token)), 403, other);
    const missing = await api().get('/api/profile/2147483000').set(bearer(s.token));
    expect(missing.status).toBe(403);
  });

  it('lets a linked parent read the child, but not an unlinked parent', async () => {
    const child = await student();
    const linked = await parentOf(child);
    const unlinked = await parentOf();
    const ok = await api().get(`/api/profile/${child.id}`).set(bearer(linked.token)).expect(200);
    expect(ok.body.student.school).toBe('Lincoln High');
    expectRefused(await api().get(`/api/profile/${child.id}`).set(bearer(unlinked.token)), 403, child);
  });

  it('lets a super-admin read anyone, and only then says 404 for unknown ids', async () => {
    const [admin, s] = [await user(['super-admin']), await student()];
    const res = await api().get(`/api/profile/${s.id}`).set(bearer(admin.token)).expect(200);
    expect(res.body.user.email).toBe(s.email);
    const missing = await api().get('/api/profile/2147483000').set(bearer(admin.token)).expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('validates the id and needs a login', async () => {
    const s = await student();
    expectFieldError(await api().get('/api/profile/abc').set(bearer(s.token)), 'id', 'validation.id');
    expectFieldError(await api().get('/api/profile/0').set(bearer(s.token)), 'id');
    await api().get(`/api/profile/${s.id}`).expect(401);
  });
});

describe('GET /profile/username/:name', () => {
  it('answers the public view (no e-mail, no balance), case-insensitively', async () => {
    const [viewer, s] = [await user(['student']), await student()];
    const res = await api().get(`/api/profile/username/${s.username.toUpperCase()}`).set(bearer(viewer.token)).expect(200);
    expect(res.body).toEqual({ id: s.id, username: s.username, first_name: 'Test', last_name: 'User', all_roles: ['student'] });
  });

  it('answers 404 for an unknown name and 422 for a malformed one', async () => {
    const viewer = await user(['student']);
    const missing = await api().get(`/api/profile/username/nobody${uid()}`).set(bearer(viewer.token)).expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expectFieldError(await api().get('/api/profile/username/a!b').set(bearer(viewer.token)), 'name', 'validation.username.format');
  });

  it('needs a login', async () => {
    await api().get('/api/profile/username/someone').expect(401);
  });
});

describe('PATCH /basic/profile', () => {
  it('updates names, time zone and language, and keeps them', async () => {
    const s = await student();
    const res = await api()
      .patch('/api/basic/profile')
      .set(bearer(s.token))
      .send({ first_name: '  Grace ', last_name: 'Hopper', timezone: 'America/New_York', lang: 'ZH-TW' })
      .expect(200);
    expect(res.body.user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', timezone: 'America/New_York', lang: 'ZH-TW' });
    const again = await api().get('/api/profile').set(bearer(s.token)).expect(200);
    expect(again.body.user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', timezone: 'America/New_York', lang: 'ZH-TW' });
    expect(again.body.student.school).toBe('Lincoln High');
  });

  it('ignores fields it does not name: roles, e-mail and balance cannot be changed this way', async () => {
    const s = await student();
    await api()
      .patch('/api/basic/profile')
      .set(bearer(s.token))
      .send({
        first_name: 'Eve',
        roles: ['super-admin'],
        all_roles: ['super-admin'],
        email: 'x@evil.test',
        balance: 9999,
        email_verified_at: '2020-01-01',
      })
      .expect(200);
    expect(await row(`SELECT roles, email, balance, email_verified_at FROM users WHERE id = $1`, [s.id])).toEqual({
      roles: ['student'],
      email: s.email,
      balance: 0,
      email_verified_at: null,
    });
  });

  it('refuses each bad field with its own message', async () => {
    const s = await student();
    const patch = (body: object) => api().patch('/api/basic/profile').set(bearer(s.token)).send(body);
    expectFieldError(await patch({ first_name: '   ' }), 'first_name', 'validation.required');
    expectFieldError(await patch({ last_name: 'x'.repeat(101) }), 'last_name', 'validation.too_long');
    expectFieldError(await patch({ first_name: 42 }), 'first_name', 'validation.string');
    expectFieldError(await patch({ timezone: 'Mars/Olympus_Mons' }), 'timezone', 'validation.timezone');
    expectFieldError(await patch({ lang: 'FR-FR' }), 'lang', 'validation.lang');
    expectFieldError(await patch({ lang: ['en-US'] }), 'lang', 'validation.lang');
    expectFieldError(await patch({ avatar_image_id: 'abc' }), 'avatar_image_id', 'validation.id');
    const unchanged = await row(`SELECT first_name, last_name, timezone, lang FROM users WHERE id = $1`, [s.id]);
    expect(unchanged).toEqual({ first_name: 'Test', last_name: 'User', timezone: 'Asia/Taipei', lang: 'EN-US' });
  });

  it("sets the avatar to an own image, clears it with null, and refuses someone else's image", async () => {
    const [s, other] = [await student(), await student()];
    const own = await uploadPng(s);
    const foreign = await uploadPng(other);

    const set = await api().patch('/api/basic/profile').set(bearer(s.token)).send({ avatar_image_id: own }).expect(200);
    expect(set.body.avatar_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    await api().get(set.body.avatar_url).expect(200);

    expectFieldError(
      await api().patch('/api/basic/profile').set(bearer(s.token)).send({ avatar_image_id: foreign }),
      'avatar_image_id',
      'validation.avatar_image.invalid',
    );
    expectFieldError(await api().patch('/api/basic/profile').set(bearer(s.token)).send({ avatar_image_id: 2147483000 }), 'avatar_image_id');
    expect((await row(`SELECT avatar_image_id FROM users WHERE id = $1`, [s.id])).avatar_image_id).toBe(own);

    const cleared = await api().patch('/api/basic/profile').set(bearer(s.token)).send({ avatar_image_id: null }).expect(200);
    expect(cleared.body.avatar_url).toBeNull();
  });

  it('needs a login', async () => {
    await api().patch('/api/basic/profile').send({ first_name: 'X' }).expect(401);
  });
});

describe('PATCH /basic/profile/:id', () => {
  it('lets a super-admin edit another user', async () => {
    const [admin, s] = [await user(['super-admin']), await student()];
    const res = await api().patch(`/api/basic/profile/${s.id}`).set(bearer(admin.token)).send({ first_name: 'Renamed' }).expect(200);
    expect(res.body.user).toMatchObject({ id: s.id, first_name: 'Renamed' });
  });

  it('refuses everyone else, even on their own id, and changes nothing', async () => {
    const [s, other] = [await student(), await student()];
    expectRefused(await api().patch(`/api/basic/profile/${other.id}`).set(bearer(s.token)).send({ first_name: 'Hacked' }), 403, other);
    expect((await api().patch(`/api/basic/profile/${s.id}`).set(bearer(s.token)).send({ first_name: 'Self' })).status).toBe(403);
    expect((await row(`SELECT first_name FROM users WHERE id = $1`, [other.id])).first_name).toBe('Test');
  });

  it('answers 404 for an unknown id, 422 for bad input, 401 without login', async () => {
    const admin = await user(['super-admin']);
    await api().patch('/api/basic/profile/2147483000').set(bearer(admin.token)).send({ first_name: 'X' }).expect(404);
    expectFieldError(await api().patch('/api/basic/profile/x').set(bearer(admin.token)).send({}), 'id');
    expectFieldError(await api().patch(`/api/basic/profile/${admin.id}`).set(bearer(admin.token)).send({ lang: 'xx' }), 'lang');
    await api().patch(`/api/basic/profile/${admin.id}`).send({ first_name: 'X' }).expect(401);
  });
});

describe('PATCH /student/profile', () => {
  it('updates the student details; null clears optional ones; phone and school stay required', async () => {
    const s = await student();
    const res = await api()
      .patch('/api/student/profile')
      .set(bearer(s.token))
      .send({ school: 'Taipei American School', graduation_year: 2027, address: '1 Main St', grade_level: 11, notes: 'likes math' })
      .expect(200);
    expect(res.body.student).toMatchObject({
      school: 'Taipei American School',
      graduation_year: 2027,
      address: '1 Main St',
      grade_level: '11',
      notes: 'likes math',
      phone: '0912 345 678',
    });

    const cleared = await api().patch('/api/student/profile').set(bearer(s.token)).send({ grade_level: null, address: null }).expect(200);
    expect(cleared.body.student).toMatchObject({ grade_level: null, address: null, graduation_year: 2027, school: 'Taipei American School' });
  });

  it('refuses each bad field', async () => {
    const s = await student();
    const patch = (body: object) => api().patch('/api/student/profile').set(bearer(s.token)).send(body);
    expectFieldError(await patch({ phone: '123456' }), 'phone', 'validation.phone');
    expectFieldError(await patch({ phone: 'call me' }), 'phone', 'validation.phone');
    expectFieldError(await patch({ phone: null }), 'phone', 'validation.required');
    expectFieldError(await patch({ school: '' }), 'school', 'validation.required');
    expectFieldError(await patch({ school: null }), 'school');
    expectFieldError(await patch({ grade_level: '18' }), 'grade_level', 'validation.grade_level');
    expectFieldError(await patch({ graduation_year: 1800 }), 'graduation_year', 'validation.year');
    expectFieldError(await patch({ notes: 'x'.repeat(2001) }), 'notes', 'validation.too_long');
    expect(await row(`SELECT phone, school FROM student_profiles WHERE user_id = $1`, [s.id])).toEqual({
      phone: '0912 345 678',
      school: 'Lincoln High',
    });
  });

  it('refuses callers without the student role (403) and students who never bound (400)', async () => {
    const u = await teacher();
    const res = await api().patch('/api/student/profile').set(bearer(u.token)).send({ school: 'X' }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const unbound = await user(['student']);
    const bad = await api().patch('/api/student/profile').set(bearer(unbound.token)).send({ school: 'X' }).expect(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect(await row(`SELECT count(*)::int AS n FROM student_profiles WHERE user_id = $1`, [unbound.id])).toEqual({ n: 0 });
  });

  it('needs a login', async () => {
    await api().patch('/api/student/profile').send({ school: 'X' }).expect(401);
  });
});

describe('PATCH /student/profile/:id', () => {
  it('lets a super-admin edit a student', async () => {
    const [admin, s] = [await user(['super-admin']), await student()];
    const res = await api().patch(`/api/student/profile/${s.id}`).set(bearer(admin.token)).send({ school: 'Admin Set' }).expect(200);
    expect(res.body).toMatchObject({ user: { id: s.id }, student: { school: 'Admin Set' } });
  });

  it('refuses other students and teachers, and validates', async () => {
    const [s, other, admin] = [await student(), await student(), await user(['super-admin'])];
    expectRefused(await api().patch(`/api/student/profile/${other.id}`).set(bearer(s.token)).send({ school: 'Hacked' }), 403, other);
    expect((await row(`SELECT school FROM student_profiles WHERE user_id = $1`, [other.id])).school).toBe('Lincoln High');
    await api().patch('/api/student/profile/2147483000').set(bearer(admin.token)).send({ school: 'X' }).expect(404);
    expectFieldError(await api().patch(`/api/student/profile/${s.id}`).set(bearer(admin.token)).send({ phone: '1' }), 'phone');
    await api().patch(`/api/student/profile/${s.id}`).send({ school: 'X' }).expect(401);
  });
});

describe('PATCH /teacher/profile', () => {
  it("updates teacher details; the salary is not the teacher's to set", async () => {
    const u = await teacher();
    const res = await api()
      .patch('/api/teacher/profile')
      .set(bearer(u.token))
      .send({
        bio: 'Ten years of SAT math',
        hours_weekly: 12,
        subjects: [' SAT Math ', 'TOEFL', 'SAT Math'],
        billing: { official_name: 'Jane Doe', birth_date: '1990-05-01', payment_method: 'taiwan-bank', secret: 'dropped' },
        hourly_salary: 9999,
      })
      .expect(200);
    expect(res.body.teacher).toEqual({
      college: 'MIT',
      major: 'Math',
      phone: '0911222333',
      grade_level: null,
      hours_weekly: 12,
      subjects: ['SAT Math', 'TOEFL'],
      bio: 'Ten years of SAT math',
      hourly_salary: 40,
      billing: { official_name: 'Jane Doe', birth_date: '1990-05-01', payment_method: 'taiwan-bank' },
    });
    const cleared = await api()
      .patch('/api/teacher/profile')
      .set(bearer(u.token))
      .send({ billing: null, hours_weekly: null, hourly_salary: null })
      .expect(200);
    expect(cleared.body.teacher).toMatchObject({ billing: null, hours_weekly: null, hourly_salary: 40 });
  });

  it('refuses each bad field', async () => {
    const u = await teacher();
    const patch = (body: object) => api().patch('/api/teacher/profile').set(bearer(u.token)).send(body);
    expectFieldError(await patch({ hours_weekly: 169 }), 'hours_weekly', 'validation.hours_weekly');
    expectFieldError(await patch({ hours_weekly: -1 }), 'hours_weekly');
    expectFieldError(await patch({ hours_weekly: 'lots' }), 'hours_weekly');
    expectFieldError(await patch({ subjects: 'math' }), 'subjects', 'validation.subjects');
    expectFieldError(await patch({ subjects: ['ok', 7] }), 'subjects[1]', 'validation.subjects');
    expectFieldError(await patch({ billing: { payment_method: 'cash' } }), 'billing.payment_method', 'validation.payment_method');
    expectFieldError(await patch({ billing: { birth_date: '1990-13-45' } }), 'billing.birth_date', 'validation.date');
    expectFieldError(await patch({ billing: 'not an object' }), 'billing', 'validation.billing');
    expectFieldError(await patch({ college: '' }), 'college', 'validation.required');
    expectFieldError(await patch({ phone: '12' }), 'phone', 'validation.phone');
    expect(await row(`SELECT hours_weekly, subjects, billing FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual({
      hours_weekly: null,
      subjects: [],
      billing: null,
    });
  });

  it('refuses non-teachers (403) and teachers who never bound (400)', async () => {
    const s = await student();
    await api().patch('/api/teacher/profile').set(bearer(s.token)).send({ bio: 'x' }).expect(403);
    const unbound = await user(['teacher']);
    await api().patch('/api/teacher/profile').set(bearer(unbound.token)).send({ bio: 'x' }).expect(400);
    await api().patch('/api/teacher/profile').send({ bio: 'x' }).expect(401);
  });
});

describe('PATCH /teacher/profile/:id', () => {
  it('lets a super-admin set the hourly salary', async () => {
    const [admin, u] = [await user(['super-admin']), await teacher()];
    const res = await api().patch(`/api/teacher/profile/${u.id}`).set(bearer(admin.token)).send({ hourly_salary: 55, major: 'Physics' }).expect(200);
    expect(res.body.teacher).toMatchObject({ hourly_salary: 55, major: 'Physics' });
    expectFieldError(
      await api().patch(`/api/teacher/profile/${u.id}`).set(bearer(admin.token)).send({ hourly_salary: -5 }),
      'hourly_salary',
      'validation.salary',
    );
    expectFieldError(await api().patch(`/api/teacher/profile/${u.id}`).set(bearer(admin.token)).send({ hourly_salary: 1.5 }), 'hourly_salary');
  });

  it('refuses the teacher themself and others', async () => {
    const [u, other] = [await teacher(), await teacher()];
    expect((await api().patch(`/api/teacher/profile/${u.id}`).set(bearer(u.token)).send({ hourly_salary: 1000 })).status).toBe(403);
    expectRefused(await api().patch(`/api/teacher/profile/${other.id}`).set(bearer(u.token)).send({ hourly_salary: 1000 }), 403, other);
    expect(await row(`SELECT hourly_salary FROM teacher_profiles WHERE user_id = $1`, [u.id])).toEqual({ hourly_salary: 40 });
    const admin = await user(['super-admin']);
    await api().patch('/api/teacher/profile/2147483000').set(bearer(admin.token)).send({ hourly_salary: 1 }).expect(404);
    await api().patch(`/api/teacher/profile/${u.id}`).send({ hourly_salary: 1 }).expect(401);
  });
});

describe('GET /teachers', () => {
  it('pages through users with the teacher role, public fields only', async () => {
    const viewer = await student();
    const [a, b] = [await teacher(), await teacher()];
    const page = await api().get('/api/teachers?per_page=100').set(bearer(viewer.token)).expect(200);
    expect(page.body.current_page).toBe(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    // Other test files share the database and make teachers too: read every page (there may be over 100).
    const all: { id: number }[] = [...page.body.data];
    for (let n = 2; n <= Math.ceil(page.body.total / 100); n++) {
      all.push(...(await api().get(`/api/teachers?per_page=100&page=${n}`).set(bearer(viewer.token)).expect(200)).body.data);
    }
    const ids = all.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(viewer.id);
    for (const u of page.body.data) {
      expect(Object.keys(u).sort()).toEqual(['all_roles', 'first_name', 'id', 'last_name', 'username']);
      expect(u.all_roles).toContain('teacher');
    }

    const first = await api().get('/api/teachers?per_page=1&page=1').set(bearer(viewer.token)).expect(200);
    const second = await api().get('/api/teachers?per_page=1&page=2').set(bearer(viewer.token)).expect(200);
    expect(first.body.data).toHaveLength(1);
    expect(second.body).toMatchObject({ current_page: 2, total: page.body.total });
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('defaults to 20 a page and validates paging', async () => {
    const viewer = await student();
    for (let i = 0; i < 21; i++)
      await t.ctx.ds.query(`INSERT INTO users (username, email, roles) VALUES ($1, $2, '{teacher}')`, [`bulk${uid()}`, `bulk${uid()}@example.com`]);
    const res = await api().get('/api/teachers').set(bearer(viewer.token)).expect(200);
    expect(res.body.data).toHaveLength(20);
    expectFieldError(await api().get('/api/teachers?per_page=101').set(bearer(viewer.token)), 'per_page', 'validation.per_page');
    expectFieldError(await api().get('/api/teachers?page=0').set(bearer(viewer.token)), 'page', 'validation.page');
    await api().get('/api/teachers').expect(401);
  });
});

describe('PATCH /lang', () => {
  it("saves the caller's language and answers the user", async () => {
    const s = await student();
    const res = await api().patch('/api/lang').set(bearer(s.token)).send({ lang: 'ZH-CN' }).expect(200);
    expect(res.body.user).toMatchObject({ id: s.id, lang: 'ZH-CN' });
    const me = await api().get('/api/auth/me').set(bearer(s.token)).expect(200);
    expect(me.body.user.lang).toBe('ZH-CN');
  });

  it('validates and needs a login', async () => {
    const s = await student();
    expectFieldError(await api().patch('/api/lang').set(bearer(s.token)).send({ lang: 'fr' }), 'lang', 'validation.lang');
    expectFieldError(await api().patch('/api/lang').set(bearer(s.token)).send({}), 'lang', 'validation.required');
    await api().patch('/api/lang').send({ lang: 'EN-US' }).expect(401);
  });
});
