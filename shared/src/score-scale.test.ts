import { describe, expect, it } from 'vitest';
import {
  rawShare,
  routeAfterModule1,
  scaledScore,
  scaleOf,
  scoreTableProblem,
  sectionsOfScoreType,
  SECTION_SCALE,
  TEST_SCORE_SCALE,
  type ScoreRow,
} from './score-scale';

const linear = (n: number, from = 200, step = 10): ScoreRow[] =>
  Array.from({ length: n + 1 }, (_, raw) => ({ raw, scaled: Math.min(800, from + raw * step) }));

describe('routeAfterModule1', () => {
  it('routes at or above the threshold to the harder module', () => {
    expect(routeAfterModule1(15, 15)).toBe('harder');
    expect(routeAfterModule1(16, 15)).toBe('harder');
    expect(routeAfterModule1(14, 15)).toBe('easier');
    expect(routeAfterModule1(0, 0)).toBe('harder');
  });
});

describe('scales', () => {
  it('gives paper Reading and Writing 10-40 and the rest 200-800', () => {
    expect(scaleOf('reading')).toEqual(TEST_SCORE_SCALE);
    expect(scaleOf('writing-language')).toEqual(TEST_SCORE_SCALE);
    expect(scaleOf('math')).toEqual(SECTION_SCALE);
    expect(scaleOf('reading-writing')).toEqual(SECTION_SCALE);
  });
  it('counts both paper Math sections for paper Math', () => {
    expect(sectionsOfScoreType('math', 'paper')).toEqual(['math-no-calculator', 'math-calculator']);
    expect(sectionsOfScoreType('math', 'digital')).toEqual(['math']);
    expect(sectionsOfScoreType('reading', 'paper')).toEqual(['reading']);
  });
});

describe('scoreTableProblem', () => {
  it('accepts a contiguous, non-decreasing table on the scale', () => {
    expect(scoreTableProblem(linear(4), SECTION_SCALE, 4)).toBeNull();
    expect(
      scoreTableProblem(
        [
          { raw: 0, scaled: 10 },
          { raw: 1, scaled: 10 },
          { raw: 2, scaled: 40, lower: 38, upper: 40 },
        ],
        TEST_SCORE_SCALE,
        2,
      ),
    ).toBeNull();
  });
  it('refuses gaps, missing ends, extra rows and disorder', () => {
    const gap = linear(4).filter((r) => r.raw !== 2);
    expect(scoreTableProblem(gap, SECTION_SCALE, 4)).toBe('validation.score_table.coverage');
    expect(scoreTableProblem(linear(3), SECTION_SCALE, 4)).toBe('validation.score_table.coverage');
    expect(scoreTableProblem(linear(5), SECTION_SCALE, 4)).toBe('validation.score_table.coverage');
    expect(scoreTableProblem([...linear(4)].reverse(), SECTION_SCALE, 4)).toBe('validation.score_table.coverage');
  });
  it('refuses scores off the scale', () => {
    expect(scoreTableProblem([{ raw: 0, scaled: 190 }], SECTION_SCALE, 0)).toBe('validation.score_table.range_section');
    expect(scoreTableProblem([{ raw: 0, scaled: 205 }], SECTION_SCALE, 0)).toBe('validation.score_table.range_section');
    expect(scoreTableProblem([{ raw: 0, scaled: 810 }], SECTION_SCALE, 0)).toBe('validation.score_table.range_section');
    expect(scoreTableProblem([{ raw: 0, scaled: 200, upper: 805 }], SECTION_SCALE, 0)).toBe('validation.score_table.range_section');
    expect(scoreTableProblem([{ raw: 0, scaled: 41 }], TEST_SCORE_SCALE, 0)).toBe('validation.score_table.range_test');
    expect(scoreTableProblem([{ raw: 0, scaled: 9 }], TEST_SCORE_SCALE, 0)).toBe('validation.score_table.range_test');
  });
  it('refuses a scaled score going down', () => {
    expect(
      scoreTableProblem(
        [
          { raw: 0, scaled: 300 },
          { raw: 1, scaled: 290 },
        ],
        SECTION_SCALE,
        1,
      ),
    ).toBe('validation.score_table.decreasing');
  });
  it('refuses lower above or upper below the scaled score', () => {
    expect(scoreTableProblem([{ raw: 0, scaled: 300, lower: 310 }], SECTION_SCALE, 0)).toBe('validation.score_table.bounds');
    expect(scoreTableProblem([{ raw: 0, scaled: 300, upper: 290 }], SECTION_SCALE, 0)).toBe('validation.score_table.bounds');
    expect(scoreTableProblem([{ raw: 0, scaled: 300, lower: 300, upper: 300 }], SECTION_SCALE, 0)).toBeNull();
  });
});

describe('scaledScore', () => {
  const rows: ScoreRow[] = [
    { raw: 0, scaled: 200 },
    { raw: 1, scaled: 250, lower: 240, upper: 260 },
    { raw: 2, scaled: 320 },
  ];
  it('looks the raw score up', () => {
    expect(scaledScore(rows, 0)).toEqual({ scaled: 200, lower: null, upper: null });
    expect(scaledScore(rows, 1)).toEqual({ scaled: 250, lower: 240, upper: 260 });
    expect(scaledScore(rows, 2)?.scaled).toBe(320);
  });
  it('clamps raw scores outside the table and answers null without rows', () => {
    expect(scaledScore(rows, 7)?.scaled).toBe(320);
    expect(scaledScore(rows, -1)?.scaled).toBe(200);
    expect(scaledScore([...rows].reverse(), 1)?.scaled).toBe(250);
    expect(scaledScore([], 3)).toBeNull();
  });
});

describe('rawShare', () => {
  it('sums the parts and rounds the percent', () => {
    expect(
      rawShare([
        { raw: 5, maxRaw: 8 },
        { raw: 2, maxRaw: 4 },
      ]),
    ).toEqual({ raw: 7, max: 12, percent: 58 });
  });
  it('answers 0 percent, not NaN, when nothing counts', () => {
    expect(rawShare([])).toEqual({ raw: 0, max: 0, percent: 0 });
  });
});
