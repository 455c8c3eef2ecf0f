/**
 * The class results grid folds one row per attempt in the service (issue 13's bench): it must answer what
 * the grouped query (PROGRESS_SQL, progressOf) answers, on attempts of every kind: several finished ones
 * (the best score counts), a running one beside a finished one (finished wins), a running one alone, a
 * student removed from the class (gone from the rows, still in the test's average), and nobody.
 */
import type { ClassResultsDto } from '@app/shared';
import { giveCoins } from '../helpers/wallet';
import { MINUTE, practice, setupRunner, START, type Runner } from './attempts-fixtures';
import { answerAndSubmit } from './grading-fixtures';
import { api, classWith, student, teacher } from './classes-fixtures';
import { classTestsRepository, progressOf } from '../../src/modules/classes/class-tests.repository';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

const at = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

it('answers per student and test what the grouped progress query answers, and averages every best score', async () => {
  const t = await teacher(r);
  await giveCoins(r.t.ctx.ds, t.id, 100);
  const s = [await student(r), await student(r), await student(r), await student(r), await student(r)];
  const c = await classWith(r, t, s);
  const practiceId = await practice(r, 'math', { count: 2 });
  const send = async (due: number) =>
    (
      await api(r, t)
        .post(`/classes/${c.id}/tests`, { target_type: 'practice', target_id: practiceId, all_students: true, due_at: at(due), attempts_allowed: 3 })
        .expect(201)
    ).body as { id: number };
  const first = await send(2 * 24 * 60 * MINUTE);
  const second = await send(3 * 24 * 60 * MINUTE);
  /** Starts the test for student i; with an answer, takes it to the end with that answer on every question. */
  const take = async (examId: number, i: number, answer: string | null) => {
    const started = await api(r, s[i]).post(`/class-exams/${examId}/start`).expect(201);
    if (answer === null) return;
    const a = (await api(r, s[i]).get(`/attempts/${started.body.attempt_id}`).expect(200)).body;
    await answerAndSubmit(r, s[i], a, () => answer);
  };
  await take(first.id, 0, '7'); // 0 points, then
  await take(first.id, 0, '3'); // full marks: the best counts
  await take(first.id, 1, null); // running
  await take(first.id, 2, '3'); // finished, then removed from the class
  await take(second.id, 0, '7'); // finished with 0, then
  await take(second.id, 0, null); // running again: still finished
  await take(second.id, 3, '7');
  await r.t.ctx.queue.drain();
  await api(r, t).delete(`/classes/${c.id}/students/${s[2].id}`).expect(204);

  const grid = (await api(r, t).get(`/classes/${c.id}/results`).expect(200)).body as ClassResultsDto;

  // The same cells and averages the way the grid was computed before (the grouped query).
  const exams = [first.id, second.id];
  const rows = await classTestsRepository(r.t.ctx.ds).progress(exams);
  const cell = (e: number, u: number) => rows.find((p) => p.classExamId === e && p.userId === u);
  const average = (e: number) => {
    const scores = rows.filter((p) => p.classExamId === e && p.score !== null).map((p) => p.score!);
    return scores.length ? Math.round((10 * scores.reduce((x, y) => x + y, 0)) / scores.length) / 10 : null;
  };
  expect(grid.tests.map((x) => ({ id: x.id, average: x.average }))).toEqual(exams.map((e) => ({ id: e, average: average(e) })));
  const active = [s[0], s[1], s[3], s[4]];
  expect(grid.students.map((x) => x.student.id).sort()).toEqual(active.map((u) => u.id).sort());
  for (const row of grid.students) {
    expect(row.scores).toEqual(exams.map((e) => cell(e, row.student.id)?.score ?? null));
    expect(row.progress).toEqual(exams.map((e) => progressOf(cell(e, row.student.id))));
  }

  // And what that is, spelled out.
  const of = (u: number) => grid.students.find((x) => x.student.id === u)!;
  expect(of(s[0].id)).toMatchObject({ scores: [100, 0], progress: ['finished', 'finished'] });
  expect(of(s[1].id)).toMatchObject({ scores: [null, null], progress: ['in_progress', 'not_started'] });
  expect(of(s[3].id)).toMatchObject({ scores: [null, 0], progress: ['not_started', 'finished'] });
  expect(of(s[4].id)).toMatchObject({ scores: [null, null], progress: ['not_started', 'not_started'] });
  // The removed student's full marks still count in the first test's average: (100 + 100) / 2.
  expect(grid.tests.find((x) => x.id === first.id)!.average).toBe(100);
});
