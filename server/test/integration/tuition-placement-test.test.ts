/**
 * The placement test (spec section 9: 4.5 hours): an admin marks a course's test, invites an enrolled student
 * (mail with the lock page's link), the student takes it once in the runner with a 4.5-hour total limit over
 * every module and break, and the arrange API shows the graded score. 422 per field, roles (403), another
 * company's course or enrollment (404), who may start it (only the invited student: 404 for anyone else).
 */
import { PLACEMENT_TEST_SECONDS, type ArrangeDto, type AttemptDto, type PlacementInvitationDto, type PlacementLockDto } from '@app/shared';
import { gradeAttempt } from '../../src/modules/grading/grade-attempt';
import { insertCompany } from '../helpers/admin-fixtures';
import { expectFieldError } from '../helpers/expect';
import { api as runnerApi, MINUTE, practice, practiceSet, rightAnswer, setupRunner, START, started, type Runner } from './attempts-fixtures';
import { api, courseWithClass, makeEnrollment, person, student, teacher } from './tuition-fixtures';
import { makeCourse } from './courses-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
beforeEach(() => r.clock.set(START));
afterAll(() => r.t.close());

const admin = () => person(r, ['super-admin']);
const setTest = (u: Parameters<typeof api>[1], courseId: number, body: object) => api(r, u).put(`/admin/courses/${courseId}/placement-test`, body);
const invite = (u: Parameters<typeof api>[1], enrollmentId: number, body: object) =>
  api(r, u).post(`/admin/enrollments/${enrollmentId}/placement-invitations`, body);
const endsOf = async (attemptId: number) =>
  (
    (await r.t.ctx.ds.query(`SELECT position, ends_at FROM attempt_modules WHERE attempt_id = $1 ORDER BY position`, [attemptId])) as {
      position: number;
      ends_at: Date;
    }[]
  ).map((m) => m.ends_at.toISOString());
const at = (ms: number) => new Date(new Date(START).getTime() + ms).toISOString();

/** A course with a full practice of two 3-hour modules and a 10-minute break: 6 h 10 min by the modules' own limits. */
async function setup() {
  const [a, t] = [await admin(), await teacher(r)];
  const { course, cls } = await courseWithClass(r, a, t);
  const set = await practiceSet(
    r,
    [await practice(r, 'math', { count: 2, minutes: 180 }), await practice(r, 'math', { count: 2, minutes: 180 })],
    600,
  );
  const [amy, ben] = [await student(r), await student(r)];
  const e = await makeEnrollment(r, course.id, {
    locale: 'en-US',
    students: [
      { name: 'Amy Lin', email: amy.email },
      { name: 'Ben Lin', email: ben.email },
    ],
  });
  return { a, t, course, cls, set, amy, ben, e };
}

describe('the placement test', () => {
  it('is taken once by the invited student in the runner within 4.5 hours in all, and its score shows on the arrange screen', async () => {
    const { a, course, set, amy, ben, e } = await setup();
    const marked = await setTest(a, course.id, { target_type: 'fullPractice', target_id: set }).expect(200);
    expect(marked.body).toMatchObject({ course_id: course.id, target_type: 'fullPractice', target_id: set, total_seconds: 4.5 * 3600 });
    expect(PLACEMENT_TEST_SECONDS).toBe(16_200);

    const inv = (await invite(a, e.id, { enrollment_student_id: e.students[0].id }).expect(201)).body as PlacementInvitationDto;
    expect(inv).toMatchObject({ user_id: amy.id, status: 'invited', attempt_id: null, score: null });
    const mail = await r.t.mailbox.waitFor(amy.email, /placement test/);
    expect(mail.text).toContain(`/placement/${inv.id}`);
    expect(mail.text).toContain('4.5 hours');
    // Inviting again answers the same invitation.
    expect((await invite(a, e.id, { enrollment_student_id: e.students[0].id }).expect(200)).body.id).toBe(inv.id);

    // Only the invited student reaches the lock page and the start: the sibling, another student, the admin: 404.
    for (const u of [ben, await student(r), a]) {
      await api(r, u).get(`/placement-tests/${inv.id}`).expect(404);
      await api(r, u).post(`/placement-tests/${inv.id}/start`).expect(404);
    }
    await api(r, null).post(`/placement-tests/${inv.id}/start`).expect(401);
    const lock = (await api(r, amy).get(`/placement-tests/${inv.id}`).expect(200)).body as PlacementLockDto;
    expect(lock).toMatchObject({ status: 'invited', total_seconds: 16_200, attempt_id: null, deadline_at: null });

    const start = (await api(r, amy).post(`/placement-tests/${inv.id}/start`).expect(201)).body as { attempt_id: number };
    expect((await api(r, amy).post(`/placement-tests/${inv.id}/start`).expect(200)).body.attempt_id).toBe(start.attempt_id);
    expect((await api(r, amy).get(`/placement-tests/${inv.id}`).expect(200)).body).toMatchObject({
      status: 'in_progress',
      deadline_at: at(PLACEMENT_TEST_SECONDS * 1000),
    });
    // The runner takes it like any attempt; a restart would be a second placement attempt: refused.
    await runnerApi(r, amy).restart(start.attempt_id).expect(403);
    let a1 = (await runnerApi(r, amy).get(start.attempt_id).expect(200)).body as AttemptDto;
    expect(await endsOf(a1.id)).toEqual([at(180 * MINUTE)]);

    // Module 1 to its end, the break, then module 2: by its own limit it would end at 6 h 10 min; the total limit ends it at 4.5 h.
    for (const q of a1.currentModule!.questions)
      await runnerApi(r, amy)
        .save(a1.id, q.id, { answer: rightAnswer('math'), marked: false, eliminated: [], seq: 1 })
        .expect(200);
    r.clock.advance(190 * MINUTE);
    a1 = (await runnerApi(r, amy).get(a1.id).expect(200)).body as AttemptDto;
    expect(a1.status).toBe('in_progress');
    expect(await endsOf(a1.id)).toEqual([at(180 * MINUTE), at(PLACEMENT_TEST_SECONDS * 1000)]);
    const arrangeNow = (await api(r, a).get(`/admin/enrollments/${e.id}/arrange`).expect(200)).body as ArrangeDto;
    expect(arrangeNow.students[0].placement_test).toMatchObject({ status: 'in_progress', score: null });
    r.clock.advance(80 * MINUTE + 1000);
    a1 = (await runnerApi(r, amy).get(a1.id).expect(200)).body as AttemptDto;
    expect(a1).toMatchObject({ status: 'finished', finishedAt: at(PLACEMENT_TEST_SECONDS * 1000) });

    // Graded by the ordinary grading path; the arrange screen shows the score next to the student.
    await r.t.ctx.queue.drain();
    await gradeAttempt(r.t.ctx.ds, r.clock, a1.id);
    const [{ score }] = await r.t.ctx.ds.query(`SELECT score FROM results WHERE attempt_id = $1`, [a1.id]);
    expect(score).not.toBeNull();
    const arrange = (await api(r, a).get(`/admin/enrollments/${e.id}/arrange`).expect(200)).body as ArrangeDto;
    expect(arrange.placement_test).toMatchObject({ course_id: course.id, target_id: set });
    expect(arrange.students.map((s) => s.placement_test && { status: s.placement_test.status, score: s.placement_test.score })).toEqual([
      { status: 'finished', score },
      null,
    ]);
    // Taken once.
    expect((await api(r, amy).post(`/placement-tests/${inv.id}/start`).expect(409)).body.reason).toBe('placement_taken');
  });

  it('stretches the total limit by the student’s extra time, and refuses a start while the same test runs outside the invitation', async () => {
    const { a, course, amy, ben, e } = await setup();
    const single = await practice(r, 'math', { count: 1, minutes: 300 });
    await setTest(a, course.id, { target_type: 'practice', target_id: single }).expect(200);
    await r.t.ctx.ds.query(`UPDATE users SET extra_time_percent = 50 WHERE id = $1`, [amy.id]);
    const inv = (await invite(a, e.id, { enrollment_student_id: e.students[0].id }).expect(201)).body as PlacementInvitationDto;
    const s = (await api(r, amy).post(`/placement-tests/${inv.id}/start`).expect(201)).body as { attempt_id: number };
    // 300 min × 1.5 = 450 min by the module; 4.5 h × 1.5 = 405 min in all.
    expect(await endsOf(s.attempt_id)).toEqual([at(405 * MINUTE)]);

    await r.t.ctx.ds.query(`UPDATE users SET roles = ARRAY['student', 'pro'] WHERE id = $1`, [ben.id]);
    await started(r, ben, { practiceId: single });
    const benInv = (await invite(a, e.id, { enrollment_student_id: e.students[1].id }).expect(201)).body as PlacementInvitationDto;
    expect((await api(r, ben).post(`/placement-tests/${benInv.id}/start`).expect(409)).body.reason).toBe('attempt_running');
  });

  it('ends the attempt at 4.5 hours when a module or a break reaches the limit: the later modules never start', async () => {
    const { a, course, amy, ben, e } = await setup();
    const long = await practiceSet(r, [await practice(r, 'math', { count: 1, minutes: 300 }), await practice(r, 'math', { count: 1, minutes: 30 })]);
    await setTest(a, course.id, { target_type: 'fullPractice', target_id: long }).expect(200);
    const inv = (await invite(a, e.id, { enrollment_student_id: e.students[0].id }).expect(201)).body as PlacementInvitationDto;
    const s = (await api(r, amy).post(`/placement-tests/${inv.id}/start`).expect(201)).body as { attempt_id: number };
    r.clock.advance(PLACEMENT_TEST_SECONDS * 1000 + 1000);
    const done = (await runnerApi(r, amy).get(s.attempt_id).expect(200)).body as AttemptDto;
    expect(done).toMatchObject({ status: 'finished', finishedAt: at(PLACEMENT_TEST_SECONDS * 1000) });
    expect(await endsOf(s.attempt_id)).toEqual([at(PLACEMENT_TEST_SECONDS * 1000)]);

    // A break that would run into the limit: the attempt ends when the module before it is submitted.
    r.clock.set(START);
    const withBreak = await practiceSet(
      r,
      [await practice(r, 'math', { count: 1, minutes: 260 }), await practice(r, 'math', { count: 1, minutes: 30 })],
      900,
    );
    await setTest(a, course.id, { target_type: 'fullPractice', target_id: withBreak }).expect(200);
    const benInv = (await invite(a, e.id, { enrollment_student_id: e.students[1].id }).expect(201)).body as PlacementInvitationDto;
    const b = (await api(r, ben).post(`/placement-tests/${benInv.id}/start`).expect(201)).body as { attempt_id: number };
    r.clock.advance(261 * MINUTE);
    expect((await runnerApi(r, ben).get(b.attempt_id).expect(200)).body).toMatchObject({ status: 'finished', finishedAt: at(260 * MINUTE) });
  });

  it('answers 422 per field and 409 without a placement test', async () => {
    const { a, course, e } = await setup();
    const draft = await practice(r, 'math', { count: 1, publish: false });
    expect((await invite(a, e.id, { enrollment_student_id: e.students[0].id }).expect(409)).body.reason).toBe('no_placement_test');
    const bad = (body: object) => setTest(a, course.id, { target_type: 'practice', target_id: draft, ...body });
    expectFieldError(await bad({ target_type: undefined }), 'target_type', 'validation.required');
    expectFieldError(await bad({ target_type: 'adaptive' }), 'target_type', 'tuitionApi.validation.placementTestType');
    expectFieldError(await bad({ target_type: ['practice'] }), 'target_type', 'tuitionApi.validation.placementTestType');
    expectFieldError(await bad({ target_id: undefined }), 'target_id', 'validation.required');
    expectFieldError(await bad({ target_id: 'x' }), 'target_id', 'validation.id');
    expectFieldError(await bad({}), 'target_id', 'tuitionApi.validation.placementTest');
    expectFieldError(await bad({ target_id: 2147483647 }), 'target_id', 'tuitionApi.validation.placementTest');
    expectFieldError(await setTest(a, 0, { target_type: 'practice', target_id: draft }), 'courseId', 'validation.id');
    await setTest(a, 2147483647, { target_type: 'practice', target_id: await practice(r, 'math', { count: 1 }) }).expect(404);

    await setTest(a, course.id, { target_type: 'practice', target_id: await practice(r, 'math', { count: 1 }) }).expect(200);
    const other = await makeEnrollment(r, course.id);
    expectFieldError(await invite(a, e.id, {}), 'enrollment_student_id', 'validation.required');
    expectFieldError(await invite(a, e.id, { enrollment_student_id: 'x' }), 'enrollment_student_id', 'validation.id');
    expectFieldError(
      await invite(a, e.id, { enrollment_student_id: other.students[0].id }),
      'enrollment_student_id',
      'tuitionApi.validation.student',
    );
    const noMail = await makeEnrollment(r, course.id, { students: [{ name: 'No Mail', email: null }] });
    expectFieldError(
      await invite(a, noMail.id, { enrollment_student_id: noMail.students[0].id }),
      'enrollment_student_id',
      'tuitionApi.validation.studentEmail',
    );
    const archived = await makeEnrollment(r, course.id, { status: 'archived' });
    expect((await invite(a, archived.id, { enrollment_student_id: archived.students[0].id }).expect(409)).body.reason).toBe('enrollment_closed');
    expectFieldError(await api(r, a).get('/placement-tests/abc'), 'invitationId', 'validation.id');
    expectFieldError(await api(r, a).post('/placement-tests/0/start'), 'invitationId', 'validation.id');
  });

  it('refuses roles outside the back office (403); another company’s course or enrollment answers 404', async () => {
    const { course, e } = await setup();
    const test = await practice(r, 'math', { count: 1 });
    for (const roles of [['teacher'], ['student'], ['parent']] as const) {
      const u = await person(r, [...roles]);
      await setTest(u, course.id, { target_type: 'practice', target_id: test }).expect(403);
      await invite(u, e.id, { enrollment_student_id: e.students[0].id }).expect(403);
    }
    await setTest(null, course.id, { target_type: 'practice', target_id: test }).expect(401);

    const [ca, otherCa, t, otherT] = [await person(r, ['company-admin']), await person(r, ['company-admin']), await teacher(r), await teacher(r)];
    await insertCompany(r.t.ctx.ds, ca.id, t.id);
    await insertCompany(r.t.ctx.ds, otherCa.id, otherT.id);
    const mine = await makeCourse(r, ca);
    const mineE = await makeEnrollment(r, mine.id);
    await setTest(otherCa, mine.id, { target_type: 'practice', target_id: test }).expect(404);
    await setTest(ca, mine.id, { target_type: 'practice', target_id: test }).expect(200);
    await invite(otherCa, mineE.id, { enrollment_student_id: mineE.students[0].id }).expect(404);
    await invite(ca, mineE.id, { enrollment_student_id: mineE.students[0].id }).expect(201);
  });
});
