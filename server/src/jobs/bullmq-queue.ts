import { Queue, Worker, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from '../lib/logger';
import { JOB_ATTEMPTS, QUEUE_NAME, type JobHandlers, type JobName, type JobQueue } from './queue';

export function redisConnection(url: string): IORedis {
  // BullMQ workers block on Redis; it asks for maxRetriesPerRequest null.
  return new IORedis(url, { maxRetriesPerRequest: null });
}

/** Producer side: API processes only add jobs. `queueName` lets tests use a queue of their own. */
export function createBullMqQueue(redisUrl: string, queueName = QUEUE_NAME): JobQueue {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(queueName, { connection });
  // BullMQ never closes a connection it was handed: each one is kept here and closed in close().
  const eventsConnection = redisConnection(redisUrl);
  const events = new QueueEvents(queueName, { connection: eventsConnection });
  const pending = new Set<string>();
  return {
    driver: 'bullmq',
    async enqueue(name, data) {
      const job = await queue.add(name, data, {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      if (job.id) pending.add(job.id);
    },
    async repeat(name, data, everyMs) {
      // Upserted under the job's name: every API replica and restart keeps one scheduler, not one each.
      await queue.upsertJobScheduler(name, { every: everyMs }, { name, data, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 1000 } });
    },
    async drain() {
      await events.waitUntilReady();
      for (const id of [...pending]) {
        const job = await queue.getJob(id);
        if (job && !(await job.isCompleted()) && !(await job.isFailed())) await job.waitUntilFinished(events, 30_000).catch(() => undefined);
        pending.delete(id);
      }
    },
    async close() {
      await queue.close();
      await events.close();
      connection.disconnect();
      eventsConnection.disconnect();
    },
  };
}

/** Consumer side: `npm run worker`, or inside the API process when WORKER_IN_PROCESS is on. */
export function startBullMqWorker(redisUrl: string, handlers: JobHandlers, logger: Logger, queueName = QUEUE_NAME): Worker {
  const connection = redisConnection(redisUrl);
  const worker = new Worker(
    queueName,
    async (job) => {
      const handler = handlers[job.name as JobName] as (d: unknown) => Promise<void>;
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job.data);
    },
    { connection, concurrency: 10 },
  );
  worker.on('closed', () => connection.disconnect());
  worker.on('failed', (job, err) => logger.warn({ err, job: job?.name, attempts: job?.attemptsMade }, 'job attempt failed'));
  return worker;
}
