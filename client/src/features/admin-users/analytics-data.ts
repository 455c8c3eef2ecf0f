import type { AnalyticsRow } from './types';

export interface AnalyticsSeries {
  /** Dates, oldest first; the last one is today when a today row came. */
  labels: string[];
  /** One line per metric, values aligned with labels (a missing value is 0). */
  datasets: { key: string; values: number[] }[];
  /** The same data for the table: newest first, today on top, marked. */
  table: { date: string; today: boolean; values: Record<string, number> }[];
}

const NOT_METRICS = new Set(['date', 'id']);
const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const dayOf = (date: string) => date.slice(0, 10);

/** Metric names: every key that holds a number in some row, in first-seen order. */
export function metricKeys(rows: readonly AnalyticsRow[]): string[] {
  const keys: string[] = [];
  for (const row of rows) {
    for (const [k, v] of Object.entries(row)) if (!NOT_METRICS.has(k) && !keys.includes(k) && asNumber(v) !== null) keys.push(k);
  }
  return keys;
}

/**
 * Daily rows plus the separate today row (spec section 3 "Analytics") as chart series and table rows.
 * The daily list may already hold today (a day in progress): the today row is fresher and replaces it.
 * Dates are compared by their day part, so "2026-11-20" and "2026-11-20T00:00:00Z" are one day.
 */
export function shapeAnalytics(daily: readonly AnalyticsRow[], today: AnalyticsRow | null, todayDate: string): AnalyticsSeries {
  const byDay = new Map<string, AnalyticsRow>();
  for (const row of daily) if (row.date) byDay.set(dayOf(row.date), row);
  const todayDay = dayOf(today?.date || todayDate);
  if (today) byDay.set(todayDay, today);
  const days = [...byDay.keys()].sort();
  const keys = metricKeys([...byDay.values()]);
  const valuesOf = (row: AnalyticsRow) => Object.fromEntries(keys.map((k) => [k, asNumber(row[k]) ?? 0]));
  return {
    labels: days,
    datasets: keys.map((key) => ({ key, values: days.map((d) => asNumber(byDay.get(d)![key]) ?? 0) })),
    table: [...days].reverse().map((d) => ({ date: d, today: today !== null && d === todayDay, values: valuesOf(byDay.get(d)!) })),
  };
}
