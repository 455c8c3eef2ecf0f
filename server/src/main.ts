/**
 * `npm start`: configuration, database (embedded when DATABASE_URL is unset), migrations, seeds,
 * jobs (BullMQ with REDIS_URL, in-process otherwise), then the API and the built client on one port.
 */
import 'reflect-metadata';
import IORedis from 'ioredis';
import { createApp } from './app';
import { loadConfig } from './config/env';
import type { AppContext } from './context';
import { connectAndMigrate } from './db/data-source';
import { resolveDatabase } from './db/resolve-database';
import { createQueueRuntime } from './jobs/create-queue';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { ATTEMPT_SWEEP_INTERVAL_MS } from './modules/attempts/attempt-sweeper';
import { PAYMENT_EXPIRY_INTERVAL_MS } from './modules/payments/payment-expiry';
import { GRADING_RECOVERY_INTERVAL_MS } from './modules/grading/grading-recovery';
import { fromRoot } from './lib/paths';
import { runSeeds } from './seeds/run-seeds';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const db = await resolveDatabase(config);
  logger.info(
    { embedded: db.embedded },
    db.embedded ? `embedded PostgreSQL (data in ${fromRoot(config.embeddedPg.dir)})` : 'PostgreSQL from DATABASE_URL',
  );
  const ds = await connectAndMigrate(db.url, undefined, (migrated) => runSeeds(migrated, config, logger));

  const jobs = createQueueRuntime(config, logger, { ds, clock: systemClock });
  // Modules end at their deadline even when no browser is left to submit them.
  await jobs.queue.repeat('sweep-attempt-deadlines', {}, ATTEMPT_SWEEP_INTERVAL_MS);
  await jobs.queue.repeat('expire-payments', {}, PAYMENT_EXPIRY_INTERVAL_MS);
  // Finished attempts whose grading job was lost are graded anyway.
  await jobs.queue.repeat('grade-waiting-results', {}, GRADING_RECOVERY_INTERVAL_MS);
  const redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (!config.mail.smtp) logger.info(`no SMTP configured: e-mails are written to ${fromRoot(config.mail.dir)}`);
  const ctx: AppContext = { config, ds, queue: jobs.queue, logger, redis, clock: systemClock };
  const app = createApp(ctx, { serveClient: true });
  const server = app.listen(config.port, config.host, () => {
    logger.info(`listening on http://localhost:${config.port} (jobs: ${jobs.queue.driver}; API docs at /api/docs)`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await jobs.close();
    redis?.disconnect();
    await ds.destroy();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : `Start-up failed: ${String(err)}`);
  if (err instanceof Error && err.stack && !err.message.startsWith('Invalid configuration')) console.error(err.stack);
  process.exit(1);
});
