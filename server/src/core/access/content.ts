/**
 * Who sees which owned content. Questions, practices, full sets and adaptive sets are each owned by their
 * author; admins' published rows are the shared library. Passages have no status: the admins' are the
 * library as soon as they exist.
 */
import type { OwnerKind, PublishStatus } from '@app/shared';
import { isAuthor, isContentAdmin, type Caller } from './roles';

/** What the visibility rules read of an owned row. */
export interface OwnedRow {
  ownerId: number;
  ownerKind: OwnerKind;
  status: PublishStatus;
}

const librarySql = (alias: string) => `(${alias}.owner_kind = 'admin' AND ${alias}.status = 'published')`;

/**
 * Rows of `alias` the caller sees; `me` is the caller's id parameter ($1 unless told). Admins all; other
 * authors their own and the library; test takers the library only. `me` is used (and typed) even when
 * the rule does not need it, or Postgres could not tell its type.
 */
export function visibleContentSql(caller: Caller, alias: string, me = '$1'): string {
  if (isContentAdmin(caller)) return `${me}::int IS NOT NULL`;
  return isAuthor(caller) ? `(${alias}.owner_id = ${me} OR ${librarySql(alias)})` : `(${librarySql(alias)} AND ${me}::int IS NOT NULL)`;
}

/** The same rule as visibleContentSql, for one loaded row (with authorize(), where admins pass anyway). */
export const canSeeContent =
  (caller: Caller) =>
  (row: OwnedRow): boolean =>
    (isAuthor(caller) && row.ownerId === caller.id) || (row.ownerKind === 'admin' && row.status === 'published');

/** Content an author may build on (a practice in a set, a question in a practice): own or the library; admins any. */
export const mayUseContent = <T extends OwnedRow>(caller: Caller, row: T | undefined): row is T =>
  !!row && (isContentAdmin(caller) || canSeeContent(caller)(row));

/**
 * What the caller may take (`$1` is the caller's id): the library, and for authors their own rows too.
 * Unlike visibleContentSql admins get no "everything": other authors' drafts are not theirs to take.
 */
export const takeableContentSql = (caller: Caller, alias: string): string =>
  isAuthor(caller) ? `(${alias}.owner_id = $1 OR ${librarySql(alias)})` : librarySql(alias);

/** Passages the caller sees (`$1` the caller's id, typed even when unused): admins all; others their own and the admins'. */
export const visiblePassageSql = (caller: Caller, alias: string): string =>
  isContentAdmin(caller) ? '$1::int > 0' : `(${alias}.owner_id = $1 OR ${alias}.owner_kind = 'admin')`;

/** The same rule as visiblePassageSql, for one loaded passage. */
export const canSeePassage =
  (caller: Caller) =>
  (row: Pick<OwnedRow, 'ownerId' | 'ownerKind'>): boolean =>
    row.ownerId === caller.id || row.ownerKind === 'admin';
