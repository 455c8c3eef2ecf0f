/** Courses: create and edit per role, ownership (404), the derived state, join by code, answers and their e-mails, the activity log. */
import { COURSE_CODE_PATTERN, type CourseSummaryDto, type MyCoursesDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { insertCompany } from '../helpers/admin-fixtures';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, courseInput, makeCourse, makeSession, person, student, teacher } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const HOUR = 3600_000;
const idsOf = (list: CourseSummaryDto[]) => list.map((c) => c.id);
const activity = (courseId: number) =>
  r.t.ctx.ds.query(`SELECT actor_id, action, target_user_id, details FROM activity_log WHERE details->>'course_id' = $1 ORDER BY id`, [
    String(courseId),
  ]) as Promise<{ actor_id: number; action: string; target_user_id: number | null; details: Record<string, unknown> }[]>;

describe('creating and editing courses', () => {
  it('creates a course of each role with a join code; the creator manages it and the log says who did what', async () => {
    for (const roles of [['super-admin'], ['admin'], ['company-admin'], ['teacher']] as const) {
      const u = await person(r, [...roles]);
      const c = await makeCourse(r, u);
      expect(c).toMatchObject({
        type: 'group',
        title: { 'en-US': 'SAT Summer Intensive', 'zh-TW': 'SAT 暑期密集班' },
        fee: 4_500_000,
        currency: 'TWD',
        capacity: 12,
        active: true,
        state: 'incomplete',
        standing: 'manager',
        owner: { id: u.id },
        accepted_count: 0,
      });
      expect(c.join_code).toMatch(COURSE_CODE_PATTERN);
      expect(idsOf((await api(r, u).get('/courses/managed').expect(200)).body)).toContain(c.id);
      const [log] = await activity(c.id);
      expect(log).toMatchObject({ actor_id: u.id, action: 'course.create', details: { course_id: c.id, fee: 4_500_000, currency: 'TWD' } });
    }
  });

  it('answers 422 per field and creates nothing', async () => {
    const t = await teacher(r);
    const bad = (over: object) => api(r, t).post('/courses', { ...courseInput(), ...over });
    expectFieldError(await bad({ type: 'webinar' }), 'type', 'coursesApi.validation.type');
    expectFieldError(await bad({ type: undefined }), 'type', 'validation.required');
    expectFieldError(await bad({ title: 'SAT' }), 'title', 'coursesApi.validation.localized');
    expectFieldError(await bad({ title: { 'en-US': ' ', 'zh-CN': '', 'zh-TW': '' } }), 'title', 'coursesApi.validation.titleRequired');
    expectFieldError(await bad({ title: { 'en-US': 'x'.repeat(121) } }), 'title.en-US', 'validation.too_long');
    expectFieldError(await bad({ title: { 'zh-TW': 5 } }), 'title.zh-TW', 'validation.string');
    expectFieldError(await bad({ description: { 'zh-CN': 'x'.repeat(4001) } }), 'description.zh-CN', 'validation.too_long');
    expectFieldError(await bad({ fee: 12.5 }), 'fee', 'coursesApi.validation.fee');
    expectFieldError(await bad({ fee: -1 }), 'fee', 'coursesApi.validation.fee');
    expectFieldError(await bad({ fee: [100] }), 'fee', 'coursesApi.validation.fee');
    expectFieldError(await bad({ currency: 'EUR' }), 'currency', 'coursesApi.validation.currency');
    expectFieldError(await bad({ capacity: 0 }), 'capacity', 'coursesApi.validation.capacity');
    expectFieldError(await bad({ capacity: 501 }), 'capacity', 'coursesApi.validation.capacity');
    expectFieldError(await bad({ active: 'yes' }), 'active', 'validation.boolean');
    expectFieldError(await bad({ start_date: '2030-02-30' }), 'start_date', 'validation.date');
    expectFieldError(await bad({ end_date: '2030-02-01' }), 'end_date', 'coursesApi.validation.endDate');
    expect((await api(r, t).get('/courses/managed').expect(200)).body).toEqual([]);
  });

  it('refuses students and parents (403) and anonymous callers (401)', async () => {
    for (const roles of [['student'], ['parent']] as const) {
      const u = await person(r, [...roles]);
      await api(r, u).post('/courses', courseInput()).expect(403);
      await api(r, u).get('/courses/managed').expect(403);
    }
    await api(r, null).post('/courses', courseInput()).expect(401);
    await api(r, null).get('/courses').expect(401);
  });

  it("edits a course; another teacher's or another company's course answers 404, admins manage all", async () => {
    const [t, other] = [await teacher(r), await teacher(r)];
    const [ca, otherCa] = [await person(r, ['company-admin']), await person(r, ['company-admin'])];
    await insertCompany(r.t.ctx.ds, t.id, ca.id);
    await insertCompany(r.t.ctx.ds, other.id, otherCa.id);
    const c = await makeCourse(r, t);
    const changed = await api(r, t)
      .patch(`/courses/${c.id}`, { fee: 5_000_000, title: { 'zh-CN': 'SAT 冲刺' } })
      .expect(200);
    expect(changed.body).toMatchObject({ fee: 5_000_000, title: { 'en-US': 'SAT Summer Intensive', 'zh-CN': 'SAT 冲刺' } });
    const logs = await activity(c.id);
    expect(logs.at(-1)).toMatchObject({ action: 'course.update', actor_id: t.id, details: { changes: { fee: [4_500_000, 5_000_000] } } });

    for (const u of [other, otherCa]) {
      await api(r, u).patch(`/courses/${c.id}`, { fee: 1 }).expect(404);
      await api(r, u).get(`/courses/${c.id}/requests`).expect(404);
      expect(idsOf((await api(r, u).get('/courses/managed').expect(200)).body)).not.toContain(c.id);
    }
    // The company-admin of the teacher's company manages it; an admin manages everything.
    expect(idsOf((await api(r, ca).get('/courses/managed').expect(200)).body)).toContain(c.id);
    await api(r, ca).patch(`/courses/${c.id}`, { capacity: 20 }).expect(200);
    const admin = await person(r, ['admin']);
    await api(r, admin).patch(`/courses/${c.id}`, { active: false }).expect(200);
    // Inactive: a visitor no longer sees it.
    await api(r, await student(r))
      .get(`/courses/${c.id}`)
      .expect(404);
    await api(r, t).patch('/courses/2147483647', { fee: 1 }).expect(404);
    expectFieldError(await api(r, t).patch(`/courses/${c.id}`, { end_date: '2020-01-01' }), 'end_date', 'coursesApi.validation.endDate');
  });

  it('derives the state from the meetings, the dates and an early end', async () => {
    const t = await teacher(r);
    const state = async (id: number) => (await api(r, t).get(`/courses/${id}`).expect(200)).body.state as string;
    const c = await makeCourse(r, t);
    expect(await state(c.id)).toBe('incomplete');
    const lapsed = await makeCourse(r, t, { start_date: '2030-01-01', end_date: '2030-02-01' });
    expect(await state(lapsed.id)).toBe('expired');
    await makeSession(r, t, c.id); // Saturdays 2030-03-16 .. 04-06, 09:00-12:00 Taipei
    expect(await state(c.id)).toBe('in_progress');
    r.clock.advance(30 * 24 * HOUR); // 2030-04-09: every meeting over
    expect(await state(c.id)).toBe('completed');
    r.clock.advance(-30 * 24 * HOUR);
    const ended = await api(r, t).patch(`/courses/${c.id}`, { ended: true }).expect(200);
    expect(ended.body).toMatchObject({ state: 'ended' });
    expect(ended.body.ended_at).toBe(r.clock.now().toISOString());
    expect((await api(r, t).patch(`/courses/${c.id}`, { ended: false }).expect(200)).body.state).toBe('in_progress');
  });
});

describe('joining by code and answering', () => {
  it('a student asks with the code; the admin accepts; the student is told by e-mail in their language', async () => {
    const admin = await person(r, ['super-admin']);
    const s = await student(r);
    await r.t.ctx.ds.query(`UPDATE users SET lang = 'ZH-TW' WHERE id = $1`, [s.id]);
    const c = await makeCourse(r, admin);
    const mine0 = (await api(r, s).get('/courses').expect(200)).body as MyCoursesDto;
    expect(idsOf(mine0.open)).toContain(c.id);
    const visitor = (await api(r, s).get(`/courses/${c.id}`).expect(200)).body;
    expect(visitor).toMatchObject({ standing: 'visitor', join_code: null });

    const joined = await api(r, s)
      .post('/courses/join', { code: ` ${c.join_code!.toLowerCase()} ` })
      .expect(201);
    expect(joined.body).toEqual({ course_id: c.id, response: 'no_reply' });
    expect((await api(r, s).post('/courses/join', { code: c.join_code }).expect(409)).body.reason).toBe('already_requested');
    const mine1 = (await api(r, s).get('/courses').expect(200)).body as MyCoursesDto;
    expect(mine1.mine.map((x) => [x.id, x.standing])).toEqual([[c.id, 'no_reply']]);
    expect(idsOf(mine1.open)).not.toContain(c.id);

    const requests = (await api(r, admin).get(`/courses/${c.id}/requests`).expect(200)).body;
    expect(requests).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: s.id, email: s.email }), response: 'no_reply', answered_at: null }),
    ]);
    const answered = await api(r, admin).put(`/courses/${c.id}/requests/${s.id}`, { response: 'accepted' }).expect(200);
    expect(answered.body).toMatchObject({ response: 'accepted', answered_at: r.clock.now().toISOString() });
    const mail = await r.t.mailbox.waitFor(s.email, /你已加入課程：SAT 暑期密集班/);
    expect(mail.text).toContain(`/courseDetail/${c.id}`);
    expect((await api(r, s).post('/courses/join', { code: c.join_code }).expect(409)).body.reason).toBe('already_member');
    expect((await api(r, s).get('/courses').expect(200)).body.mine[0]).toMatchObject({ id: c.id, standing: 'accepted' });
    expect((await activity(c.id)).at(-1)).toMatchObject({
      action: 'course.request.answer',
      actor_id: admin.id,
      target_user_id: s.id,
      details: { from: 'no_reply', to: 'accepted' },
    });
  });

  it('a rejected student is told in English and may ask again', async () => {
    const t = await teacher(r);
    const s = await student(r);
    const c = await makeCourse(r, t);
    await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
    await api(r, t).put(`/courses/${c.id}/requests/${s.id}`, { response: 'rejected' }).expect(200);
    await r.t.mailbox.waitFor(s.email, /Your request for SAT Summer Intensive/);
    expect((await api(r, s).get(`/courses/${c.id}`).expect(200)).body.standing).toBe('rejected');
    await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
  });

  it('refuses unknown codes (422), inactive (409), full and closed courses; one seat is taken once', async () => {
    const t = await teacher(r);
    const s = await student(r);
    expectFieldError(await api(r, s).post('/courses/join', { code: 'ZZZZZZZ' }), 'code', 'coursesApi.validation.codeUnknown');
    expectFieldError(await api(r, s).post('/courses/join', {}), 'code', 'validation.required');
    expectFieldError(await api(r, s).post('/courses/join', { code: ['A'] }), 'code');
    const inactive = await makeCourse(r, t, { active: false });
    expect((await api(r, s).post('/courses/join', { code: inactive.join_code }).expect(409)).body).toMatchObject({
      reason: 'course_inactive',
      message: 'This course is not taking students right now.',
    });
    const lapsed = await makeCourse(r, t, { start_date: '2030-01-01', end_date: '2030-02-01' });
    expect((await api(r, s).post('/courses/join', { code: lapsed.join_code }).expect(409)).body.reason).toBe('course_closed');

    const one = await makeCourse(r, t, { capacity: 1 });
    const [a, b] = [await student(r), await student(r)];
    await api(r, a).post('/courses/join', { code: one.join_code }).expect(201);
    await api(r, b).post('/courses/join', { code: one.join_code }).expect(201);
    const answers = await Promise.all([a, b].map((x) => api(r, t).put(`/courses/${one.id}/requests/${x.id}`, { response: 'accepted' })));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)!.body.reason).toBe('course_full');
    expect((await api(r, s).post('/courses/join', { code: one.join_code }).expect(409)).body.reason).toBe('course_full');
    expectFieldError(await api(r, t).patch(`/courses/${one.id}`, { capacity: 0 }), 'capacity', 'coursesApi.validation.capacity');
  });

  it('answers: 422 per field, 404 for a user who did not ask and for another owner, 403 for students', async () => {
    const [t, other, s] = [await teacher(r), await teacher(r), await student(r)];
    const c = await makeCourse(r, t);
    await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
    expectFieldError(await api(r, t).put(`/courses/${c.id}/requests/${s.id}`, { response: 'maybe' }), 'response', 'coursesApi.validation.answer');
    expectFieldError(await api(r, t).put(`/courses/${c.id}/requests/${s.id}`, { response: 'no_reply' }), 'response', 'coursesApi.validation.answer');
    expectFieldError(await api(r, t).put(`/courses/${c.id}/requests/x`, { response: 'accepted' }), 'userId', 'validation.id');
    await api(r, t).put(`/courses/${c.id}/requests/${other.id}`, { response: 'accepted' }).expect(404);
    await api(r, other).put(`/courses/${c.id}/requests/${s.id}`, { response: 'accepted' }).expect(404);
    await api(r, s).put(`/courses/${c.id}/requests/${s.id}`, { response: 'accepted' }).expect(403);
    await api(r, s).get(`/courses/${c.id}/requests`).expect(403);
    await api(r, t).post('/courses/join', { code: c.join_code }).expect(403);
  });
});
