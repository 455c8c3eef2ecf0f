/**
 * Issue 15's seam: a course linked to a public course page (public_page: 422 for an unknown page or a page
 * another active course has), and GET /courses/public/{slug}, the next session a visitor sees without a session.
 */
import type { PublicCourseSessionDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { setupRunner, type Runner } from './attempts-fixtures';
import { api, courseInput, makeCourse, makeSession, person, student, teacher } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const visitor = (slug: string) => api(r, null).get(`/courses/public/${slug}`);

describe('linking a course to a public course page', () => {
  it('sets, shows, changes and clears public_page; 422 for an unknown page', async () => {
    const t = await teacher(r);
    const c = await makeCourse(r, t, { public_page: 'toefl' });
    expect(c.public_page).toBe('toefl');
    const patched = (await api(r, t).patch(`/courses/${c.id}`, { public_page: 'toefl-tutoring' }).expect(200)).body;
    expect(patched.public_page).toBe('toefl-tutoring');
    expect((await api(r, t).patch(`/courses/${c.id}`, { fee: 1 }).expect(200)).body.public_page).toBe('toefl-tutoring');
    expect((await api(r, t).patch(`/courses/${c.id}`, { public_page: null }).expect(200)).body.public_page).toBeNull();
    expectFieldError(
      await api(r, t).post('/courses', courseInput({ public_page: 'sat-physics' as never })),
      'public_page',
      'coursesApi.validation.publicPage',
    );
    expectFieldError(await api(r, t).patch(`/courses/${c.id}`, { public_page: ['toefl'] }), 'public_page', 'coursesApi.validation.publicPage');
    expectFieldError(await api(r, t).patch(`/courses/${c.id}`, { public_page: 5 }), 'public_page', 'coursesApi.validation.publicPage');
  });

  it('allows one active course per page: a second active one is 422, an inactive one may wait with it', async () => {
    const a = await person(r, ['admin']);
    await makeCourse(r, a, { public_page: 'sat-math' });
    expectFieldError(
      await api(r, a).post('/courses', courseInput({ public_page: 'sat-math' })),
      'public_page',
      'coursesApi.validation.publicPageTaken',
    );
    const waiting = await makeCourse(r, a, { public_page: 'sat-math', active: false });
    expectFieldError(await api(r, a).patch(`/courses/${waiting.id}`, { active: true }), 'public_page', 'coursesApi.validation.publicPageTaken');
    const other = await makeCourse(r, a);
    expectFieldError(
      await api(r, a).patch(`/courses/${other.id}`, { public_page: 'sat-math' }),
      'public_page',
      'coursesApi.validation.publicPageTaken',
    );
  });
});

describe('GET /courses/public/{slug}', () => {
  it('answers the next upcoming session to a visitor with nothing private in it', async () => {
    const a = await person(r, ['admin']);
    const c = await makeCourse(r, a, { public_page: 'sat-summer', capacity: 12, fee: 4_500_000 });
    // The later one is created first: the answer is the earliest upcoming, not the first made.
    await makeSession(r, a, c.id, { start_date: '2030-07-06', end_date: '2030-08-10', fee: 5_000_000 });
    await makeSession(r, a, c.id, {
      start_date: '2030-06-01',
      end_date: '2030-07-13',
      fee: 0,
      repeat: { freq: 'weekly', interval: 1, weekdays: ['sa', 'su'] },
    });
    const res = await visitor('sat-summer').expect(200);
    // toEqual: exactly these fields, so no id, owner, join code, city or roster leaks.
    expect(res.body as PublicCourseSessionDto).toEqual({
      slug: 'sat-summer',
      start_date: '2030-06-01',
      end_date: '2030-07-13',
      schedule: {
        mode: 'in_class',
        time_from: '09:00',
        time_to: '12:00',
        time_zone: 'Asia/Taipei',
        weekdays: ['sa', 'su'],
        freq: 'weekly',
        meetings: 13,
      },
      // The session's fee is 0: the course's applies.
      fee: 4_500_000,
      currency: 'TWD',
      seats_left: 12,
    });
  });

  it('counts seats left as capacity less accepted students, never below 0', async () => {
    const a = await person(r, ['admin']);
    const c = await makeCourse(r, a, { public_page: 'act-summer', capacity: 2, fee: 0 });
    await makeSession(r, a, c.id, { fee: 0 });
    const join = async () => {
      const s = await student(r);
      await api(r, s).post('/courses/join', { code: c.join_code }).expect(201);
      return s;
    };
    const [s1, s2, pending] = [await join(), await join(), await join()];
    await api(r, a).put(`/courses/${c.id}/requests/${s1.id}`, { response: 'accepted' }).expect(200);
    let body = (await visitor('act-summer').expect(200)).body as PublicCourseSessionDto;
    expect(body).toMatchObject({ seats_left: 1, fee: null });
    await api(r, a).put(`/courses/${c.id}/requests/${s2.id}`, { response: 'accepted' }).expect(200);
    void pending; // a request not answered takes no seat
    body = (await visitor('act-summer').expect(200)).body as PublicCourseSessionDto;
    expect(body.seats_left).toBe(0);
    // Below the roster by a direct write (capacity cannot be set so through the API): still 0, not negative.
    await r.t.ctx.ds.query(`UPDATE courses SET capacity = 1 WHERE id = $1`, [c.id]);
    expect((await visitor('act-summer').expect(200)).body.seats_left).toBe(0);
  });

  it('answers 404 when no course, no upcoming session, an inactive or ended course, or an unknown page', async () => {
    const a = await person(r, ['admin']);
    await visitor('sat-winter').expect(404);
    const c = await makeCourse(r, a, { public_page: 'sat-winter' });
    await visitor('sat-winter').expect(404); // no session yet
    await makeSession(r, a, c.id, { start_date: '2020-01-04', end_date: '2020-02-01' }); // over
    await visitor('sat-winter').expect(404);
    await makeSession(r, a, c.id);
    await visitor('sat-winter').expect(200);
    await api(r, a).patch(`/courses/${c.id}`, { active: false }).expect(200);
    await visitor('sat-winter').expect(404);
    await api(r, a).patch(`/courses/${c.id}`, { active: true, ended: true }).expect(200);
    await visitor('sat-winter').expect(404);
    const nf = await visitor('no-such-course').expect(404);
    expect(nf.body.code).toBeDefined();
    await visitor('%00').expect((res) => expect([400, 404]).toContain(res.status));
  });
});
