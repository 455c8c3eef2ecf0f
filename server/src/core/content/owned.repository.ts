/**
 * The statements on owned-content tables that are the same for all of them: the list's WHERE clause,
 * the row lock that orders an edit after the test runner's "taken" mark, the status, free copy titles,
 * the delete, and the mark itself.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { PublishStatus } from '@app/shared';
import { likePattern, prefixPattern, queryRows } from '../../lib/sql';
import { visibleContentSql, type Caller } from '../access';

/** The tables whose rows follow the content lifecycle. */
export type OwnedTable = 'practices' | 'practice_sets' | 'adaptive_sets';

export interface OwnedFilters {
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

/**
 * The WHERE clause of a list over `alias` (`$1` is the caller's id): the rows the caller sees,
 * `column = value` for each value of `equal` that is set, then the title search and "mine".
 */
export function ownedListWhere(
  caller: Caller,
  alias: string,
  equal: Record<string, string | undefined>,
  f: Pick<OwnedFilters, 'q' | 'mine'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [caller.id];
  const conditions = [visibleContentSql(caller, alias)];
  for (const [column, value] of Object.entries(equal)) if (value) conditions.push(`${alias}.${column} = $${params.push(value)}`);
  if (f.q) conditions.push(`${alias}.title ILIKE $${params.push(likePattern(f.q))}`);
  if (f.mine) conditions.push(`${alias}.owner_id = $1`);
  return { where: conditions.join(' AND '), params };
}

export function ownedRows(db: DataSource | EntityManager, table: OwnedTable) {
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

    /**
     * Marks the rows taken at `at` (from now on their structure is fixed), those not taken before. Ids in
     * ascending order: two starts lock shared rows in the same order.
     */
    async markTaken(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query(`UPDATE ${table} SET first_taken_at = $2 WHERE id = ANY($1::int[]) AND first_taken_at IS NULL`, [ids, at]);
    },
  };
}
export type OwnedRows = ReturnType<typeof ownedRows>;
