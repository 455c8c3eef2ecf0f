/**
 * Grading many attempts at once (issue 17's class finish): one transaction grades a mix of attempts
 * exactly as grading each alone does, and the 'grade-attempt' grader puts the jobs that arrive while a
 * grading runs into the next one, falling back to one attempt at a time when a batch fails.
 */
import { gradeAttempt, gradeAttempts } from '../../src/modules/grading/grade-attempt';
import { attemptGrader } from '../../src/modules/grading/grading-batcher';
import { practice, rightAnswer, setupRunner, started, taker, wrongAnswer, type Runner } from './attempts-fixtures';
import { backToMarker, practiceTable, resultRow, takeToTheEnd } from './grading-fixtures';

let r: Runner;
beforeAll(async () => {
  r = await setupRunner();
});
afterAll(() => r.t.close());

/** `count` attempts finished on a practice of its own with a score table (graded by the app's queue), then back to their markers; with the clean rows. */
async function finishedAtMarkers(count: number, section: 'math' | 'reading-writing' = 'reading-writing') {
  const practiceId = await practice(r, section, { count: 3 });
  await practiceTable(r, practiceId, section, 3);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const student = await taker(r);
    // Student i answers the first i questions right, so the attempts grade differently.
    ids.push(await takeToTheEnd(r, student, { practiceId }, (_qid, q) => (q < i % 4 ? rightAnswer(section) : wrongAnswer(section))));
  }
  const clean = new Map<number, Record<string, unknown> | undefined>();
  for (const id of ids) clean.set(id, await resultRow(r, id));
  for (const id of ids) await backToMarker(r, id, r.clock.now());
  return { ids, clean };
}

describe('gradeAttempts: many attempts in one transaction', () => {
  it('grades each finished attempt as grading it alone does, leaves a graded one, skips an unfinished or missing one', async () => {
    const reading = await finishedAtMarkers(3);
    const math = await finishedAtMarkers(1, 'math');
    const graded = await finishedAtMarkers(1);
    await gradeAttempt(r.t.ctx.ds, r.clock, graded.ids[0]);
    const before = await resultRow(r, graded.ids[0]);
    const unfinished = await started(r, await taker(r), { practiceId: await practice(r, 'math', { count: 1 }) });

    const ids = [...reading.ids, math.ids[0], graded.ids[0], unfinished.id, 2_000_000_000, reading.ids[0]];
    const outcomes = await gradeAttempts(r.t.ctx.ds, r.clock, ids);

    expect(Object.fromEntries(outcomes)).toEqual({
      [reading.ids[0]]: 'graded',
      [reading.ids[1]]: 'graded',
      [reading.ids[2]]: 'graded',
      [math.ids[0]]: 'graded',
      [graded.ids[0]]: 'already-graded',
      [unfinished.id]: 'not-finished',
      [2_000_000_000]: 'not-finished',
    });
    for (const { ids: group, clean } of [reading, math]) for (const id of group) expect(await resultRow(r, id)).toEqual(clean.get(id));
    expect(await resultRow(r, graded.ids[0])).toEqual(before);
    expect(await resultRow(r, unfinished.id)).toBeUndefined();
    // A second run finds every one graded.
    expect([...(await gradeAttempts(r.t.ctx.ds, r.clock, reading.ids)).values()]).toEqual(['already-graded', 'already-graded', 'already-graded']);
  });

  it('two overlapping batches at once write each result once', async () => {
    const { ids, clean } = await finishedAtMarkers(4);
    const [a, b] = await Promise.all([gradeAttempts(r.t.ctx.ds, r.clock, ids), gradeAttempts(r.t.ctx.ds, r.clock, [...ids].reverse())]);
    for (const id of ids) {
      expect([a.get(id), b.get(id)].sort()).toEqual(['already-graded', 'graded']);
      expect(await resultRow(r, id)).toEqual(clean.get(id));
    }
  });
});

describe("the 'grade-attempt' grader", () => {
  afterEach(() => jest.restoreAllMocks());

  it('grades the first job at once and the jobs arriving meanwhile together in the next transaction', async () => {
    const { ids, clean } = await finishedAtMarkers(4);
    const transactions = jest.spyOn(r.t.ctx.ds, 'transaction');
    const grade = attemptGrader(r.t.ctx.ds, r.clock);
    expect(await Promise.all(ids.map((id) => grade(id)))).toEqual(['graded', 'graded', 'graded', 'graded']);
    expect(transactions).toHaveBeenCalledTimes(2);
    for (const id of ids) expect(await resultRow(r, id)).toEqual(clean.get(id));
  });

  it('takes at most the batch size per transaction', async () => {
    const { ids } = await finishedAtMarkers(4);
    const transactions = jest.spyOn(r.t.ctx.ds, 'transaction');
    const grade = attemptGrader(r.t.ctx.ds, r.clock, { batchMax: 2 });
    await Promise.all(ids.map((id) => grade(id)));
    // The first alone, then 2 + 1.
    expect(transactions).toHaveBeenCalledTimes(3);
  });

  it('a failed batch grades its attempts one at a time, so one bad attempt fails only its own job', async () => {
    const { ids, clean } = await finishedAtMarkers(3);
    const transactions = jest.spyOn(r.t.ctx.ds, 'transaction');
    const grade = attemptGrader(r.t.ctx.ds, r.clock);
    const first = grade(ids[0]);
    // The batch of the two that wait fails (as a row that cannot be graded would fail it).
    transactions.mockRejectedValueOnce(new Error('batch failed'));
    const rest = ids.slice(1).map((id) => grade(id));
    expect(await Promise.all([first, ...rest])).toEqual(['graded', 'graded', 'graded']);
    // 1 + the failed batch + 2 alone.
    expect(transactions).toHaveBeenCalledTimes(4);
    for (const id of ids) expect(await resultRow(r, id)).toEqual(clean.get(id));
  });

  it('waits while requests wait for a connection (busy), and grades anyway once its job has waited the longest deferral', async () => {
    const { ids, clean } = await finishedAtMarkers(2);
    let asked = 0;
    const eventually = attemptGrader(r.t.ctx.ds, r.clock, { busy: () => ++asked < 3, pollMs: 1 });
    expect(await eventually(ids[0])).toBe('graded');
    expect(asked).toBe(3);
    const always = attemptGrader(r.t.ctx.ds, r.clock, { busy: () => true, maxDeferMs: 20, pollMs: 5 });
    expect(await always(ids[1])).toBe('graded');
    for (const id of ids) expect(await resultRow(r, id)).toEqual(clean.get(id));
  });
});
