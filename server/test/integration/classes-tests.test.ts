/** Class tests: sending (422 per field, roles, coins up front), the notice, the lock page, the charged start, explanations. */
import { CLASS_TEST_COINS_PER_START, type ClassTestDto } from '@app/shared';
import { postLedgerEntry } from '../../src/core/coins';
import { expectFieldError } from '../helpers/expect';
import { linkIn } from '../helpers/mailbox';
import { balanceOf, expectBalance, giveCoins } from '../helpers/wallet';
import { MINUTE, practice, setupRunner, START, type Runner } from './attempts-fixtures';
import { answerAndSubmit } from './grading-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

/** A teacher with coins, a class of two students, and a published library practice. */
async function setup(coins = 100) {
  const t = await teacher(r);
  if (coins) await giveCoins(r.t.ctx.ds, t.id, coins);
  const [s1, s2] = [await student(r), await student(r)];
  const c = await classWith(r, t, [s1, s2]);
  const practiceId = await practice(r, 'math', { count: 2 });
  return { t, s1, s2, c, practiceId };
}

const sendBody = (practiceId: number, over: object = {}) => ({
  target_type: 'practice',
  target_id: practiceId,
  all_students: true,
  due_at: at(2 * 24 * HOUR),
  attempts_allowed: 1,
  ...over,
});

describe('sending a class test', () => {
  it('sends to all students, mails each of them the lock page link, and lists it on their practice home', async () => {
    const { t, s1, s2, c, practiceId } = await setup();
    const res = await api(r, t)
      .post(`/classes/${c.id}/tests`, sendBody(practiceId, { title: 'Week 1 quiz' }))
      .expect(201);
    const exam = res.body as ClassTestDto;
    expect(exam).toMatchObject({
      class_id: c.id,
      title: 'Week 1 quiz',
      target_type: 'practice',
      target_id: practiceId,
      assigned_count: 2,
      attempts_allowed: 1,
    });
    expect(exam.opens_at).toBe(START);
    const link = linkIn(await r.t.mailbox.waitFor(s2.email, /Week 1 quiz/));
    expect(link.pathname).toBe(`/class/exam/${exam.id}`);
    const home = (await api(r, s1).get('/class-exams/mine').expect(200)).body as ClassTestDto[];
    expect(home).toEqual([expect.objectContaining({ id: exam.id, due_at: exam.due_at, my_progress: 'not_started', my_attempts_used: 0 })]);
    expect((await api(r, t).get(`/classes/${c.id}/tests`).expect(200)).body.map((x: ClassTestDto) => x.id)).toEqual([exam.id]);
  });

  it('sends to picked students only; a student who joins later gets the tests sent to all', async () => {
    const { t, s1, s2, c, practiceId } = await setup();
    const picked = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { all_students: false, student_ids: [s1.id] }))
        .expect(201)
    ).body;
    const all = (await api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(201)).body;
    expect((await api(r, s2).get('/class-exams/mine').expect(200)).body.map((x: ClassTestDto) => x.id)).toEqual([all.id]);
    await api(r, s2).get(`/class-exams/${picked.id}/lock`).expect(404);
    const late = await student(r);
    await api(r, late).post('/classes/join', { code: c.class_code }).expect(201);
    expect((await api(r, late).get('/class-exams/mine').expect(200)).body.map((x: ClassTestDto) => x.id)).toEqual([all.id]);
  });

  it('answers 422 per field and sends nothing', async () => {
    const { t, c, practiceId } = await setup();
    const other = await teacher(r);
    const privateTest = await practice(r, 'math', { owner: other, publish: false });
    const bad = (over: object) => api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId, over));
    expectFieldError(await bad({ target_type: 'essay' }), 'target_type', 'classesApi.validation.test');
    expectFieldError(await bad({ target_id: 'x' }), 'target_id', 'validation.id');
    expectFieldError(await bad({ target_id: privateTest }), 'target_id', 'classesApi.validation.test');
    expectFieldError(await bad({ target_id: 2147483000 }), 'target_id', 'classesApi.validation.test');
    expectFieldError(await bad({ all_students: 'yes' }), 'all_students', 'validation.boolean');
    expectFieldError(await bad({ all_students: false }), 'student_ids', 'classesApi.validation.students');
    expectFieldError(await bad({ all_students: false, student_ids: [] }), 'student_ids', 'classesApi.validation.students');
    expectFieldError(await bad({ all_students: false, student_ids: [t.id] }), 'student_ids', 'classesApi.validation.studentsInClass');
    expectFieldError(await bad({ all_students: false, student_ids: ['a'] }), 'student_ids[0]', 'validation.id');
    expectFieldError(await bad({ due_at: '2030-03-12' }), 'due_at', 'classesApi.validation.dateTime');
    expectFieldError(await bad({ due_at: at(-HOUR) }), 'due_at', 'classesApi.validation.dueAt');
    expectFieldError(await bad({ opens_at: at(3 * 24 * HOUR) }), 'due_at', 'classesApi.validation.dueAt');
    expectFieldError(await bad({ attempts_allowed: 0 }), 'attempts_allowed', 'classesApi.validation.attemptsAllowed');
    expectFieldError(await bad({ attempts_allowed: 6 }), 'attempts_allowed', 'classesApi.validation.attemptsAllowed');
    expectFieldError(await bad({ title: 'x'.repeat(201) }), 'title', 'validation.too_long');
    expect((await api(r, t).get(`/classes/${c.id}/tests`).expect(200)).body).toEqual([]);
  });

  it('refuses other roles (403), another teacher (404), and a send the owner cannot pay (402 insufficient_coins)', async () => {
    const { t, s1, c, practiceId } = await setup(CLASS_TEST_COINS_PER_START);
    await api(r, s1).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(403);
    await api(r, await person(r, ['parent']))
      .post(`/classes/${c.id}/tests`, sendBody(practiceId))
      .expect(403);
    await api(r, await teacher(r))
      .post(`/classes/${c.id}/tests`, sendBody(practiceId))
      .expect(404);
    const poor = await api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(402);
    expect(poor.body).toMatchObject({ code: 'insufficient_coins', balance: CLASS_TEST_COINS_PER_START, required: 2 * CLASS_TEST_COINS_PER_START });
    // One student is covered.
    await api(r, t)
      .post(`/classes/${c.id}/tests`, sendBody(practiceId, { all_students: false, student_ids: [s1.id] }))
      .expect(201);
  });
});

describe('taking a class test', () => {
  it('the lock page, then a start charged to the owner exactly once under concurrent starts; attempts allowed are kept', async () => {
    const { t, s1, c, practiceId } = await setup();
    const exam = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { opens_at: at(HOUR), attempts_allowed: 2 }))
        .expect(201)
    ).body;
    const lock = (await api(r, s1).get(`/class-exams/${exam.id}/lock`).expect(200)).body;
    expect(lock).toMatchObject({ availability: 'not_open', attempts_used: 0, attempts_allowed: 2, teacher: { id: t.id }, class_name: c.name });
    expect((await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(409)).body.reason).toBe('class_exam_not_open');

    r.clock.advance(2 * HOUR);
    const before = await balanceOf(r.t.ctx.ds, t.id);
    const starts = await Promise.all([1, 2, 3].map(() => api(r, s1).post(`/class-exams/${exam.id}/start`)));
    expect(starts.map((x) => x.status).sort()).toEqual([200, 200, 201]);
    const attemptId = starts[0].body.attempt_id;
    expect(starts.every((x) => x.body.attempt_id === attemptId)).toBe(true);
    await expectBalance(r.t.ctx.ds, t.id, before - CLASS_TEST_COINS_PER_START);
    const [row] = await r.t.ctx.ds.query(`SELECT class_exam_id FROM attempts WHERE id = $1`, [attemptId]);
    expect(row.class_exam_id).toBe(exam.id);
    expect((await api(r, s1).get(`/class-exams/${exam.id}/lock`).expect(200)).body).toMatchObject({ availability: 'resume', attempt_id: attemptId });

    // The runner takes it; POST /attempts of the same test answers the class attempt.
    const a = (await api(r, s1).post('/attempts', { practiceId }).expect(200)).body;
    expect(a.id).toBe(attemptId);
    const done = await answerAndSubmit(r, s1, a, () => '3');
    expect(done.status).toBe('finished');
    const second = await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(201);
    expect(second.body.attempt_id).not.toBe(attemptId);
    await expectBalance(r.t.ctx.ds, t.id, before - 2 * CLASS_TEST_COINS_PER_START);
    const a2 = (await api(r, s1).get(`/attempts/${second.body.attempt_id}`).expect(200)).body;
    await answerAndSubmit(r, s1, a2, () => '7');
    expect((await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(409)).body.reason).toBe('class_exam_no_attempts');
    const after = (await api(r, s1).get(`/class-exams/${exam.id}/lock`).expect(200)).body;
    expect(after).toMatchObject({ availability: 'no_attempts_left', attempts_used: 2 });
    expect(after.results).toHaveLength(2);
    expect((await api(r, s1).get('/class-exams/mine').expect(200)).body[0]).toMatchObject({ my_progress: 'finished', my_attempts_used: 2 });
  });

  it('a restart of a class attempt is a class attempt charged once; past the limit or after the due date it is refused', async () => {
    const { t, s1, s2, c, practiceId } = await setup();
    const exam = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { attempts_allowed: 2 }))
        .expect(201)
    ).body;
    const before = await balanceOf(r.t.ctx.ds, t.id);
    const first = (await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(201)).body.attempt_id;

    // Two restarts at once: one wins, the other finds the attempt no longer running; one charge for attempt 2.
    const restarts = await Promise.all([1, 2].map(() => api(r, s1).post(`/attempts/${first}/restart`)));
    expect(restarts.map((x) => x.status).sort()).toEqual([201, 409]);
    const second = restarts.find((x) => x.status === 201)!.body.id;
    const rows = await r.t.ctx.ds.query(`SELECT id, status, class_exam_id FROM attempts WHERE user_id = $1 ORDER BY id`, [s1.id]);
    expect(rows).toEqual([
      { id: first, status: 'abandoned', class_exam_id: exam.id },
      { id: second, status: 'in_progress', class_exam_id: exam.id },
    ]);
    await expectBalance(r.t.ctx.ds, t.id, before - 2 * CLASS_TEST_COINS_PER_START);
    expect((await api(r, s1).get(`/class-exams/${exam.id}/lock`).expect(200)).body).toMatchObject({ attempts_used: 2, attempt_id: second });
    const [listed] = (await api(r, t).get(`/classes/${c.id}/tests`).expect(200)).body;
    expect(listed).toMatchObject({ assigned_count: 2, in_progress_count: 1, finished_count: 0 });

    // Both attempts used: the restart is refused with the class's message, the running attempt is kept, nothing charged.
    const refused = await api(r, s1).post(`/attempts/${second}/restart`).expect(409);
    expect(refused.body).toMatchObject({ reason: 'class_exam_no_attempts', message: 'You have used every attempt of this class test.' });
    expect((await api(r, s1).get(`/attempts/${second}`).expect(200)).body.status).toBe('in_progress');
    await expectBalance(r.t.ctx.ds, t.id, before - 2 * CLASS_TEST_COINS_PER_START);

    // Another student with an attempt left, restarting after the due date: the test is closed, nothing charged.
    const s2Attempt = (await api(r, s2).post(`/class-exams/${exam.id}/start`).expect(201)).body.attempt_id;
    r.clock.advance(3 * 24 * HOUR);
    expect((await api(r, s2).post(`/attempts/${s2Attempt}/restart`).expect(409)).body.reason).toBe('class_exam_closed');
    await expectBalance(r.t.ctx.ds, t.id, before - 3 * CLASS_TEST_COINS_PER_START);
    r.clock.set(START); // the other tests send from START
  });

  it('a student of an owner without coins is told insufficient_coins; nothing is started', async () => {
    const { t, s1, c, practiceId } = await setup(2 * CLASS_TEST_COINS_PER_START);
    const exam = (await api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(201)).body;
    // The owner spends the coins elsewhere after sending.
    await r.t.ctx.ds.transaction((m) =>
      postLedgerEntry(m, { userId: t.id, type: 'admin_deduction', amount: -2 * CLASS_TEST_COINS_PER_START, notes: 'test' }),
    );
    const res = await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(402);
    expect(res.body).toMatchObject({
      code: 'insufficient_coins',
      message: 'Tests for this class cannot be taken right now; please contact your teacher.',
    });
    expect(await r.t.ctx.ds.query(`SELECT id FROM attempts WHERE class_exam_id = $1`, [exam.id])).toEqual([]);
  });

  it('closed windows, other students, removed students and other roles are refused', async () => {
    const { t, s1, s2, c, practiceId } = await setup();
    const exam = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { all_students: false, student_ids: [s1.id] }))
        .expect(201)
    ).body;
    await api(r, s2).get(`/class-exams/${exam.id}/lock`).expect(404);
    await api(r, s2).post(`/class-exams/${exam.id}/start`).expect(404);
    await api(r, await teacher(r))
      .get(`/class-exams/${exam.id}`)
      .expect(404);
    await api(r, s1).get(`/class-exams/${exam.id}`).expect(403);
    await api(r, t).delete(`/classes/${c.id}/students/${s1.id}`).expect(204);
    await api(r, s1).get(`/class-exams/${exam.id}/lock`).expect(404);
    await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(404);
    expect((await api(r, s1).get('/class-exams/mine').expect(200)).body).toEqual([]);
    expectFieldError(await api(r, s1).get('/class-exams/0/lock'), 'classExamId', 'validation.id');

    const open = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { due_at: at(3 * HOUR) }))
        .expect(201)
    ).body;
    r.clock.advance(4 * HOUR);
    expect((await api(r, s2).post(`/class-exams/${open.id}/start`).expect(409)).body.reason).toBe('class_exam_closed');
    expect((await api(r, s2).get(`/class-exams/${open.id}/lock`).expect(200)).body.availability).toBe('closed');
  });

  it('the teacher edits the window, deletes an unstarted test, not a started one', async () => {
    const { t, s1, c, practiceId } = await setup();
    const exam = (await api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(201)).body;
    const moved = (
      await api(r, t)
        .patch(`/class-exams/${exam.id}`, { due_at: at(5 * 24 * HOUR), attempts_allowed: 3 })
        .expect(200)
    ).body;
    expect(moved).toMatchObject({ due_at: at(5 * 24 * HOUR), attempts_allowed: 3 });
    expectFieldError(await api(r, t).patch(`/class-exams/${exam.id}`, { due_at: at(-5 * 24 * HOUR) }), 'due_at', 'classesApi.validation.dueAt');
    expectFieldError(await api(r, t).patch(`/class-exams/${exam.id}`, { attempts_allowed: 9 }), 'attempts_allowed');
    await api(r, await teacher(r))
      .patch(`/class-exams/${exam.id}`, { attempts_allowed: 2 })
      .expect(404);
    await api(r, s1).post(`/class-exams/${exam.id}/start`).expect(201);
    expect((await api(r, t).delete(`/class-exams/${exam.id}`).expect(409)).body.reason).toBe('class_exam_started');
    const unstarted = (await api(r, t).post(`/classes/${c.id}/tests`, sendBody(practiceId)).expect(201)).body;
    await api(r, t).delete(`/class-exams/${unstarted.id}`).expect(204);
    await api(r, t).get(`/class-exams/${unstarted.id}`).expect(404);
  });

  it('explanations open when the window closes, or earlier when the teacher releases them', async () => {
    const { t, s1, s2, c, practiceId } = await setup();
    const exam = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { due_at: at(5 * 24 * HOUR) }))
        .expect(201)
    ).body;
    const [{ question_id: qid }] = await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [
      practiceId,
    ]);
    const path = `/class-explanations/questions/${qid}?class_exam_id=${exam.id}`;
    await api(r, s1).get(path).expect(403);
    await api(r, s1).post(`/class-exams/${exam.id}/release-explanations`).expect(403);
    expect((await api(r, t).post(`/class-exams/${exam.id}/release-explanations`).expect(200)).body.explanations_released).toBe(true);
    expect((await api(r, s1).get(path).expect(200)).body).toMatchObject({ questionId: qid, answerKey: '3', explanation: 'secret explanation' });
    const otherQuestion = (
      await r.t.ctx.ds.query(`SELECT id FROM questions WHERE id NOT IN (SELECT question_id FROM practice_questions WHERE practice_id = $1) LIMIT 1`, [
        practiceId,
      ])
    )[0].id;
    await api(r, s1).get(`/class-explanations/questions/${otherQuestion}?class_exam_id=${exam.id}`).expect(404);
    await api(r, await student(r))
      .get(path)
      .expect(404);
    expectFieldError(await api(r, s2).get(`/class-explanations/questions/${qid}`), 'class_exam_id', 'validation.required');

    const later = (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, sendBody(practiceId, { due_at: at(6 * 24 * HOUR) }))
        .expect(201)
    ).body;
    const laterPath = `/class-explanations/questions/${qid}?class_exam_id=${later.id}`;
    await api(r, s2).get(laterPath).expect(403);
    r.clock.advance(7 * 24 * HOUR);
    await api(r, s2).get(laterPath).expect(200);
  });
});
