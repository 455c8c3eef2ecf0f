/** `npm run worker`: a BullMQ worker process for production (run the API with WORKER_IN_PROCESS=false). */
import { loadConfig } from './config/env';
import { startBullMqWorker } from './jobs/bullmq-queue';
import { createJobHandlers } from './jobs/handlers';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.redisUrl) {
  console.error('REDIS_URL is not set: without Redis, jobs run inside the API process (npm start) and no worker is needed.');
  process.exit(1);
}
const worker = startBullMqWorker(config.redisUrl, createJobHandlers({ sendMail: createMailer(config.mail) }), logger);
logger.info('worker started');
const stop = async () => {
  await worker.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
