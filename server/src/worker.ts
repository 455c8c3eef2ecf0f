/** `npm run worker`: a BullMQ worker process for production (run the API with WORKER_IN_PROCESS=false). */
import 'reflect-metadata';
import { loadConfig } from './config/env';
import { createDataSource } from './db/data-source';
import { createBullMqQueue, startBullMqWorker } from './jobs/bullmq-queue';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { createJobHandlers, ENTITIES } from './modules';
import { gradeAfterCommit } from './modules/grading';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.redisUrl) {
    console.error('REDIS_URL is not set: without Redis, jobs run inside the API process (npm start) and no worker is needed.');
    process.exit(1);
  }
  // The deadline sweep needs the database; the API process (which migrates it) schedules the sweep.
  const ds = config.databaseUrl ? await createDataSource(config.databaseUrl, 5, ENTITIES).initialize() : null;
  if (!ds) logger.warn('DATABASE_URL is not set: this worker sends e-mails only; keep WORKER_IN_PROCESS on in the API to sweep attempt deadlines');
  // Attempts the deadline sweep finishes here get their grading job right after the commit, through the same
  // subscriber the grading module hooks onto the API's data source; without it only the recovery job grades them.
  const producer = ds ? createBullMqQueue(config.redisUrl, config.queueName) : null;
  if (ds && producer) gradeAfterCommit(ds, producer, logger);
  const handlers = createJobHandlers({ sendMail: createMailer(config.mail), logger, config, ...(ds ? { ds, clock: systemClock } : {}) });
  const worker = startBullMqWorker(config.redisUrl, handlers, logger, config.queueName);
  logger.info('worker started');
  const stop = async () => {
    await worker.close();
    await producer?.close();
    await ds?.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
