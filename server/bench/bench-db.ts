/**
 * The database benchmarks run on: a dedicated `sat_bench` database on the DATABASE_URL server, or an
 * embedded PostgreSQL of its own (.data/bench-postgres). Never the app's own data: benches seed
 * thousands of rows.
 */
import { Client } from 'pg';
import { connectAndMigrate } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

/** BENCH_DB: another database name, so benches of two branches (different migrations) on one server keep apart. */
const NAME = process.env.BENCH_DB ?? 'sat_bench';

async function onServer(serverUrl: string): Promise<BenchDatabase> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${NAME}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  return { url: url.toString(), stop: async () => undefined };
}

export async function benchDatabase(): Promise<BenchDatabase> {
  const db = process.env.DATABASE_URL
    ? await onServer(process.env.DATABASE_URL)
    : await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54379, database: NAME });
  const ds = await connectAndMigrate(db.url, 2);
  await ds.destroy();
  return db;
}
