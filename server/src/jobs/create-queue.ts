import type { AppConfig } from '../config/env';
import type { Logger } from '../lib/logger';
import { createBullMqQueue, startBullMqWorker } from './bullmq-queue';
import { createInlineQueue } from './inline-queue';
import type { JobHandlers, JobQueue } from './queue';

export interface QueueRuntime {
  queue: JobQueue;
  close(): Promise<void>;
}

/** BullMQ when REDIS_URL is set (plus an in-process worker unless WORKER_IN_PROCESS=false); inline otherwise. */
export function createQueueRuntime(config: Readonly<AppConfig>, logger: Logger, handlers: JobHandlers): QueueRuntime {
  if (!config.redisUrl) {
    const queue = createInlineQueue(handlers, logger);
    return { queue, close: () => queue.close() };
  }
  const queue = createBullMqQueue(config.redisUrl, config.queueName);
  const worker = config.workerInProcess ? startBullMqWorker(config.redisUrl, handlers, logger, config.queueName) : null;
  return {
    queue,
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
