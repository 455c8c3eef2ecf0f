import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../migrations';

/** The ORM entities of the app's modules (modules/index.ts ENTITIES); migrating needs none. */
export type Entities = NonNullable<DataSourceOptions['entities']>;

/** Migrations are the only schema source: `synchronize` stays off everywhere. */
export function createDataSource(url: string, poolSize = 20, entities: Entities = []): DataSource {
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

/** Any number of replicas may start at once: startup work (migrations, seeds) runs under one advisory lock. */
const STARTUP_LOCK = 724_6001;
export async function withStartupLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export async function connectAndMigrate(
  url: string,
  poolSize?: number,
  afterMigrations?: (ds: DataSource) => Promise<void>,
  entities: Entities = [],
): Promise<DataSource> {
  const ds = createDataSource(url, poolSize, entities);
  await ds.initialize();
  await withStartupLock(ds, async () => {
    await ds.runMigrations();
    await afterMigrations?.(ds);
  });
  return ds;
}
