/**
 * The queries practices, full practice sets and adaptive sets share: the list's WHERE clause and the
 * per-row statements that differ only by table.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { PublishStatus } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { likePattern, type Caller } from '../questions/authoring';
import { prefixPattern, visibleSql, type CatalogRow } from './catalog';

export type CatalogTable = 'practices' | 'practice_sets' | 'adaptive_sets';

/** The columns the three catalog tables share. */
export interface CatalogRecord extends CatalogRow {
  id: number;
  title: string;
  firstTakenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CatalogFilters {
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

/**
 * The WHERE clause of a catalog list over `alias` (`$1` is the caller's id): the rows the caller sees,
 * `column = value` for each value of `equal` that is set, then the title search and "mine".
 */
export function catalogWhere(
  caller: Caller,
  alias: string,
  equal: Record<string, string | undefined>,
  f: Pick<CatalogFilters, 'q' | 'mine'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [caller.id];
  const conditions = [visibleSql(caller, alias)];
  for (const [column, value] of Object.entries(equal)) if (value) conditions.push(`${alias}.${column} = $${params.push(value)}`);
  if (f.q) conditions.push(`${alias}.title ILIKE $${params.push(likePattern(f.q))}`);
  if (f.mine) conditions.push(`${alias}.owner_id = $1`);
  return { where: conditions.join(' AND '), params };
}

/** The statements on one row of a catalog table that are the same for the three of them. */
export function catalogRows(db: DataSource | EntityManager, table: CatalogTable) {
  return {
    /** Locks the row: the test runner's first_taken_at update and this writer see the same state. */
    async lockTaken(id: number): Promise<{ firstTakenAt: Date | null } | null> {
      const rows = await queryRows<{ firstTakenAt: Date | null }>(
        db,
        `SELECT first_taken_at AS "firstTakenAt" FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    async setStatus(id: number, status: PublishStatus): Promise<void> {
      await db.query(`UPDATE ${table} SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    },

    /** Lower-cased titles of the owner's rows starting with `prefix` (to pick a free copy title). */
    async titlesStartingWith(ownerId: number, prefix: string): Promise<Set<string>> {
      const rows = await queryRows<{ t: string }>(db, `SELECT lower(title) AS t FROM ${table} WHERE owner_id = $1 AND lower(title) LIKE $2`, [
        ownerId,
        prefixPattern(prefix),
      ]);
      return new Set(rows.map((r) => r.t));
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    },
  };
}
