/**
 * A BullMQ worker in a child process for question-imports.test.ts: it takes the 'import-question-drafts'
 * job, imports PAUSE_AFTER drafts (each committed), says PAUSED and hangs, waiting to be SIGKILLed. Its lock
 * is short (LOCK_MS), so a second worker's stalled-job check takes the job back soon after.
 * Env: TEST_DATABASE_URL, REDIS_URL, QUEUE_NAME, LOCK_MS, PAUSE_AFTER.
 */
import 'reflect-metadata';
import { Worker } from 'bullmq';
import { createDataSource } from '../../src/db/data-source';
import { redisConnection } from '../../src/jobs/bullmq-queue';
import type { JobPayloads } from '../../src/jobs/queue';
import { systemClock } from '../../src/lib/clock';
import { runImport } from '../../src/modules/question-imports/question-imports.service';

async function main(): Promise<void> {
  const env = (name: string) => process.env[name] ?? (console.error(`${name} is not set`), process.exit(2));
  const ds = await createDataSource(env('TEST_DATABASE_URL'), 2).initialize();
  const lockDuration = Number(env('LOCK_MS'));
  const pauseAfter = Number(env('PAUSE_AFTER'));
  const worker = new Worker(
    env('QUEUE_NAME'),
    async (job) => {
      const { importId } = job.data as JobPayloads['import-question-drafts'];
      await runImport(ds, systemClock, importId, {
        afterDraft: async (_draftId, done) => {
          if (done < pauseAfter) return;
          console.log(`PAUSED ${importId}`);
          await new Promise(() => undefined); // never resolves: the test kills this process here
        },
      });
    },
    { connection: redisConnection(env('REDIS_URL')), lockDuration, stalledInterval: lockDuration },
  );
  await worker.waitUntilReady();
  console.log('READY');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
