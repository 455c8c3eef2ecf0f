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
import { createHttpServer } from './lib/http-server';
import { createMailer } from './lib/mail';
import { fromRoot } from './lib/paths';
import { createJobHandlers, ENTITIES, SCHEDULES } from './modules';
import { runSeeds } from './seeds/run-seeds';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const db = await resolveDatabase(config);
  logger.info(
    { embedded: db.embedded },
    db.embedded ? `embedded PostgreSQL (data in ${fromRoot(config.embeddedPg.dir)})` : 'PostgreSQL from DATABASE_URL',
  );
  const ds = await connectAndMigrate(db.url, undefined, (migrated) => runSeeds(migrated, config, logger), ENTITIES);

  const jobs = createQueueRuntime(config, logger, createJobHandlers({ sendMail: createMailer(config.mail), logger, ds, clock: systemClock, config }));
  // The modules' repeating jobs: deadlines swept, codes expired, lost gradings recovered.
  for (const s of SCHEDULES) await jobs.queue.repeat(s.job, {}, s.everyMs);
  const redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (!config.mail.smtp) logger.info(`no SMTP configured: e-mails are written to ${fromRoot(config.mail.dir)}`);
  const ctx: AppContext = { config, ds, queue: jobs.queue, logger, redis, clock: systemClock };
  const app = createApp(ctx, { serveClient: true });
  const server = createHttpServer(app).listen(config.port, config.host, () => {
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
