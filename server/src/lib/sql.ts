import type { DataSource, EntityManager } from 'typeorm';

/**
 * Rows of a raw statement. TypeORM answers UPDATE/DELETE with `[rows, rowCount]` and everything else
 * with the rows, so statements using RETURNING go through here.
 */
export async function queryRows<T>(db: DataSource | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
