/** Private lesson logs with attendance (docs/payroll.md): who writes them, 422 per field, cancelled and future lessons, the activity log. */
import type { PrivateLessonDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, book, companyAdminOf, logBody, pair, person, teacher } from './payroll-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner(); // the clock stands at 2030-03-10T12:00Z
});
afterAll(() => r.t.close());

const PAST = ['2030-03-02T10:00:00+08:00', '2030-03-02T11:30:00+08:00'] as const;

describe('private lesson logs', () => {
  it("the lesson's teacher logs attendance, topic, homework and notes; minutes come from the lesson's times; rewriting and removing are logged", async () => {
    const { t, s } = await pair(r);
    const l = await book(r, t, s, ...PAST);
    expect(l.log).toBeNull();
    const res = await api(r, t)
      .put(`/private-lessons/${l.id}/log`, logBody({ topic: '  Linear equations  ' }))
      .expect(200);
    expect((res.body as PrivateLessonDto).log).toMatchObject({
      state: 'present',
      topic: 'Linear equations',
      homework: 'Set 4',
      notes: 'Confident',
      minutes: 90,
      logged_by: { id: t.id },
    });
    const listed = (await api(r, s).get('/private-lessons?from=2030-03-02&to=2030-03-02').expect(200)).body as PrivateLessonDto[];
    expect(listed[0].log).toMatchObject({ state: 'present', minutes: 90 });

    await api(r, t)
      .put(`/private-lessons/${l.id}/log`, logBody({ state: 'late', homework: undefined, notes: undefined }))
      .expect(200);
    const rows = await r.t.ctx.ds.query(
      `SELECT actor_id, target_user_id, details FROM activity_log WHERE action = 'private-lesson.log' AND details->>'lesson_id' = $1 ORDER BY id`,
      [String(l.id)],
    );
    expect(rows).toEqual([
      expect.objectContaining({ actor_id: t.id, target_user_id: s.id, details: expect.objectContaining({ from: null, to: 'present', minutes: 90 }) }),
      expect.objectContaining({ details: expect.objectContaining({ from: 'present', to: 'late' }) }),
    ]);
    const [stored] = await r.t.ctx.ds.query(`SELECT homework, notes FROM private_lesson_logs WHERE lesson_id = $1`, [l.id]);
    expect(stored).toEqual({ homework: '', notes: '' });

    const removed = (await api(r, t).delete(`/private-lessons/${l.id}/log`).expect(200)).body as PrivateLessonDto;
    expect(removed.log).toBeNull();
    await api(r, t).delete(`/private-lessons/${l.id}/log`).expect(404);
    const [del] = await r.t.ctx.ds.query(
      `SELECT details FROM activity_log WHERE action = 'private-lesson.log.delete' AND details->>'lesson_id' = $1`,
      [String(l.id)],
    );
    expect(del.details).toMatchObject({ from: 'late' });
  });

  it('422 per field', async () => {
    const { t, s } = await pair(r);
    const l = await book(r, t, s, ...PAST);
    const put = (body: object) => api(r, t).put(`/private-lessons/${l.id}/log`, body);
    expectFieldError(await put(logBody({ state: undefined })), 'state', 'payrollApi.validation.state');
    expectFieldError(await put(logBody({ state: 'asleep' })), 'state', 'payrollApi.validation.state');
    expectFieldError(await put(logBody({ state: ['present'] })), 'state', 'payrollApi.validation.state');
    expectFieldError(await put(logBody({ topic: '   ' })), 'topic', 'payrollApi.validation.topic');
    expectFieldError(await put(logBody({ topic: 'x'.repeat(201) })), 'topic', 'validation.too_long');
    expectFieldError(await put(logBody({ homework: 'x'.repeat(4001) })), 'homework', 'validation.too_long');
    expectFieldError(await put(logBody({ notes: 42 })), 'notes', 'validation.string');
    expectFieldError(await api(r, t).put('/private-lessons/0/log', logBody()), 'lessonId');
    expectFieldError(await api(r, t).put('/private-lessons/2147483648/log', logBody()), 'lessonId');
    const zh = await put(logBody({ topic: '' })).set('Accept-Language', 'zh-CN');
    expect(zh.body.errors.topic).toEqual(['请填写这节课的内容。']);
  });

  it('roles: students and parents 403; another teacher or company 404; admins and the teacher’s company-admin may write', async () => {
    const { t, s, companyId } = await pair(r);
    const l = await book(r, t, s, ...PAST);
    const path = `/private-lessons/${l.id}/log`;
    await api(r, s).put(path, logBody()).expect(403);
    await api(r, await person(r, ['parent']))
      .put(path, logBody())
      .expect(403);
    await api(r, null).put(path, logBody()).expect(401);
    await api(r, await teacher(r))
      .put(path, logBody())
      .expect(404);
    await api(r, await teacher(r))
      .delete(path)
      .expect(404);
    const other = await pair(r);
    await api(r, await companyAdminOf(r, other.companyId))
      .put(path, logBody())
      .expect(404);
    await api(r, await companyAdminOf(r, companyId))
      .put(path, logBody({ state: 'absent' }))
      .expect(200);
    const admin = await person(r, ['admin']);
    const res = await api(r, admin)
      .put(path, logBody({ state: 'excused' }))
      .expect(200);
    expect(res.body.log).toMatchObject({ state: 'excused', logged_by: { id: admin.id } });
    await api(r, t).put('/private-lessons/2147483000/log', logBody()).expect(404);
  });

  it('a cancelled lesson answers 409 lesson_cancelled, a lesson not started yet 409 lesson_not_started', async () => {
    const { t, s } = await pair(r);
    const cancelled = await book(r, t, s, '2030-03-03T10:00:00+08:00', '2030-03-03T11:00:00+08:00');
    await api(r, t).post(`/private-lessons/${cancelled.id}/cancel`).expect(200);
    const c = await api(r, t).put(`/private-lessons/${cancelled.id}/log`, logBody()).expect(409);
    expect(c.body).toMatchObject({ reason: 'lesson_cancelled' });
    const future = await book(r, t, s, '2030-03-20T10:00:00+08:00', '2030-03-20T11:00:00+08:00');
    const f = await api(r, t).put(`/private-lessons/${future.id}/log`, logBody()).expect(409);
    expect(f.body).toMatchObject({ reason: 'lesson_not_started', message: 'This lesson has not started yet: log it once it has begun.' });
    // A lesson running now may be logged.
    const now = await book(r, t, s, '2030-03-10T11:30:00Z', '2030-03-10T12:30:00Z');
    await api(r, t).put(`/private-lessons/${now.id}/log`, logBody()).expect(200);
  });

  it('two logs of one lesson at once: both land in turn (the lesson row is locked), one row, the second logged as a change of the first', async () => {
    const { t, s } = await pair(r);
    const l = await book(r, t, s, ...PAST);
    const [a, b] = await Promise.all([
      api(r, t).put(`/private-lessons/${l.id}/log`, logBody({ state: 'present' })),
      api(r, t).put(`/private-lessons/${l.id}/log`, logBody({ state: 'late' })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await r.t.ctx.ds.query(`SELECT count(*)::int AS n FROM private_lesson_logs WHERE lesson_id = $1`, [l.id]);
    expect(rows[0].n).toBe(1);
    const logs: { details: { from: string | null; to: string } }[] = await r.t.ctx.ds.query(
      `SELECT details FROM activity_log WHERE action = 'private-lesson.log' AND details->>'lesson_id' = $1 ORDER BY id`,
      [String(l.id)],
    );
    expect(logs).toHaveLength(2);
    expect(logs[0].details.from).toBeNull();
    expect(logs[1].details.from).toBe(logs[0].details.to);
  });
});
