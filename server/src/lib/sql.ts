import type { DataSource, EntityManager } from 'typeorm';
import type { Page } from './pagination';

/** A `LIKE`/`ILIKE` pattern finding `q` anywhere: `%` and `_` typed by the user match themselves. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** A lower-cased `LIKE` pattern for values starting with `s` (its `%` and `_` match themselves). */
export const prefixPattern = (s: string): string => `${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Postgres unique_violation: a unique index refused the row. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23505';

/**
 * Rows of a raw statement. TypeORM answers UPDATE/DELETE with `[rows, rowCount]` and everything else
 * with the rows, so statements using RETURNING go through here.
 */
export async function queryRows<T>(db: DataSource | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/** What a paged list reads: `SELECT columns FROM from WHERE where ORDER BY orderBy`, with the params of `where`. */
export interface ListQuery {
  columns: string;
  /** The table and its alias, e.g. `practices p`. */
  from: string;
  where: string;
  params: unknown[];
  orderBy: string;
}

/** One page of a list and the count of all its rows, in parallel. */
export async function pagedRows<T>(db: DataSource | EntityManager, q: ListQuery, page: Page): Promise<{ rows: T[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<T>(
      db,
      `SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${page.perPage} OFFSET ${page.offset}`,
      q.params,
    ),
    queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM ${q.from} WHERE ${q.where}`, q.params),
  ]);
  return { rows, total: count[0].total };
}

/** A child column for replaceChildren: its Postgres element type and one value per child. */
export type ChildColumn = ['int' | 'text', unknown[]];

/**
 * Replaces the children of one parent row (a practice's questions, a set's items or sections): deletes
 * them, then inserts them all in one statement,
 * `INSERT INTO table (parent, c1, c2, ...) SELECT $1, * FROM unnest($2::t1[], $3::t2[], ...)`.
 * Every column holds one value per child, in the same order.
 */
export async function replaceChildren(
  db: DataSource | EntityManager,
  table: string,
  parentColumn: string,
  parentId: number,
  columns: Record<string, ChildColumn>,
): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE ${parentColumn} = $1`, [parentId]);
  const names = Object.keys(columns);
  const values = names.map((n) => columns[n][1]);
  if (values[0].length === 0) return;
  const arrays = names.map((n, i) => `$${i + 2}::${columns[n][0]}[]`).join(', ');
  await db.query(`INSERT INTO ${table} (${parentColumn}, ${names.join(', ')}) SELECT $1, * FROM unnest(${arrays})`, [parentId, ...values]);
}
