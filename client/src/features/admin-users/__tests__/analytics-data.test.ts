import { describe, expect, it } from 'vitest';
import { metricKeys, shapeAnalytics } from '../analytics-data';

describe('shapeAnalytics', () => {
  const daily = [
    { date: '2026-11-19', started: 4, finished: 2, takers: 3 },
    { date: '2026-11-18', started: 1, finished: 0, takers: 1 },
  ];

  it('puts the days oldest first with today last, one aligned series per metric', () => {
    const s = shapeAnalytics(daily, { date: '2026-11-20', started: 5, finished: 1, takers: 4 }, '2026-11-20');
    expect(s.labels).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(s.datasets).toEqual([
      { key: 'started', values: [1, 4, 5] },
      { key: 'finished', values: [0, 2, 1] },
      { key: 'takers', values: [1, 3, 4] },
    ]);
  });

  it('lists the table newest first with today marked', () => {
    const s = shapeAnalytics(daily, { date: '2026-11-20', started: 5, finished: 1, takers: 4 }, '2026-11-20');
    expect(s.table.map((r) => [r.date, r.today])).toEqual([
      ['2026-11-20', true],
      ['2026-11-19', false],
      ['2026-11-18', false],
    ]);
    expect(s.table[0].values).toEqual({ started: 5, finished: 1, takers: 4 });
  });

  it('lets the fresher today row replace a daily row of the same day, whatever the time part', () => {
    const s = shapeAnalytics(
      [...daily, { date: '2026-11-20T00:00:00.000Z', started: 1, finished: 1, takers: 1 }],
      { date: '2026-11-20', started: 9, finished: 3, takers: 6 },
      '2026-11-20',
    );
    expect(s.labels).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(s.datasets[0].values).toEqual([1, 4, 9]);
  });

  it('uses the given date for a today row without one, and works without a today row', () => {
    const dated = shapeAnalytics([], { date: '', count: 2 }, '2026-11-20');
    expect(dated.labels).toEqual(['2026-11-20']);
    expect(dated.table[0].today).toBe(true);
    const none = shapeAnalytics(daily, null, '2026-11-20');
    expect(none.labels).toEqual(['2026-11-18', '2026-11-19']);
    expect(none.table.some((r) => r.today)).toBe(false);
  });

  it('reads numeric strings (SQL sums) as numbers and missing values as 0', () => {
    const s = shapeAnalytics(
      [
        { date: '2026-11-18', income: '120', expense: null },
        { date: '2026-11-19', income: 5, expense: '7' },
      ],
      null,
      '2026-11-20',
    );
    expect(s.datasets).toEqual([
      { key: 'income', values: [120, 5] },
      { key: 'expense', values: [0, 7] },
    ]);
  });

  it('is empty without rows', () => {
    expect(shapeAnalytics([], null, '2026-11-20')).toEqual({ labels: [], datasets: [], table: [] });
  });
});

describe('metricKeys', () => {
  it('takes every numeric field but the date and id, in first-seen order', () => {
    expect(
      metricKeys([
        { date: '2026-11-18', id: 3, orders: 1, note: 'x' },
        { date: '2026-11-19', paid: 2, orders: 0 },
      ]),
    ).toEqual(['orders', 'paid']);
  });
});
