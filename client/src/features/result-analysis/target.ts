import { ATTEMPT_TARGET_TYPES, type AttemptTargetType } from '@app/shared';

export interface AnalysisTarget {
  type: AttemptTargetType;
  id: number;
}

const ID = /^[1-9]\d{0,9}$/;

/** A positive id from a route parameter, or null (a hand-edited address goes back to the list). */
export const idParam = (value: string | null | undefined): number | null => (value && ID.test(value) ? Number(value) : null);

/** A test type from the route or `?type=`; `fallback` when absent, null when it is not a type. */
export function typeParam(value: string | null | undefined, fallback?: AttemptTargetType): AttemptTargetType | null {
  if (!value) return fallback ?? null;
  return (ATTEMPT_TARGET_TYPES as readonly string[]).includes(value) ? (value as AttemptTargetType) : null;
}
