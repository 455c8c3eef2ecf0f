/**
 * One fresh database per test run on a real PostgreSQL: the server DATABASE_URL points at, or an
 * embedded one when it is unset. Migrations run once here; test files share the database and keep
 * their data apart with unique names.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';
import { connectAndMigrate } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

declare global {
  var __TEST_DB_STOP__: (() => Promise<void>) | undefined;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function globalSetup(): Promise<void> {
  const name = `sat_test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
    globalThis.__TEST_DB_STOP__ = undefined;
  } else {
    console.warn('\n[tests] DATABASE_URL is not set: starting an embedded PostgreSQL for the test run.\n');
    const db = await startEmbeddedPostgres({ dir: '.data/test-postgres', port: 54339, database: 'postgres' });
    adminUrl = db.url;
    globalThis.__TEST_DB_STOP__ = db.stop;
  }
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  // Databases of earlier runs that died before their teardown.
  const stale = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'sat_test_%' AND datname < $1`, [
    `sat_test_${Date.now() - 6 * 3600_000}`,
  ]);
  for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const url = withDatabase(adminUrl, name);
  const ds = await connectAndMigrate(url, 2);
  await ds.destroy();
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_DATABASE_NAME = name;
}
