/** The refusals of the content lifecycle, and the title rules every owned table shares. */
import { ErrorCode } from '@app/shared';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';

export const titleExists = () => new AppError(ErrorCode.PRACTICE_EXAM_TITLE_EXISTS);
/** Somebody has taken it: what they took can no longer change or go. */
export const hasTaken = () => new AppError(ErrorCode.PRACTICE_EXAM_HAS_TAKEN);

/** The unique (owner, lower(title)) index turns into PRACTICE_EXAM_TITLE_EXISTS. */
export async function guardTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw titleExists();
    throw err;
  }
}

const TITLE_MAX = 255;

/** "Title (copy)", then "Title (copy 2)", ... : the first not among the owner's (lower-cased) titles. */
export function copyTitle(title: string, taken: ReadonlySet<string>): string {
  const base = title.slice(0, TITLE_MAX - 12).trimEnd();
  for (let n = 1; ; n++) {
    const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
