/**
 * What practices, full practice sets and adaptive sets share: who sees which rows, title uniqueness per
 * owner, copy titles, and the "already taken" and "in use" refusals.
 */
import { ErrorCode, hasAnyRole, Role, type OwnerKind, type PracticeSummaryDto, type PublishStatus } from '@app/shared';
import { AppError } from '../../lib/errors';
import { AUTHOR_ROLES, isContentAdmin, isUniqueViolation, type Caller } from '../questions/authoring';

/** Authors see the authoring shapes; everybody else (students, parents) the test-taker shapes. */
export const isAuthor = (c: Caller): boolean => hasAnyRole(c.roles, [...AUTHOR_ROLES, Role.SuperAdmin]);

/**
 * Rows of `alias` the caller sees (`$1` is the caller's id): admins all; other authors their own and the
 * admins' published ones; test takers the admins' published ones only.
 */
export function visibleSql(caller: Caller, alias: string): string {
  // `$1` is typed even when unused, or Postgres cannot tell its type.
  if (isContentAdmin(caller)) return '$1::int IS NOT NULL';
  const library = `(${alias}.owner_kind = 'admin' AND ${alias}.status = 'published')`;
  return isAuthor(caller) ? `(${alias}.owner_id = $1 OR ${library})` : `(${library} AND $1::int IS NOT NULL)`;
}

export interface CatalogRow {
  ownerId: number;
  ownerKind: OwnerKind;
  status: PublishStatus;
}

/** The same rule as visibleSql, for one loaded row (used with authorize()). */
export const canSee =
  (caller: Caller) =>
  (row: CatalogRow): boolean =>
    (isAuthor(caller) && row.ownerId === caller.id) || (row.ownerKind === 'admin' && row.status === 'published');

export const titleExists = () => new AppError(ErrorCode.PRACTICE_EXAM_TITLE_EXISTS);
export const hasTaken = () => new AppError(ErrorCode.PRACTICE_EXAM_HAS_TAKEN);
export const practiceInUse = () => new AppError(ErrorCode.CONFLICT, 'error.PRACTICE_IN_USE');

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

/** `%` and `_` in a title prefix match themselves. */
export const prefixPattern = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The authors' fields of a practice, full practice set or adaptive set row. */
export const toCatalogFieldsDto = (
  r: CatalogRow & { firstTakenAt: Date | null; createdAt: Date; updatedAt: Date },
): Pick<PracticeSummaryDto, 'status' | 'owner_id' | 'owner_kind' | 'first_taken_at' | 'created_at' | 'updated_at'> => ({
  status: r.status,
  owner_id: r.ownerId,
  owner_kind: r.ownerKind,
  first_taken_at: iso(r.firstTakenAt),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
