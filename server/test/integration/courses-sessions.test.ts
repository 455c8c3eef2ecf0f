/** Course sessions: recurring meetings by rule in the session's zone, holidays and make-ups, the calendar, access. */
import type { CalendarEntryDto, CourseSessionDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, makeCourse, makeSession, sessionInput, student, teacher } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const starts = (s: CourseSessionDto) => s.meetings.map((m) => m.starts_at);

describe('sessions and their meetings', () => {
  it('expands a weekly rule into meetings at the local time of the session (GMT+8 by default), with the iCalendar rule', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const s = await makeSession(r, t, c.id, { repeat: { freq: 'weekly', interval: 1, weekdays: ['sa', 'tu'] } });
    expect(s).toMatchObject({ time_zone: 'Asia/Taipei', currency: 'TWD', fee: 300_000, prepay: true, mode: 'in_class', tags: ['math'] });
    expect(s.rrule).toBe('DTSTART;TZID=Asia/Taipei:20300316T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,TU;UNTIL=20300406T235900');
    // 09:00 in Taipei is 01:00 UTC; Saturdays 16, 23, 30 March and 6 April, Tuesdays 19, 26 March and 2 April.
    expect(starts(s)).toEqual(['03-16', '03-19', '03-23', '03-26', '03-30', '04-02', '04-06'].map((d) => `2030-${d}T01:00:00.000Z`));
    expect(s.meetings[0]).toMatchObject({ ends_at: '2030-03-16T04:00:00.000Z', kind: 'regular', cancelled: false });
    const listed = (await api(r, t).get(`/courses/${c.id}/sessions`).expect(200)).body as CourseSessionDto[];
    expect(listed.map((x) => x.id)).toEqual([s.id]);
  });

  it('keeps the wall-clock time across a daylight-saving change in the zone the session names', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t, { currency: 'USD', fee: 120_000 });
    const s = await makeSession(r, t, c.id, {
      time_zone: 'America/New_York',
      start_date: '2030-03-05',
      end_date: '2030-03-12',
      time_from: '19:00',
      time_to: '20:30',
      repeat: { freq: 'weekly', interval: 1, weekdays: [] },
    });
    // 19:00 EST is 00:00Z the next day; after 10 March (EDT) it is 23:00Z.
    expect(starts(s)).toEqual(['2030-03-06T00:00:00.000Z', '2030-03-12T23:00:00.000Z']);
    expect(s.currency).toBe('USD');
  });

  it('a single meeting without a rule; a daily rule every 2 days; a monthly one', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const once = await makeSession(r, t, c.id, { repeat: null, end_date: null, start_date: '2030-05-01' });
    expect(starts(once)).toEqual(['2030-05-01T01:00:00.000Z']);
    expect(once.rrule).toBeNull();
    const daily = await makeSession(r, t, c.id, {
      repeat: { freq: 'daily', interval: 2, weekdays: [] },
      start_date: '2030-05-01',
      end_date: '2030-05-06',
    });
    expect(starts(daily).map((x) => x.slice(0, 10))).toEqual(['2030-05-01', '2030-05-03', '2030-05-05']);
    const monthly = await makeSession(r, t, c.id, {
      repeat: { freq: 'monthly', interval: 1, weekdays: [] },
      start_date: '2030-05-31',
      end_date: '2030-08-31',
    });
    // RFC 5545: a month without a 31st has no meeting (June); July and August do.
    expect(starts(monthly).map((x) => x.slice(0, 10))).toEqual(['2030-05-31', '2030-07-31', '2030-08-31']);
  });

  it('answers 422 per field', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const bad = (over: object) => api(r, t).post(`/courses/${c.id}/sessions`, { ...sessionInput(), ...over });
    expectFieldError(await bad({ title: ' ' }), 'title', 'validation.required');
    expectFieldError(await bad({ city: 'x'.repeat(81) }), 'city', 'validation.too_long');
    expectFieldError(await bad({ fee: 1.5 }), 'fee', 'coursesApi.validation.fee');
    expectFieldError(await bad({ prepay: 'no' }), 'prepay', 'validation.boolean');
    expectFieldError(await bad({ mode: 'radio' }), 'mode', 'coursesApi.validation.mode');
    expectFieldError(await bad({ start_date: 'soon' }), 'start_date', 'validation.date');
    expectFieldError(await bad({ start_date: '0000-01-01' }), 'start_date', 'validation.date');
    expectFieldError(await bad({ end_date: '2030-03-01' }), 'end_date', 'coursesApi.validation.endDate');
    expectFieldError(await bad({ end_date: null }), 'end_date', 'coursesApi.validation.endDateForRule');
    expectFieldError(await bad({ time_from: '9am' }), 'time_from', 'coursesApi.validation.time');
    expectFieldError(await bad({ time_to: '24:00' }), 'time_to', 'coursesApi.validation.time');
    expectFieldError(await bad({ time_to: '08:00' }), 'time_to', 'coursesApi.validation.timeOrder');
    expectFieldError(await bad({ time_zone: 'Mars/Olympus' }), 'time_zone', 'validation.timezone');
    expectFieldError(await bad({ repeat: 'weekly' }), 'repeat', 'coursesApi.validation.repeat');
    expectFieldError(await bad({ repeat: { freq: 'hourly', interval: 1 } }), 'repeat.freq', 'coursesApi.validation.freq');
    expectFieldError(await bad({ repeat: { freq: 'weekly', interval: 0 } }), 'repeat.interval', 'coursesApi.validation.interval');
    expectFieldError(
      await bad({ repeat: { freq: 'weekly', interval: 1, weekdays: ['xx'] } }),
      'repeat.weekdays[0]',
      'coursesApi.validation.weekdays',
    );
    expectFieldError(
      await bad({ repeat: { freq: 'daily', interval: 1 }, end_date: '2032-01-01' }),
      'repeat',
      'coursesApi.validation.tooManyMeetings',
    );
    expectFieldError(await bad({ test: 5 }), 'test', 'coursesApi.validation.test');
    expectFieldError(await bad({ test: { target_type: 'essay', target_id: 1 } }), 'test.target_type', 'coursesApi.validation.test');
    expectFieldError(await bad({ test: { target_type: 'practice', target_id: 2147483000 } }), 'test', 'classesApi.validation.test');
    expectFieldError(await bad({ class_id: 2147483000 }), 'class_id', 'coursesApi.validation.class');
    expectFieldError(await bad({ class_id: 'x' }), 'class_id', 'validation.id');
    expectFieldError(await bad({ tags: 'math' }), 'tags', 'coursesApi.validation.tags');
    expectFieldError(await bad({ tags: ['x'.repeat(31)] }), 'tags[0]', 'coursesApi.validation.tag');
    expect((await api(r, t).get(`/courses/${c.id}/sessions`).expect(200)).body).toEqual([]);
  });

  it('links a class of the session-class list', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const cls = (await api(r, t).post('/classes', { name: 'Cohort A', method: 'in_person', capacity: 10 }).expect(201)).body;
    const s = await makeSession(r, t, c.id, { class_id: cls.id });
    expect(s.class).toEqual({ id: cls.id, name: 'Cohort A' });
    const other = await teacher(r);
    const theirs = await makeCourse(r, other);
    expectFieldError(
      await api(r, other).post(`/courses/${theirs.id}/sessions`, sessionInput({ class_id: cls.id })),
      'class_id',
      'coursesApi.validation.class',
    );
  });

  it('a changed rule keeps the meetings it still produces (ids and cancellations), drops the others, adds new ones', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const s = await makeSession(r, t, c.id);
    const [first, second] = s.meetings;
    await api(r, t).post(`/course-meetings/${second.id}/cancel`, { reason: 'Tomb-Sweeping Day' }).expect(200);
    const changed = (await api(r, t).patch(`/course-sessions/${s.id}`, { end_date: '2030-03-23', time_to: '11:30' }).expect(200))
      .body as CourseSessionDto;
    expect(changed.meetings.map((m) => [m.id, m.cancelled, m.ends_at])).toEqual([
      [first.id, false, '2030-03-16T03:30:00.000Z'],
      [second.id, true, '2030-03-23T03:30:00.000Z'],
    ]);
    const log = await r.t.ctx.ds.query(`SELECT details FROM activity_log WHERE action = 'course.session.update' AND details->>'session_id' = $1`, [
      String(s.id),
    ]);
    expect(log[0].details.changes).toMatchObject({ endDate: ['2030-04-06', '2030-03-23'], timeTo: ['12:00', '11:30'] });
  });

  it('holidays cancel a meeting, a make-up adds one, only make-ups are deleted; each is logged', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t);
    const s = await makeSession(r, t, c.id);
    const m = s.meetings[0];
    const cancelled = await api(r, t).post(`/course-meetings/${m.id}/cancel`, { reason: ' Peace Memorial Day ' }).expect(200);
    expect(cancelled.body).toMatchObject({ cancelled: true, cancel_reason: 'Peace Memorial Day' });
    expect((await api(r, t).post(`/course-meetings/${m.id}/cancel`, { reason: 'again' }).expect(409)).body.reason).toBe('meeting_cancelled');
    expectFieldError(await api(r, t).post(`/course-meetings/${m.id}/cancel`, {}), 'reason', 'validation.required');
    const makeup = await api(r, t)
      .post(`/course-sessions/${s.id}/makeups`, { date: '2030-03-17', time_from: '14:00', time_to: '17:00', note: 'For 16 March' })
      .expect(201);
    expect(makeup.body).toMatchObject({
      kind: 'makeup',
      starts_at: '2030-03-17T06:00:00.000Z',
      ends_at: '2030-03-17T09:00:00.000Z',
      note: 'For 16 March',
    });
    expectFieldError(
      await api(r, t).post(`/course-sessions/${s.id}/makeups`, { date: '2030-03-17', time_from: '14:00', time_to: '17:00' }),
      'date',
      'coursesApi.validation.meetingExists',
    );
    expectFieldError(
      await api(r, t).post(`/course-sessions/${s.id}/makeups`, { date: '2030-03-18', time_from: '14:00', time_to: '13:00' }),
      'time_to',
      'coursesApi.validation.timeOrder',
    );
    expectFieldError(
      await api(r, t).post(`/course-sessions/${s.id}/makeups`, { date: 'x', time_from: '14:00', time_to: '15:00' }),
      'date',
      'validation.date',
    );
    expect((await api(r, t).delete(`/course-meetings/${m.id}`).expect(409)).body.reason).toBe('not_makeup');
    await api(r, t).post(`/course-meetings/${m.id}/restore`).expect(200);
    expect((await api(r, t).post(`/course-meetings/${m.id}/restore`).expect(409)).body.reason).toBe('meeting_not_cancelled');
    await api(r, t).delete(`/course-meetings/${makeup.body.id}`).expect(204);
    const actions = (await r.t.ctx.ds.query(`SELECT action FROM activity_log WHERE details->>'course_id' = $1 ORDER BY id`, [String(c.id)])).map(
      (x: { action: string }) => x.action,
    );
    expect(actions).toEqual([
      'course.create',
      'course.session.create',
      'course.meeting.cancel',
      'course.makeup.add',
      'course.meeting.restore',
      'course.makeup.delete',
    ]);
    await api(r, t).delete(`/course-sessions/${s.id}`).expect(204);
    await api(r, t).post(`/course-meetings/${m.id}/cancel`, { reason: 'x' }).expect(404);
  });

  it("another teacher's course and its sessions and meetings answer 404; students 403 on changes, 404 on reading before acceptance", async () => {
    const [t, other, s] = [await teacher(r), await teacher(r), await student(r)];
    const c = await makeCourse(r, t);
    const session = await makeSession(r, t, c.id);
    const m = session.meetings[0];
    await api(r, other).post(`/courses/${c.id}/sessions`, sessionInput()).expect(404);
    await api(r, other).patch(`/course-sessions/${session.id}`, { title: 'x' }).expect(404);
    await api(r, other).delete(`/course-sessions/${session.id}`).expect(404);
    await api(r, other).post(`/course-sessions/${session.id}/makeups`, { date: '2030-03-17', time_from: '14:00', time_to: '15:00' }).expect(404);
    await api(r, other).post(`/course-meetings/${m.id}/cancel`, { reason: 'x' }).expect(404);
    await api(r, other).post(`/course-meetings/${m.id}/restore`).expect(404);
    await api(r, other).delete(`/course-meetings/${m.id}`).expect(404);
    await api(r, other).get(`/courses/${c.id}/sessions`).expect(404);
    await api(r, s).post(`/courses/${c.id}/sessions`, sessionInput()).expect(403);
    await api(r, s).patch(`/course-sessions/${session.id}`, { title: 'x' }).expect(403);
    await api(r, s).post(`/course-meetings/${m.id}/cancel`, { reason: 'x' }).expect(403);
    await api(r, s).get(`/courses/${c.id}/sessions`).expect(404);
    await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
    await api(r, s).get(`/courses/${c.id}/sessions`).expect(404);
    await api(r, t).put(`/courses/${c.id}/requests/${s.id}`, { response: 'accepted' }).expect(200);
    expect((await api(r, s).get(`/courses/${c.id}/sessions`).expect(200)).body).toHaveLength(1);
  });
});

describe('the calendar', () => {
  it('shows an accepted student and the manager the meetings of the range (cancelled ones with the reason), nobody else', async () => {
    const [t, s, outsider] = [await teacher(r), await student(r), await student(r)];
    const c = await makeCourse(r, t);
    const session = await makeSession(r, t, c.id);
    await api(r, t).post(`/course-meetings/${session.meetings[1].id}/cancel`, { reason: 'Holiday' }).expect(200);
    await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
    await api(r, t).put(`/courses/${c.id}/requests/${s.id}`, { response: 'accepted' }).expect(200);
    const read = async (u: typeof s, q: string) => (await api(r, u).get(`/course-calendar?${q}`).expect(200)).body as CalendarEntryDto[];
    const week = await read(s, 'from=2030-03-16&to=2030-03-23');
    expect(week.map((e) => [e.kind, e.starts_at, e.cancelled, e.cancel_reason])).toEqual([
      ['meeting', '2030-03-16T01:00:00.000Z', false, null],
      ['meeting', '2030-03-23T01:00:00.000Z', true, 'Holiday'],
    ]);
    expect(week[0]).toMatchObject({ title: 'Saturday math', course_id: c.id, course_title: { 'en-US': 'SAT Summer Intensive' }, mode: 'in_class' });
    expect(await read(t, `from=2030-03-16&to=2030-03-16&course_id=${c.id}`)).toHaveLength(1);
    expect(await read(outsider, 'from=2030-03-16&to=2030-03-23')).toEqual([]);
    expectFieldError(await api(r, s).get('/course-calendar?from=2030-03-16'), 'to', 'validation.required');
    expectFieldError(await api(r, s).get('/course-calendar?from=2030-03-16&to=2030-03-10'), 'to', 'coursesApi.validation.rangeOrder');
    expectFieldError(await api(r, s).get('/course-calendar?from=2030-03-01&to=2030-06-01'), 'to', 'coursesApi.validation.rangeTooLong');
    expectFieldError(await api(r, s).get('/course-calendar?from=2030-03-01&to=2030-03-02&time_zone=Nowhere'), 'time_zone', 'validation.timezone');
    await api(r, null).get('/course-calendar?from=2030-03-16&to=2030-03-23').expect(401);
  });
});
