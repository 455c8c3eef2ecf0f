import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PercentBarsProps, ScoreLinesProps } from '../components/results-charts';
import { start } from './render';

// chart.js needs a canvas jsdom does not have: the charts are stubs that show what they were given.
vi.mock('../components/results-charts', () => ({
  ScoreLinesChart: ({ labels, lines, ariaLabel }: ScoreLinesProps) => (
    <div role="img" aria-label={ariaLabel} data-testid="lines-chart">
      {JSON.stringify({ labels, lines })}
    </div>
  ),
  PercentBarsChart: ({ labels, values, ariaLabel }: PercentBarsProps) => (
    <div role="img" aria-label={ariaLabel} data-testid="bars-chart">
      {JSON.stringify({ labels, values })}
    </div>
  ),
}));

const target = { type: 'adaptive', id: 9, title: 'Practice test 1', version: 'digital' };

describe('/performance', () => {
  it('shows an empty state without graded results', async () => {
    start('/performance', { 'GET results/history': { body: { points: [], domains: [] } } });
    expect((await screen.findByTestId('performance-empty')).textContent).toContain('No graded results yet');
    expect(screen.queryByTestId('lines-chart')).toBeNull();
  });

  it('draws the totals and sections over time and percent correct by domain, with localized names', async () => {
    start('/performance', {
      'GET results/history': {
        body: {
          points: [
            {
              attemptId: 3,
              target,
              total: 1200,
              finishedAt: '2026-10-01T10:00:00Z',
              sections: [
                { name: 'reading-writing', scaled: 610, raw: 30, maxRaw: 54 },
                { name: 'math', scaled: 590, raw: 28, maxRaw: 44 },
              ],
            },
          ],
          domains: [{ name: 'algebra', section: 'math', correct: 3, total: 4, percent: 75 }],
        },
      },
    });
    const lines = JSON.parse((await screen.findByTestId('lines-chart')).textContent ?? '') as { labels: string[]; lines: unknown[] };
    expect(lines.labels).toEqual(['Oct 1, 2026']);
    expect(lines.lines).toEqual([
      { label: 'Total', values: [1200] },
      { label: 'Reading and Writing', values: [610] },
      { label: 'Math', values: [590] },
    ]);
    expect(JSON.parse((await screen.findByTestId('bars-chart')).textContent ?? '')).toEqual({ labels: ['Algebra'], values: [75] });
    expect(screen.getByRole('img', { name: /Line chart of your total and section scores/ })).toBeTruthy();
  });
});
