import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SeriesChartProps } from '../../../components/charts/series-chart';
import { start } from './render';

// chart.js needs a canvas jsdom does not have: the chart is a stub that shows what it was given.
vi.mock('../../../components/charts/lazy-series-chart', () => ({
  LazySeriesChart: ({ type, labels, datasets, ariaLabel, percent }: SeriesChartProps) => (
    <div role="img" aria-label={ariaLabel} data-testid={`${type}-chart`}>
      {JSON.stringify({ labels, datasets, percent: percent ?? false })}
    </div>
  ),
}));

const target = { type: 'adaptive', id: 9, title: 'Practice test 1', version: 'digital' };

describe('/performance', () => {
  it('shows an empty state without graded results', async () => {
    start('/performance', { 'GET results/history': { body: { points: [], domains: [] } } });
    expect((await screen.findByTestId('performance-empty')).textContent).toContain('No graded results yet');
    expect(screen.queryByTestId('line-chart')).toBeNull();
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
    const lines = JSON.parse((await screen.findByTestId('line-chart')).textContent ?? '') as { labels: string[]; datasets: unknown[] };
    expect(lines.labels).toEqual(['Oct 1, 2026']);
    expect(lines.datasets).toEqual([
      { label: 'Total', values: [1200] },
      { label: 'Reading and Writing', values: [610] },
      { label: 'Math', values: [590] },
    ]);
    expect(JSON.parse((await screen.findByTestId('bar-chart')).textContent ?? '')).toEqual({
      labels: ['Algebra'],
      datasets: [{ label: '% correct', values: [75] }],
      percent: true,
    });
    expect(screen.getByRole('img', { name: /Line chart of your total and section scores/ })).toBeTruthy();
  });
});
