/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
import { loadConfig } from '../config/env';
import { connectAndMigrate } from './data-source';
import { resolveDatabase } from './resolve-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await resolveDatabase(config);
  const ds = await connectAndMigrate(db.url, 2);
  const applied = await ds.query(`SELECT name FROM migrations ORDER BY id`);
  console.log(`Migrations applied: ${applied.map((r: { name: string }) => r.name).join(', ')}`);
  await ds.destroy();
  await db.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
