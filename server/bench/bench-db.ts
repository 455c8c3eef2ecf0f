/** The database a benchmark runs on: DATABASE_URL, or the embedded PostgreSQL of `npm start`. */
import { loadConfig } from '../src/config/env';
import { connectAndMigrate } from '../src/db/data-source';
import { resolveDatabase, type ResolvedDatabase } from '../src/db/resolve-database';

export async function benchDatabase(): Promise<ResolvedDatabase> {
  const db = await resolveDatabase(loadConfig());
  const ds = await connectAndMigrate(db.url, 2);
  await ds.destroy();
  return db;
}
