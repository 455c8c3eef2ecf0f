import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations';
import { entities } from './entities';

/** Migrations are the only schema source: `synchronize` stays off everywhere. */
export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsTransactionMode: 'each',
    extra: { max: poolSize },
  });
}

export async function connectAndMigrate(url: string, poolSize?: number): Promise<DataSource> {
  const ds = createDataSource(url, poolSize);
  await ds.initialize();
  await ds.runMigrations();
  return ds;
}
