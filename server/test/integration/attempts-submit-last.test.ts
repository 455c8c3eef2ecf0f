/**
 * The last module's submit as one autocommit statement (issue 17): it answers what the transaction path
 * answers, finishes the attempt once under concurrent submits, writes one grading marker that is graded
 * once, counts a pending leave, and leaves every other case (a deadline passed, someone else's attempt)
 * to the transaction path.
 */
import { LEAVE_GRACE_SECONDS, type AttemptDto } from '@app/shared';
import { api, practice, setupRunner, started, START, taker, type Runner } from './attempts-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());
beforeEach(() => r.clock.set(START));

const withoutNow = (a: AttemptDto) => ({ ...a, serverNow: undefined });

async function sectionAttempt() {
  const student = await taker(r);
  const a = await started(r, student, { practiceId: await practice(r, 'math', { kind: 'section' }) });
  return { student, a };
}

describe('POST /api/attempts/{id}/submit-module on the last module', () => {
  it('answers the state the transaction path answers for the same attempt, and marks it for grading once', async () => {
    const { student, a } = await sectionAttempt();
    const q = a.currentModule!.questions[0];
    await api(r, student).save(a.id, q.id, { answer: '3', marked: true, eliminated: [], seq: 1 }).expect(200);
    r.clock.advance(90_000);
    const done = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(done).toMatchObject({ status: 'finished', currentModule: null, answers: [], breakEndsAt: null, leaveCount: 0 });
    expect(done.finishedAt).toBe(new Date(Date.parse(START) + 90_000).toISOString());
    expect(done.plan).toEqual([expect.objectContaining({ state: 'done', submittedBy: 'student' })]);
    // A second submit finds nothing to do and goes through the locked transaction: the same state.
    const again = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(withoutNow(done)).toEqual(withoutNow(again));
    expect(withoutNow((await api(r, student).get(a.id).expect(200)).body as AttemptDto)).toEqual(withoutNow(done));

    const [row] = await r.t.ctx.ds.query(
      `SELECT a.status, a.finished_at, m.submitted_by, m.submitted_at, m.correct_count, r.status AS result FROM attempts a
         JOIN attempt_modules m ON m.attempt_id = a.id LEFT JOIN results r ON r.attempt_id = a.id WHERE a.id = $1`,
      [a.id],
    );
    expect(row).toMatchObject({ status: 'finished', submitted_by: 'student', correct_count: null });
    expect(row.submitted_at.toISOString()).toBe(done.finishedAt);
    expect(['grading', 'graded']).toContain(row.result);
    await r.t.ctx.queue.drain();
    const [graded] = await r.t.ctx.ds.query(`SELECT status, version, correct_count FROM results WHERE attempt_id = $1`, [a.id]);
    expect(graded).toEqual({ status: 'graded', version: 0, correct_count: 1 });
  });

  it('finishes once under 20 concurrent submits: one close, one result graded once, the same state for all', async () => {
    const { student, a } = await sectionAttempt();
    const results = await Promise.all(Array.from({ length: 20 }, () => api(r, student).submit(a.id, a.currentModule!.id)));
    expect(results.map((x) => x.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((x) => JSON.stringify(withoutNow(x.body as AttemptDto)))).size).toBe(1);
    await r.t.ctx.queue.drain();
    const rows = await r.t.ctx.ds.query(
      `SELECT m.submitted_by, r.status, r.version FROM attempt_modules m JOIN results r ON r.attempt_id = m.attempt_id WHERE m.attempt_id = $1`,
      [a.id],
    );
    expect(rows).toEqual([{ submitted_by: 'student', status: 'graded', version: 0 }]);
  });

  it('counts a leave still pending when the attempt ends', async () => {
    const { student, a } = await sectionAttempt();
    await api(r, student).away(a.id).expect(204);
    r.clock.advance((LEAVE_GRACE_SECONDS + 1) * 1000);
    const done = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(done).toMatchObject({ status: 'finished', leaveCount: 1 });
    const [row] = await r.t.ctx.ds.query(`SELECT leave_count, away_since FROM attempts WHERE id = $1`, [a.id]);
    expect(row).toEqual({ leave_count: 1, away_since: null });
  });

  it("leaves a passed deadline to the transaction path (the deadline's submit), and someone else's attempt answers 404", async () => {
    const { student, a } = await sectionAttempt();
    const other = await taker(r);
    await api(r, other).submit(a.id, a.currentModule!.id).expect(404);
    r.clock.advance(2 * 3600_000);
    const done = (await api(r, student).submit(a.id, a.currentModule!.id).expect(200)).body as AttemptDto;
    expect(done).toMatchObject({ status: 'finished', finishedAt: a.currentModule!.endsAt });
    expect(done.plan[0]).toMatchObject({ state: 'done', submittedBy: 'deadline' });
  });
});
