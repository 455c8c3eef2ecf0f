/** Private lessons: who books whom, the database refusing a double-booked teacher (also under a race), cancelling, reading. */
import type { PrivateLessonDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { insertCompany } from '../helpers/admin-fixtures';
import type { CreatedUser } from '../helpers/factories';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, makeCourse, person, student, teacher } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const lesson = (t: CreatedUser, s: CreatedUser, over: object = {}) => ({
  teacher_id: t.id,
  student_id: s.id,
  mode: 'online',
  starts_at: '2030-04-01T10:00:00+08:00',
  ends_at: '2030-04-01T11:30:00+08:00',
  ...over,
});

/** A teacher and a student linked through a shared company (STUDENT_LINKS). */
async function pair(): Promise<[CreatedUser, CreatedUser]> {
  const [t, s] = [await teacher(r), await student(r)];
  await insertCompany(r.t.ctx.ds, t.id, s.id);
  return [t, s];
}

describe('private lessons', () => {
  it('a teacher books a linked student; the lesson is stored in UTC with its zone and logged', async () => {
    const [t, s] = await pair();
    const res = await api(r, t)
      .post('/private-lessons', lesson(t, s, { note: 'Essay review' }))
      .expect(201);
    expect(res.body).toMatchObject({
      teacher: { id: t.id },
      student: { id: s.id },
      mode: 'online',
      starts_at: '2030-04-01T02:00:00.000Z',
      ends_at: '2030-04-01T03:30:00.000Z',
      time_zone: 'Asia/Taipei',
      note: 'Essay review',
      cancelled: false,
    });
    const [log] = await r.t.ctx.ds.query(
      `SELECT actor_id, target_user_id, details FROM activity_log WHERE action = 'private-lesson.book' AND details->>'lesson_id' = $1`,
      [String(res.body.id)],
    );
    expect(log).toMatchObject({ actor_id: t.id, target_user_id: s.id, details: { teacher_id: t.id, starts_at: '2030-04-01T02:00:00.000Z' } });
    for (const u of [t, s]) {
      const mine = (await api(r, u).get('/private-lessons?from=2030-04-01&to=2030-04-01').expect(200)).body as PrivateLessonDto[];
      expect(mine.map((l) => l.id)).toEqual([res.body.id]);
    }
    const cal = (await api(r, s).get('/course-calendar?from=2030-04-01&to=2030-04-07').expect(200)).body;
    expect(cal).toEqual([expect.objectContaining({ kind: 'lesson', id: res.body.id, title: t.username })]);
    expect(
      (
        await api(r, await student(r))
          .get('/private-lessons?from=2030-04-01&to=2030-04-01')
          .expect(200)
      ).body,
    ).toEqual([]);
  });

  it('the database refuses an overlapping lesson of the same teacher (409 teacher_busy); touching and cancelled ones are fine', async () => {
    const [t, s] = await pair();
    const s2 = await student(r);
    await insertCompany(r.t.ctx.ds, t.id, s2.id);
    const first = (await api(r, t).post('/private-lessons', lesson(t, s)).expect(201)).body;
    const clash = await api(r, t)
      .post('/private-lessons', lesson(t, s2, { starts_at: '2030-04-01T03:00:00Z', ends_at: '2030-04-01T04:00:00Z' }))
      .expect(409);
    expect(clash.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'teacher_busy',
      message: 'The teacher already has a lesson at that time. Pick another time.',
    });
    const zh = await api(r, t)
      .post('/private-lessons', lesson(t, s2, { starts_at: '2030-04-01T03:00:00Z', ends_at: '2030-04-01T04:00:00Z' }))
      .set('Accept-Language', 'zh-TW')
      .expect(409);
    expect(zh.body.message).toBe('這位老師在這個時段已有課程，請選擇其他時間。');
    // Back to back is not an overlap ([start, end) ranges).
    await api(r, t)
      .post('/private-lessons', lesson(t, s2, { starts_at: '2030-04-01T03:30:00Z', ends_at: '2030-04-01T04:30:00Z' }))
      .expect(201);
    await api(r, t).post(`/private-lessons/${first.id}/cancel`).expect(200);
    expect((await api(r, t).post(`/private-lessons/${first.id}/cancel`).expect(409)).body.reason).toBe('lesson_cancelled');
    await api(r, t).post('/private-lessons', lesson(t, s2)).expect(201);
  });

  it('two bookings of one teacher at the same hour at once: one wins, the other is refused by the database', async () => {
    const [t, s] = await pair();
    const admin = await person(r, ['super-admin']);
    const others = [await student(r), await student(r), await student(r)];
    const at = { starts_at: '2030-05-02T09:00:00+08:00', ends_at: '2030-05-02T10:00:00+08:00' };
    const results = await Promise.all([
      api(r, t).post('/private-lessons', lesson(t, s, at)),
      ...others.map((o) => api(r, admin).post('/private-lessons', lesson(t, o, at))),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await r.t.ctx.ds.query(`SELECT count(*)::int AS n FROM private_lessons WHERE teacher_id = $1 AND cancelled_at IS NULL`, [t.id]);
    expect(rows[0].n).toBe(1);
    // Even a write that skips the service cannot double-book: the constraint is the guarantee.
    await expect(
      r.t.ctx.ds.query(
        `INSERT INTO private_lessons (teacher_id, student_id, mode, starts_at, ends_at, time_zone) VALUES ($1, $2, 'online', $3, $4, 'Asia/Taipei')`,
        [t.id, s.id, '2030-05-02T01:30:00Z', '2030-05-02T01:45:00Z'],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('answers 422 per field', async () => {
    const [t, s] = await pair();
    const bad = (over: object) => api(r, t).post('/private-lessons', lesson(t, s, over));
    expectFieldError(await bad({ teacher_id: 'me' }), 'teacher_id', 'validation.id');
    expectFieldError(await bad({ student_id: undefined }), 'student_id', 'validation.required');
    expectFieldError(await bad({ mode: 'radio' }), 'mode', 'coursesApi.validation.mode');
    expectFieldError(await bad({ starts_at: '2030-04-01 10:00' }), 'starts_at', 'coursesApi.validation.dateTime');
    expectFieldError(await bad({ starts_at: '0000-01-01T00:00:00Z' }), 'starts_at', 'coursesApi.validation.dateTime');
    expectFieldError(await bad({ ends_at: '2030-04-01T09:00:00+08:00' }), 'ends_at', 'coursesApi.validation.endsAfterStart');
    expectFieldError(await bad({ ends_at: '2030-04-01T19:00:00+08:00' }), 'ends_at', 'coursesApi.validation.lessonTooLong');
    expectFieldError(await bad({ time_zone: 'Nowhere/City' }), 'time_zone', 'validation.timezone');
    expectFieldError(await bad({ note: 'x'.repeat(1001) }), 'note', 'validation.too_long');
    expectFieldError(await bad({ course_id: 'x' }), 'course_id', 'validation.id');
    const group = await makeCourse(r, t, { type: 'group' });
    expectFieldError(await bad({ course_id: group.id }), 'course_id', 'coursesApi.validation.privateCourse');
    const priv = await makeCourse(r, t, { type: 'private' });
    expect((await bad({ course_id: priv.id }).expect(201)).body.course_id).toBe(priv.id);
  });

  it('a teacher books only themselves and linked students; company-admins their company; students cannot book (403)', async () => {
    const [t, s] = await pair();
    const [otherT, stranger] = [await teacher(r), await student(r)];
    expectFieldError(await api(r, t).post('/private-lessons', lesson(otherT, s)), 'teacher_id', 'coursesApi.validation.teacher');
    expectFieldError(await api(r, t).post('/private-lessons', lesson(t, stranger)), 'student_id', 'coursesApi.validation.student');
    expectFieldError(await api(r, t).post('/private-lessons', lesson(t, t)), 'student_id', 'coursesApi.validation.student');
    expectFieldError(await api(r, t).post('/private-lessons', lesson(s, s)), 'teacher_id', 'coursesApi.validation.teacher');
    await api(r, s).post('/private-lessons', lesson(t, s)).expect(403);
    await api(r, await person(r, ['parent']))
      .post('/private-lessons', lesson(t, s))
      .expect(403);

    const ca = await person(r, ['company-admin']);
    await insertCompany(r.t.ctx.ds, ca.id, t.id, s.id);
    const booked = (await api(r, ca).post('/private-lessons', lesson(t, s)).expect(201)).body;
    expectFieldError(await api(r, ca).post('/private-lessons', lesson(otherT, s)), 'teacher_id', 'coursesApi.validation.teacher');
    // Another teacher or company-admin cannot cancel it (404); a student may not (403).
    await api(r, otherT).post(`/private-lessons/${booked.id}/cancel`).expect(404);
    await api(r, await person(r, ['company-admin']))
      .post(`/private-lessons/${booked.id}/cancel`)
      .expect(404);
    await api(r, s).post(`/private-lessons/${booked.id}/cancel`).expect(403);
    await api(r, t).post('/private-lessons/2147483647/cancel').expect(404);
    expect((await api(r, ca).get('/private-lessons?from=2030-04-01&to=2030-04-01').expect(200)).body.map((l: PrivateLessonDto) => l.id)).toEqual([
      booked.id,
    ]);
    await api(r, ca).post(`/private-lessons/${booked.id}/cancel`).expect(200);
    expectFieldError(await api(r, t).get('/private-lessons?from=2030-04-01'), 'to', 'validation.required');
  });
});
