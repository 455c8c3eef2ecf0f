/**
 * Child process for grading.bench.ts: one BullMQ worker as `npm run worker` runs it (the app's job
 * handlers through startBullMqWorker, pg pool BENCH_DB_POOL, 5 like worker.ts), but consuming the bench's
 * own queue BENCH_QUEUE, never the app's. Env: DATABASE_URL, REDIS_URL, BENCH_QUEUE.
 */
import 'reflect-metadata';
import { createDataSource } from '../src/db/data-source';
import { startBullMqWorker } from '../src/jobs/bullmq-queue';
import { createJobHandlers, ENTITIES } from '../src/modules';
import { systemClock } from '../src/lib/clock';
import { createLogger } from '../src/lib/logger';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  // Warnings only: a failed job attempt is printed (the driver logs it), a healthy run prints nothing.
  const logger = createLogger('warn');
  const ds = await createDataSource(env('DATABASE_URL'), Number(process.env.BENCH_DB_POOL ?? 5), ENTITIES).initialize();
  const handlers = createJobHandlers({ sendMail: async () => undefined, ds, clock: systemClock, logger });
  const worker = startBullMqWorker(env('REDIS_URL'), handlers, logger, env('BENCH_QUEUE'));
  await worker.waitUntilReady();
  // Closed gracefully on the bench's kill(): running jobs finish, the connections end.
  process.once('SIGTERM', () => {
    void worker
      .close()
      .then(() => ds.destroy())
      .finally(() => process.exit(0));
  });
  process.send?.('ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
