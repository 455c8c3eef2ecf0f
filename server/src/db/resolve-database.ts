import type { AppConfig } from '../config/env';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL. */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const db = await startEmbeddedPostgres({ dir: config.embeddedPg.dir, port: config.embeddedPg.port, database: 'sat_platform' });
  return { url: db.url, embedded: true, stop: db.stop };
}
