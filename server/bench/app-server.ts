/** Child process: the real app (Express, the bearer-token check, session check) on BENCH_PORT, with a pg pool of BENCH_DB_POOL (20). */
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { createJobHandlers, ENTITIES } from '../src/modules';
import { createInlineQueue } from '../src/jobs/inline-queue';
import { createLogger } from '../src/lib/logger';
import { createHttpServer } from '../src/lib/http-server';
import { systemClock } from '../src/lib/clock';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const ds = createDataSource(config.databaseUrl!, Number(process.env.BENCH_DB_POOL ?? 20), ENTITIES);
  await ds.initialize();
  const logger = createLogger('silent');
  // Every job the API runs, grading included, in process as `npm start` runs them without Redis: a
  // finished attempt's grading job used to find no handler here, throw and retry during the bench.
  const queue = createInlineQueue(createJobHandlers({ sendMail: async () => undefined, logger, ds, clock: systemClock }), logger);
  const app = createApp({ config, ds, queue, logger, redis: null, clock: systemClock });
  createHttpServer(app).listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
  // A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile.
  process.once('SIGTERM', () => process.exit(0));
}
void main();
