import type { Logger } from '../lib/logger';
import { JOB_ATTEMPTS, type JobHandlers, type JobName, type JobPayloads, type JobQueue } from './queue';

/** Runs jobs in-process after the current request, retrying with backoff like the BullMQ driver does. */
export function createInlineQueue(handlers: JobHandlers, logger: Logger, backoffMs = 500): JobQueue {
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  async function run<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void> {
    const handler = handlers[name] as ((d: JobPayloads[K]) => Promise<void>) | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        if (!handler) throw new Error(`No handler for job ${name}`);
        await handler(data);
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

  function track(p: Promise<void>): Promise<void> {
    running.add(p);
    void p.finally(() => running.delete(p));
    return p;
  }

  return {
    driver: 'inline',
    async enqueue(name, data) {
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(name, data)));
    },
    async repeat(name, data, everyMs) {
      // One run at a time: a slow run is not stacked under the next tick.
      let current: Promise<void> | null = null;
      const timer = setInterval(() => {
        current ??= track(run(name, data)).finally(() => (current = null));
      }, everyMs);
      timers.add(timer);
    },
    async drain() {
      while (running.size) await Promise.all([...running]);
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await this.drain();
    },
  };
}
