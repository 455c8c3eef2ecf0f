/** Class results: per class test (distribution, per question, who has not started or finished), CSV, per class, per student, the teacher's students. */
import request from 'supertest';
import type { ClassTestResultsDto } from '@app/shared';
import { bearer, uid } from '../helpers/factories';
import { expectFieldError } from '../helpers/expect';
import { giveCoins } from '../helpers/wallet';
import { MINUTE, practice, setupRunner, START, type Runner } from './attempts-fixtures';
import { answerAndSubmit } from './grading-fixtures';
import { api, classWith, person, student, teacher } from './classes-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

/** A class of four: one right on everything, one wrong on everything, one started, one not started. */
async function taken() {
  const t = await teacher(r);
  await giveCoins(r.t.ctx.ds, t.id, 100);
  const students = [await student(r), await student(r), await student(r), await student(r)];
  const c = await classWith(r, t, students);
  const practiceId = await practice(r, 'math', { count: 2 });
  const exam = (
    await api(r, t)
      .post(`/classes/${c.id}/tests`, {
        target_type: 'practice',
        target_id: practiceId,
        all_students: true,
        due_at: at(2 * 24 * 60 * MINUTE),
        attempts_allowed: 1,
      })
      .expect(201)
  ).body;
  const take = async (i: number, answer: string | null) => {
    const s = students[i];
    const start = await api(r, s).post(`/class-exams/${exam.id}/start`).expect(201);
    if (answer === null) return;
    const a = (await api(r, s).get(`/attempts/${start.body.attempt_id}`).expect(200)).body;
    await answerAndSubmit(r, s, a, () => answer);
  };
  await take(0, '3');
  await take(1, '7');
  await take(2, null);
  await r.t.ctx.queue.drain();
  return { t, c, exam, students, practiceId };
}

describe('results of a class test', () => {
  it('shows the distribution, per-question percent correct, and who has not started or finished', async () => {
    const { t, exam, students } = await taken();
    const res = (await api(r, t).get(`/class-exams/${exam.id}/results`).expect(200)).body as ClassTestResultsDto;
    expect(res.counts).toEqual({ not_started: 1, in_progress: 1, finished: 2 });
    const byId = new Map(res.students.map((s) => [s.student.id, s]));
    expect(byId.get(students[0].id)).toMatchObject({ progress: 'finished', score: 100, attempts_used: 1 });
    expect(byId.get(students[1].id)).toMatchObject({ progress: 'finished', score: 0 });
    expect(byId.get(students[2].id)).toMatchObject({ progress: 'in_progress', score: null });
    expect(byId.get(students[3].id)).toMatchObject({ progress: 'not_started', attempts_used: 0 });
    expect(res.distribution).toHaveLength(10);
    expect(res.distribution[0]).toEqual({ from: 0, to: 10, count: 1 });
    expect(res.distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(res.average).toBe(50);
    expect(res.questions).toHaveLength(2);
    expect(res.questions.every((q) => q.percent_correct === 50 && q.answered === 2 && q.domain === 'algebra')).toBe(true);

    const csv = await api(r, t).get(`/class-exams/${exam.id}/results.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('student_id');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes(`"${students[0].id}"`) && l.includes('"finished"') && l.includes('"100"'))).toBe(true);
  });

  it('per class and per student: the grid of best scores, scores over time, domains and skills', async () => {
    const { t, c, exam, students } = await taken();
    const grid = (await api(r, t).get(`/classes/${c.id}/results`).expect(200)).body;
    expect(grid.tests).toEqual([expect.objectContaining({ id: exam.id, average: 50 })]);
    const row = grid.students.find((s: { student: { id: number } }) => s.student.id === students[0].id);
    expect(row).toMatchObject({ scores: [100], progress: ['finished'] });
    const one = (await api(r, t).get(`/classes/${c.id}/students/${students[0].id}/results`).expect(200)).body;
    expect(one.scores).toEqual([expect.objectContaining({ class_exam_id: exam.id, score: 100 })]);
    expect(one.domains).toEqual([{ domain: 'algebra', skill: null, answered: 2, percent_correct: 100 }]);
    expect(one.skills).toEqual([{ domain: 'algebra', skill: 'linear-functions', answered: 2, percent_correct: 100 }]);
    await api(r, t)
      .get(`/classes/${c.id}/students/${(await student(r)).id}/results`)
      .expect(404);
  });

  it("refuses students (403), another teacher's class (404); company admins of the class's company read it", async () => {
    const { t, c, exam, students } = await taken();
    await api(r, students[0]).get(`/class-exams/${exam.id}/results`).expect(403);
    await api(r, t).get(`/class-exams/${exam.id}/results`).expect(200);
    await api(r, await person(r, ['parent']))
      .get(`/classes/${c.id}/results`)
      .expect(403);
    const other = await teacher(r);
    await api(r, other).get(`/class-exams/${exam.id}/results`).expect(404);
    await api(r, other).get(`/class-exams/${exam.id}/results.csv`).expect(404);
    await api(r, other).get(`/classes/${c.id}/results`).expect(404);
    await api(r, other).get(`/classes/${c.id}/students/${students[0].id}/results`).expect(404);
    await request(r.t.app).get(`/api/class-exams/${exam.id}/results`).expect(401);
    expectFieldError(await api(r, t).get('/class-exams/x/results'), 'classExamId', 'validation.id');

    const [{ id: companyId }] = await r.t.ctx.ds.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Co ${uid()}`]);
    const admin = await person(r, ['company-admin']);
    await r.t.ctx.ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [companyId, admin.id]);
    await api(r, admin).get(`/class-exams/${exam.id}/results`).expect(404);
    await r.t.ctx.ds.query(`UPDATE classes SET company_id = $2 WHERE id = $1`, [c.id, companyId]);
    await api(r, admin).get(`/class-exams/${exam.id}/results`).expect(200);
  });
});

describe("the teacher's students", () => {
  it('lists the students of their classes, one of them with results and attempts; others answer 404', async () => {
    const { t, c, exam, students } = await taken();
    const list = (await api(r, t).get('/teacher/users?per_page=100').expect(200)).body;
    expect(list.total).toBe(4);
    expect(list.data.map((u: { id: number }) => u.id).sort()).toEqual(students.map((s) => s.id).sort());
    expect(list.data[0].classes).toEqual([{ id: c.id, name: c.name }]);
    const found = (await api(r, t).get(`/teacher/users?search=${students[1].username}`).expect(200)).body;
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([students[1].id]);

    const one = (await api(r, t).get(`/teacher/users/${students[0].id}`).expect(200)).body;
    expect(one).toMatchObject({ id: students[0].id, email: students[0].email, results: { scores: [expect.objectContaining({ score: 100 })] } });
    const exams = (await api(r, t).get(`/teacher/users/${students[0].id}/user-exams`).expect(200)).body;
    expect(exams.data).toEqual([expect.objectContaining({ class_exam_id: exam.id, status: 'finished', target_type: 'practice' })]);

    const other = await teacher(r);
    expect((await api(r, other).get('/teacher/users').expect(200)).body.total).toBe(0);
    await api(r, other).get(`/teacher/users/${students[0].id}`).expect(404);
    await api(r, other).get(`/teacher/users/${students[0].id}/user-exams`).expect(404);
    await api(r, students[0]).get('/teacher/users').expect(403);
    await api(r, students[0]).get(`/company/users/${students[1].id}/user-exams`).expect(403);
    expectFieldError(await api(r, t).get('/teacher/users?page=0'), 'page', 'validation.page');

    // A removed student is no longer the teacher's.
    await api(r, t).delete(`/classes/${c.id}/students/${students[0].id}`).expect(204);
    await api(r, t).get(`/teacher/users/${students[0].id}`).expect(404);
    await request(r.t.app).get(`/api/teacher/users/${students[1].id}`).set(bearer(t.token)).expect(200);
  });

  it("session-class/list: the caller's unarchived classes; students are refused", async () => {
    const { t, c, students } = await taken();
    const list = (await api(r, t).get('/session-class/list').expect(200)).body;
    expect(list).toEqual([{ id: c.id, name: c.name, method: 'online', start_date: '2030-03-01', end_date: '2030-06-30', student_count: 4 }]);
    await api(r, t).post(`/classes/${c.id}/archive`).expect(200);
    expect((await api(r, t).get('/session-class/list').expect(200)).body).toEqual([]);
    await api(r, students[0]).get('/session-class/list').expect(403);
  });
});
