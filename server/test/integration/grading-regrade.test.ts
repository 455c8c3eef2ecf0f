/**
 * Regrade: after an author changes an answer key, a bulk regrade of the practice's attempts updates each
 * result (scores, outcomes, version), shows its progress and logs what changed; running it again changes
 * nothing. Who may ask: the test's author and admins (role and ownership refusals, validation); each
 * accepted request is in the activity log (regrade.run).
 */
import request from 'supertest';
import type { RegradeRunDto, ResultDto } from '@app/shared';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { practice, setupRunner, taker, type Runner } from './attempts-fixtures';
import { practiceTable, resultRow, takeToTheEnd } from './grading-fixtures';

let r: Runner;
let teacher: CreatedUser;
beforeAll(async () => {
  r = await setupRunner();
  teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
});
afterAll(() => r.t.close());

const regrade = (user: CreatedUser, body: Record<string, unknown>) => request(r.t.app).post('/api/regrades').set(bearer(user.token)).send(body);
const run = (user: CreatedUser, id: number | string) => request(r.t.app).get(`/api/regrades/${id}`).set(bearer(user.token));
const result = async (user: CreatedUser, attemptId: number) =>
  (await request(r.t.app).get(`/api/results/${attemptId}`).set(bearer(user.token)).expect(200)).body as ResultDto;

/** The activity log entries of regrade runs of the practice. */
const regradeActivity = (practiceId: number) =>
  r.t.ctx.ds.query(
    `SELECT actor_id, target_user_id, details FROM activity_log WHERE action = 'regrade.run' AND details->>'target_id' = $1 ORDER BY id`,
    [String(practiceId)],
  );

/** A 3-question Math practice (key 3 each) with a table raw i -> 200 + 100 i, and its question ids. */
async function mathPractice(): Promise<{ practiceId: number; questionIds: number[] }> {
  const practiceId = await practice(r, 'math', { count: 3 });
  await practiceTable(r, practiceId, 'math', 3);
  const rows = (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [practiceId])) as {
    question_id: number;
  }[];
  return { practiceId, questionIds: rows.map((x) => x.question_id) };
}

describe('regrade after an answer-key change', () => {
  it('regrades every finished attempt of the practice, shows progress, logs the changes, and a second run changes nothing', async () => {
    const { practiceId, questionIds } = await mathPractice();
    const [ann, bob] = [await taker(r), await taker(r)];
    // Ann: 3, 3, 5 (raw 2); Bob: 5, 5, 5 (raw 0).
    const annAttempt = await takeToTheEnd(r, ann, { practiceId }, (_q, i) => (i < 2 ? '3' : '5'));
    const bobAttempt = await takeToTheEnd(r, bob, { practiceId }, () => '5');
    expect((await result(ann, annAttempt)).sections[0]).toMatchObject({ raw: 2, scaled: 400 });

    // The author decides the third question's answer is 5.
    await request(r.t.app).patch(`/api/questions/${questionIds[2]}`).set(bearer(r.author.token)).send({ answer_key: '5' }).expect(200);
    const started = await regrade(r.author, { practiceId });
    expect(started.status).toBe(202);
    const body = started.body as RegradeRunDto;
    expect(body).toMatchObject({ target: { type: 'practice', id: practiceId }, status: 'queued', total: 2, done: 0, changed: 0, log: [] });

    await r.t.ctx.queue.drain();
    const done = (await run(r.author, body.id).expect(200)).body as RegradeRunDto;
    expect(done).toMatchObject({ status: 'done', total: 2, done: 2, changed: 2, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(done.log).toEqual(
      expect.arrayContaining([
        { attemptId: annAttempt, before: { total: null, correct: 2 }, after: { total: null, correct: 3 } },
        { attemptId: bobAttempt, before: { total: null, correct: 0 }, after: { total: null, correct: 1 } },
      ]),
    );

    const ann2 = await result(ann, annAttempt);
    expect(ann2.sections[0]).toMatchObject({ raw: 3, maxRaw: 3, scaled: 500 });
    expect(ann2.questions[2]).toMatchObject({ answerKey: '5', answer: '5', outcome: 'correct' });
    expect((await result(bob, bobAttempt)).sections[0]).toMatchObject({ raw: 1, scaled: 300 });
    expect(await resultRow(r, annAttempt)).toMatchObject({ version: 1, correct_count: 3 });

    // The same job again, and a new run: nothing left to change, nothing logged.
    await r.t.ctx.queue.enqueue('regrade', { runId: body.id });
    const again = (await regrade(r.author, { practiceId }).expect(202)).body as RegradeRunDto;
    await r.t.ctx.queue.drain();
    expect((await run(r.author, body.id).expect(200)).body).toMatchObject({ done: 2, changed: 2 });
    expect((await run(r.author, again.id).expect(200)).body).toMatchObject({ status: 'done', done: 2, changed: 0, log: [] });
    expect(await resultRow(r, annAttempt)).toMatchObject({ version: 1 });
  });

  it('a score-table change regrades the scaled score only', async () => {
    const { practiceId } = await mathPractice();
    const ann = await taker(r);
    const attemptId = await takeToTheEnd(r, ann, { practiceId }, () => '3');
    expect((await result(ann, attemptId)).sections[0].scaled).toBe(500);
    await r.t.ctx.ds.query(
      `UPDATE score_tables SET rows = '[{"raw":0,"scaled":200},{"raw":1,"scaled":400},{"raw":2,"scaled":600},{"raw":3,"scaled":800}]' WHERE practice_id = $1`,
      [practiceId],
    );
    const { id } = (await regrade(r.author, { practiceId }).expect(202)).body as RegradeRunDto;
    await r.t.ctx.queue.drain();
    expect((await run(r.author, id).expect(200)).body).toMatchObject({ status: 'done', changed: 1 });
    expect((await result(ann, attemptId)).sections[0]).toMatchObject({ raw: 3, scaled: 800 });
  });
});

describe('who may regrade', () => {
  it('the owning teacher may; another teacher is refused (403); students are refused (403); no token is 401', async () => {
    const own = await practice(r, 'math', { owner: teacher, publish: false });
    const res = await regrade(teacher, { practiceId: own }).expect(202);
    await r.t.ctx.queue.drain();
    expect((await run(teacher, res.body.id).expect(200)).body).toMatchObject({ status: 'done', total: 0 });

    const other = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    await regrade(other, { practiceId: own }).expect(403);
    // The accepted request is in the activity log, the refused one is not.
    expect(await regradeActivity(own)).toEqual([
      { actor_id: teacher.id, target_user_id: null, details: { run_id: res.body.id, target_type: 'practice', target_id: own, attempts: 0 } },
    ]);
    await run(other, res.body.id).expect(403);
    const student = await taker(r);
    await regrade(student, { practiceId: own }).expect(403);
    await run(student, res.body.id).expect(403);
    await request(r.t.app).post('/api/regrades').send({ practiceId: own }).expect(401);
    // Admins see every run.
    await run(r.author, res.body.id).expect(200);
  });

  it("shows a failed run's raw error text (SQL names) to admins only; its teacher sees the failure without it", async () => {
    const own = await practice(r, 'math', { owner: teacher, publish: false });
    const { id } = (await regrade(teacher, { practiceId: own }).expect(202)).body as RegradeRunDto;
    await r.t.ctx.queue.drain();
    const raw = 'duplicate key value violates unique constraint "results_pkey"';
    await r.t.ctx.ds.query(`UPDATE regrade_runs SET status = 'failed', error = $2 WHERE id = $1`, [id, raw]);
    expect((await run(teacher, id).expect(200)).body).toMatchObject({ status: 'failed', error: null });
    expect((await run(r.author, id).expect(200)).body).toMatchObject({ status: 'failed', error: raw });
  });

  it('validates the target: exactly one id (422 per field); unknown targets and runs are 404 for admins', async () => {
    expectFieldError(await regrade(r.author, {}), 'practiceId');
    expectFieldError(await regrade(r.author, { practiceId: 1, adaptiveId: 1 }), 'practiceId');
    expectFieldError(await regrade(r.author, { composePracticeId: 'x' }), 'composePracticeId');
    expectFieldError(await run(r.author, 'abc'), 'id');
    await regrade(r.author, { adaptiveId: 2147483000 }).expect(404);
    await run(r.author, 2147483000).expect(404);
  });
});
