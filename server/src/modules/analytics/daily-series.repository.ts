/**
 * One row per business day with aggregates of timestamped events, days without events included (as
 * zeros). A source is a SELECT of events `(at timestamptz, ...)` whose bounds are the instants `$1`
 * (first day's start) and `$2` (the end of the last day); its metrics are aggregates over the alias `e`.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';
import { addDays, dayOfSql, dayStartSql } from '../../lib/business-day';

export interface DailySource<K extends string> {
  /** SQL of the events; use RANGE_START and RANGE_END for the bounds so an index on the time column is used. */
  events: string;
  /** metric name -> aggregate over `e` (NULL for an empty day reads 0). */
  metrics: Record<K, string>;
}

export const RANGE_START = dayStartSql('$1');
export const RANGE_END = dayStartSql('$2');

export type DailyRow<K extends string> = { date: string } & Record<K, number>;

/** Rows for the business days `from`..`to` (inclusive), oldest first. */
export async function dailySeries<K extends string>(
  db: DataSource | EntityManager,
  source: DailySource<K>,
  from: string,
  to: string,
): Promise<DailyRow<K>[]> {
  const names = Object.keys(source.metrics) as K[];
  // bigint sums come back as strings; every metric is read as a number.
  const aggregates = names.map((n) => `COALESCE(${source.metrics[n]}, 0)::bigint AS "${n}"`).join(', ');
  const rows = await queryRows<Record<string, string>>(
    db,
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date - 1, interval '1 day') d),
          e AS (${source.events})
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, ${aggregates}
       FROM days LEFT JOIN e ON ${dayOfSql('e.at')} = days.day
      GROUP BY days.day ORDER BY days.day`,
    [from, addDays(to, 1)],
  );
  return rows.map((r) => {
    const out = { date: r.date } as DailyRow<K>;
    for (const n of names) (out as Record<string, number | string>)[n] = Number(r[n]);
    return out;
  });
}
