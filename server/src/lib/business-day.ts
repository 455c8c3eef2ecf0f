/**
 * Calendar days of the business timezone (spec section 9: GMT+8). Analytics rows, "today" and the date
 * filters of the admin logs all cut days here, whatever the server's or the admin's own timezone, so
 * two admins in different places see the same numbers for the same date.
 */
import { query, type ValidationChain } from 'express-validator';
import { BUSINESS_TIMEZONE } from '@app/shared';
import { oneValue } from './rules';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business day (YYYY-MM-DD) an instant falls on. */
export const businessDay = (at: Date): string => dayFormat.format(at);

/** `day` plus `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** SQL for the instant the business day in parameter `$n` starts (an index on the timestamp stays usable). */
export const dayStartSql = (placeholder: string): string => `(${placeholder}::date::timestamp AT TIME ZONE '${BUSINESS_TIMEZONE}')`;

/** SQL for the business day of a timestamptz column. */
export const dayOfSql = (column: string): string => `(${column} AT TIME ZONE '${BUSINESS_TIMEZONE}')::date`;

/**
 * Conditions keeping `column` within the business days `from`..`to` (both inclusive, either optional);
 * appends their values to `params`.
 */
export function dayRangeConditions(column: string, range: { from?: string; to?: string }, params: unknown[]): string[] {
  const out: string[] = [];
  if (range.from) out.push(`${column} >= ${dayStartSql(`$${params.push(range.from)}`)}`);
  if (range.to) out.push(`${column} < ${dayStartSql(`$${params.push(addDays(range.to, 1))}`)}`);
  return out;
}

const dayQuery = (field: string): ValidationChain =>
  oneValue(query(field).optional(), 'validation.date')
    .isISO8601({ strict: true, strictSeparator: true })
    .withMessage('validation.date')
    .bail()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .withMessage('validation.date');

/** `?from&to` as YYYY-MM-DD; `to` may not come before `from`. */
export const dayRangeQuery = (): ValidationChain[] => [
  dayQuery('from'),
  dayQuery('to')
    .bail()
    .custom((to: string, { req }) => {
      const from = (req.query as Record<string, unknown>)?.from;
      return typeof from !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(from) || from <= to;
    })
    .withMessage('validation.date_range'),
];
