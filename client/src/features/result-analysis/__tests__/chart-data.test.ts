import { describe, expect, it } from 'vitest';
import { answerShares, groupByModule, histogramBars, percentCorrectBars, shareOf } from '../chart-data';
import { adaptiveAnalysis, question } from './fixtures';

describe('analysis chart data', () => {
  it('turns score buckets into histogram bars, empty buckets kept in place', () => {
    expect(histogramBars(adaptiveAnalysis.total!)).toEqual({
      labels: ['1000–1090', '1100–1190', '1200–1290', '1300–1400'],
      values: [1, 0, 2, 1],
    });
    expect(histogramBars({ buckets: [{ from: 10, to: 10, count: 3 }] })).toEqual({ labels: ['10'], values: [3] });
  });

  it('gives percent correct per question in test order, and names the questions without a percentage', () => {
    const bars = percentCorrectBars(adaptiveAnalysis.questions, (q) => `${q.modulePosition}.${q.number}`);
    expect(bars.labels).toEqual(['1.1', '1.2', '3.1']);
    expect(bars.values).toEqual([75, 0, 50]);
    expect(bars.unknown).toEqual(['1.2']);
  });

  it('shares each answer of the attempts that had the question, to one decimal', () => {
    expect(answerShares(question({ attempts: 3, answers: [{ answer: 'A', count: 1, correct: true }] }))).toEqual([
      { answer: 'A', count: 1, correct: true, percent: 33.3 },
    ]);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(2, 4)).toBe(50);
  });

  it('groups questions by module in module order', () => {
    const groups = groupByModule([question({ modulePosition: 2, moduleTitle: 'B' }), question({ modulePosition: 1, moduleTitle: 'A' })]);
    expect(groups.map((g) => [g.position, g.title, g.questions.length])).toEqual([
      [1, 'A', 1],
      [2, 'B', 1],
    ]);
  });
});
