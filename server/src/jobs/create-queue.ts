import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Clock } from '../lib/clock';
import { createMailer } from '../lib/mail';
import type { Logger } from '../lib/logger';
import { createBullMqQueue, startBullMqWorker } from './bullmq-queue';
import { createJobHandlers } from './handlers';
import { createInlineQueue } from './inline-queue';
import type { JobQueue } from './queue';

export interface QueueRuntime {
  queue: JobQueue;
  close(): Promise<void>;
}

/** BullMQ when REDIS_URL is set (plus an in-process worker unless WORKER_IN_PROCESS=false); inline otherwise. */
export function createQueueRuntime(config: Readonly<AppConfig>, logger: Logger, db: { ds: DataSource; clock: Clock }): QueueRuntime {
  const handlers = createJobHandlers({ sendMail: createMailer(config.mail), logger, ...db });
  if (!config.redisUrl) {
    const queue = createInlineQueue(handlers, logger);
    return { queue, close: () => queue.close() };
  }
  const queue = createBullMqQueue(config.redisUrl);
  const worker = config.workerInProcess ? startBullMqWorker(config.redisUrl, handlers, logger) : null;
  return {
    queue,
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
