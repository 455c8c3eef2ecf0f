import type { DataSource } from 'typeorm';

/** Answers once the database does: a liveness probe's round trip. */
export async function pingDatabase(ds: DataSource): Promise<void> {
  await ds.query('SELECT 1');
}
