/**
 * Reading results: who sees a result (its taker and admins; 404 for everyone else), the grading state
 * before the job has run, the /testresults list and its filters, the walk-through with keys and
 * explanations, a question's explanation after (never before) the test, the performance history, the
 * previous attempt and the PDF unlock flag.
 */
import request from 'supertest';
import type { PagedDto, QuestionExplanationDto, ResultDto, ResultHistoryDto, ResultSummaryDto, ReviewQuestionDto } from '@app/shared';
import { gradeAttempt } from '../../src/modules/grading/grade-attempt';
import { loadResult } from '../../src/modules/results';
import { expectFieldError } from '../helpers/expect';
import { bearer, createUser, type CreatedUser } from '../helpers/factories';
import { practice, setupRunner, started, taker, type Runner } from './attempts-fixtures';
import { backToMarker, practiceTable, takeToTheEnd } from './grading-fixtures';

let r: Runner;
let owner: CreatedUser;
let practiceId: number;
let attemptId: number;
let questionIds: number[];
beforeAll(async () => {
  r = await setupRunner();
  owner = await taker(r);
  practiceId = await practice(r, 'reading-writing', { count: 2 });
  await practiceTable(r, practiceId, 'reading-writing', 2);
  questionIds = (
    (await r.t.ctx.ds.query(`SELECT question_id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [practiceId])) as {
      question_id: number;
    }[]
  ).map((x) => x.question_id);
  // Right, then wrong.
  attemptId = await takeToTheEnd(r, owner, { practiceId }, (_q, i) => (i === 0 ? 'A' : 'B'));
});
afterAll(() => r.t.close());

const get = (user: CreatedUser | null, url: string) => {
  const req = request(r.t.app).get(url);
  return user ? req.set(bearer(user.token)) : req;
};

describe('GET /api/results/{attemptId}', () => {
  it('answers the taker and admins; anyone else, an unknown or an unfinished attempt get 404; no token 401; a bad id 422', async () => {
    const res = (await get(owner, `/api/results/${attemptId}`).expect(200)).body as ResultDto;
    expect(res).toMatchObject({
      attemptId,
      status: 'graded',
      userId: owner.id,
      target: { type: 'practice', id: practiceId, version: 'digital' },
      total: null,
      sections: [{ name: 'reading-writing', raw: 1, maxRaw: 2, scaled: 300 }],
      counts: { correct: 1, wrong: 1, omitted: 0, unscored: 0 },
      previous: null,
      pdfUnlocked: false,
    });
    expect(res.gradedAt).not.toBeNull();
    expect((await get(r.author, `/api/results/${attemptId}`).expect(200)).body).toEqual(res);
    // The body is what loadResult (the score report's reader) gives.
    expect(JSON.parse(JSON.stringify(await loadResult(r.t.ctx.ds, attemptId)))).toEqual(res);

    const otherStudent = await taker(r);
    const teacher = await createUser(r.t.app, r.t.ctx.ds, ['teacher'], { verified: true });
    for (const u of [otherStudent, teacher]) {
      await get(u, `/api/results/${attemptId}`).expect(404);
      await get(u, `/api/results/${attemptId}/review`).expect(404);
    }
    await get(owner, `/api/results/2147483000`).expect(404);
    await get(null, `/api/results/${attemptId}`).expect(401);
    expectFieldError(await get(owner, `/api/results/abc`), 'attemptId');
    expectFieldError(await get(owner, `/api/results/0/review`), 'attemptId', 'validation.id');
    await get(null, `/api/results/${attemptId}/review`).expect(401);
    await get(null, `/api/results/history`).expect(401);

    const running = await started(r, owner, { practiceId: await practice(r, 'math', { count: 1 }) });
    await get(owner, `/api/results/${running.id}`).expect(404);
  });

  it('shows "grading" without scores until the job has run, then the scores', async () => {
    await backToMarker(r, attemptId, r.clock.now());
    const waiting = (await get(owner, `/api/results/${attemptId}`).expect(200)).body as ResultDto;
    expect(waiting).toMatchObject({ status: 'grading', total: null, sections: [], domains: [], questions: [], gradedAt: null });
    expect(await gradeAttempt(r.t.ctx.ds, r.clock, attemptId)).toBe('graded');
    expect((await get(owner, `/api/results/${attemptId}`).expect(200)).body).toMatchObject({ status: 'graded', sections: [{ raw: 1 }] });
  });

  it('flags an unlocked PDF and points at the previous graded attempt of the same test', async () => {
    const again = await takeToTheEnd(r, owner, { practiceId }, () => 'A');
    await r.t.ctx.ds.query(`INSERT INTO report_unlocks (attempt_id, user_id, method, created_at) VALUES ($1, $2, 'allowance', now())`, [
      again,
      owner.id,
    ]);
    const res = (await get(owner, `/api/results/${again}`).expect(200)).body as ResultDto;
    expect(res.pdfUnlocked).toBe(true);
    expect(res.previous).toMatchObject({ attemptId, total: null });
    expect(res.sections[0]).toMatchObject({ raw: 2, scaled: 400 });
  });
});

describe("GET /api/results (the caller's list)", () => {
  it("lists only the caller's finished attempts, filtered by type, newest first; 422 for a bad type or page", async () => {
    const list = (await get(owner, `/api/results?type=practice`).expect(200)).body as PagedDto<ResultSummaryDto>;
    expect(list.total).toBe(2);
    expect(list.data.map((x) => x.attemptId)).toContain(attemptId);
    expect(list.data[0].sections[0]).toEqual({ name: 'reading-writing', scaled: 400, raw: 2, maxRaw: 2 });
    expect(((await get(owner, `/api/results?type=adaptive`).expect(200)).body as PagedDto<ResultSummaryDto>).total).toBe(0);
    expect(((await get(owner, `/api/results?type=composePractices`).expect(200)).body as PagedDto<ResultSummaryDto>).total).toBe(0);
    expect(((await get(await taker(r), `/api/results`).expect(200)).body as PagedDto<ResultSummaryDto>).data).toEqual([]);
    expectFieldError(await get(owner, `/api/results?type=fullPractice`), 'type');
    expectFieldError(await get(owner, `/api/results?page=0`), 'page');
    expectFieldError(await get(owner, `/api/results?type=practice&type=adaptive`), 'type', 'validation.attempt.type');
    await get(null, `/api/results`).expect(401);
  });
});

describe('GET /api/results/history', () => {
  it("plots the caller's graded results oldest first and sums domains into percentages", async () => {
    const history = (await get(owner, `/api/results/history`).expect(200)).body as ResultHistoryDto;
    expect(history.points.map((p) => p.sections[0].raw)).toEqual([1, 2]);
    // 1 of 2, then 2 of 2: 3 of 4.
    expect(history.domains).toEqual([{ name: 'craft-and-structure', section: 'reading-writing', correct: 3, total: 4, percent: 75 }]);
    expect((await get(await taker(r), `/api/results/history`).expect(200)).body).toEqual({ points: [], domains: [] });
  });
});

describe('the walk-through and explanations', () => {
  it('gives the taker (and admins) every question with answer, key, outcome and explanation', async () => {
    const review = (await get(owner, `/api/results/${attemptId}/review`).expect(200)).body as ReviewQuestionDto[];
    expect(review.map((q) => [q.questionId, q.answer, q.answerKey, q.outcome, q.explanation])).toEqual([
      [questionIds[0], 'A', 'A', 'correct', 'secret explanation'],
      [questionIds[1], 'B', 'A', 'wrong', 'secret explanation'],
    ]);
    expect(review[0].choices).toHaveLength(4);
    expect(review[0].stem).toMatch(/^Stem /);
    await get(r.author, `/api/results/${attemptId}/review`).expect(200);
  });

  it("answers a question's explanation after the test, to its author and admins; 404 before or for others", async () => {
    const res = (await get(owner, `/api/explanations/questions/${questionIds[0]}`).expect(200)).body as QuestionExplanationDto;
    expect(res).toMatchObject({ questionId: questionIds[0], answerKey: 'A', explanation: 'secret explanation', section: 'reading-writing' });

    // Taking the test (not finished yet) does not reveal it.
    const during = await taker(r);
    await started(r, during, { practiceId });
    await get(during, `/api/explanations/questions/${questionIds[0]}`).expect(404);
    await get(await taker(r), `/api/explanations/questions/${questionIds[0]}`).expect(404);
    await get(r.author, `/api/explanations/questions/${questionIds[0]}`).expect(200);
    await get(owner, `/api/explanations/questions/2147483000`).expect(404);
    expectFieldError(await get(owner, `/api/explanations/questions/x`), 'questionId');
    await get(null, `/api/explanations/questions/${questionIds[0]}`).expect(401);
  });
});
