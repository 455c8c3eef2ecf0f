import { ADMIN_POINT_MAX } from '@app/shared';

export type PointsError = 'required' | 'integer' | 'positive' | 'max';

/** The give/deduct amount as typed: a whole number of points from 1 to the server's ADMIN_POINT_MAX. */
export function parsePoints(text: string): { value: number } | { error: PointsError } {
  const value = text.trim();
  if (!value) return { error: 'required' };
  if (!/^[+-]?\d+$/.test(value)) return { error: 'integer' };
  const n = Number(value);
  if (n <= 0) return { error: 'positive' };
  if (n > ADMIN_POINT_MAX) return { error: 'max' };
  return { value: n };
}
