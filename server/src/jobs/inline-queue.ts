import type { Logger } from '../lib/logger';
import { JOB_ATTEMPTS, type JobHandlers, type JobName, type JobPayloads, type JobQueue } from './queue';

/** Runs jobs in-process after the current request, retrying with backoff like the BullMQ driver does. */
export function createInlineQueue(handlers: JobHandlers, logger: Logger, backoffMs = 500): JobQueue {
  const running = new Set<Promise<void>>();

  async function run<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await handlers[name](data);
        return;
      } catch (err) {
        if (attempt >= JOB_ATTEMPTS) {
          logger.error({ err, job: name }, 'job failed for good');
          return;
        }
        await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      }
    }
  }

  return {
    driver: 'inline',
    async enqueue(name, data) {
      const p = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(name, data));
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    async drain() {
      while (running.size) await Promise.all([...running]);
    },
    async close() {
      await this.drain();
    },
  };
}
