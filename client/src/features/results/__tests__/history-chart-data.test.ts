import { describe, expect, it } from 'vitest';
import type { ResultHistoryDto } from '@app/shared';
import { domainBars, hasHistory, scoreHistoryData } from '../history-chart-data';

const target = { type: 'adaptive' as const, id: 9, title: 'Practice test 1', version: 'digital' as const };
const attempt = (attemptId: number, finishedAt: string, total: number | null, rw: number | null, math: number | null) => ({
  attemptId,
  target,
  total,
  finishedAt,
  sections: [
    { name: 'reading-writing', scaled: rw, raw: 30, maxRaw: 54 },
    { name: 'math', scaled: math, raw: 30, maxRaw: 44 },
  ],
});

describe('score history chart data', () => {
  it('puts attempts oldest first with a total line and one line per section', () => {
    const history: ResultHistoryDto = {
      points: [attempt(8, '2026-11-10T10:00:00Z', 1400, 700, 700), attempt(3, '2026-10-01T10:00:00Z', 1200, 610, 590)],
      domains: [],
    };
    expect(scoreHistoryData(history)).toEqual({
      dates: ['2026-10-01T10:00:00Z', '2026-11-10T10:00:00Z'],
      attemptIds: [3, 8],
      series: [
        { key: 'total', values: [1200, 1400] },
        { key: 'reading-writing', values: [610, 700] },
        { key: 'math', values: [590, 700] },
      ],
    });
  });

  it('leaves a gap for a missing section score and skips attempts without any score', () => {
    const mathOnly = { ...attempt(5, '2026-10-05T10:00:00Z', null, null, 650), sections: [{ name: 'math', scaled: 650, raw: 30, maxRaw: 44 }] };
    const history: ResultHistoryDto = {
      points: [attempt(3, '2026-10-01T10:00:00Z', 1200, 610, 590), mathOnly, attempt(6, '2026-10-09T10:00:00Z', null, null, null)],
      domains: [],
    };
    const data = scoreHistoryData(history);
    expect(data.attemptIds).toEqual([3, 5]);
    expect(data.series).toEqual([
      { key: 'total', values: [1200, null] },
      { key: 'reading-writing', values: [610, null] },
      { key: 'math', values: [590, 650] },
    ]);
  });

  it('turns domains into percent bars, adding up repeated rows and dropping empty ones', () => {
    expect(
      domainBars([
        { name: 'algebra', section: 'math', correct: 6, total: 8 },
        { name: 'craft-and-structure', section: 'reading-writing', correct: 1, total: 3 },
        { name: 'algebra', section: 'math', correct: 3, total: 4 },
        { name: 'geometry-trigonometry', section: 'math', correct: 0, total: 0 },
      ]),
    ).toEqual([
      { name: 'algebra', section: 'math', correct: 9, total: 12, percent: 75 },
      { name: 'craft-and-structure', section: 'reading-writing', correct: 1, total: 3, percent: 33 },
    ]);
  });

  it('has nothing to draw without graded results', () => {
    expect(hasHistory({ points: [], domains: [] })).toBe(false);
    expect(hasHistory({ points: [attempt(6, '2026-10-09T10:00:00Z', null, null, null)], domains: [] })).toBe(false);
    expect(hasHistory({ points: [], domains: [{ name: 'algebra', section: 'math', correct: 1, total: 2, percent: 50 }] })).toBe(true);
  });
});
