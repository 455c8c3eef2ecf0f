/**
 * Named (prepared) statements for the hot paths' SQL (the session lookup, the test runner's per-request
 * statements). Postgres plans a named statement once per connection instead of on every call: planning
 * the attempt lock cost about ten times running it, and a class finishing at once is thousands of these in
 * a second on the same database.
 *
 * Inside a transaction the statement must run on the transaction's own connection: TypeORM's
 * PostgresQueryRunner.connect() answers the pg client it holds for the transaction (and the same client
 * on every call), so the statement sees and holds the transaction's locks. Outside one (a DataSource, or an
 * EntityManager without a query runner) it runs on TypeORM's pool, like the autosave.
 *
 * One name, one text: pg refuses a second text under a name it has prepared on that connection, so
 * statements with variants (SKIP LOCKED, a closing CTE) give each variant its own name.
 */
import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** TypeORM's own pg pool, for named statements outside a transaction (no ORM hydration either). */
export function pgPool(ds: DataSource): Pool {
  return (ds.driver as unknown as { master: Pool }).master;
}

export interface NamedStatement {
  name: string;
  text: string;
}

/** The rows of a named statement, on the transaction's connection when `db` is a transaction's manager. */
export async function namedRows<T>(db: DataSource | EntityManager, statement: NamedStatement, values: unknown[]): Promise<T[]> {
  const query = { name: statement.name, text: statement.text, values };
  if ('driver' in db) return (await pgPool(db).query<T & object>(query)).rows;
  if (!db.queryRunner) return (await pgPool(db.connection).query<T & object>(query)).rows;
  const client = (await db.queryRunner.connect()) as PoolClient;
  return (await client.query<T & object>(query)).rows;
}
