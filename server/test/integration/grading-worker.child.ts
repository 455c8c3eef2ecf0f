/**
 * A BullMQ worker in a child process for grading.test.ts: it takes the 'grade-attempt' job, writes the
 * result inside its transaction, says PAUSED and hangs before the commit, waiting to be SIGKILLed.
 * Its lock is short (LOCK_MS), so a second worker's stalled-job check takes the job back soon after.
 * Env: TEST_DATABASE_URL, REDIS_URL, QUEUE_NAME, GRADED_AT (the clock's instant), LOCK_MS.
 */
import 'reflect-metadata';
import { Worker } from 'bullmq';
import { createDataSource } from '../../src/db/data-source';
import { redisConnection } from '../../src/jobs/bullmq-queue';
import type { JobPayloads } from '../../src/jobs/queue';
import { manualClock } from '../../src/lib/clock';
import { gradeAttempt } from '../../src/modules/grading/grade-attempt';

async function main(): Promise<void> {
  const env = (name: string) => process.env[name] ?? (console.error(`${name} is not set`), process.exit(2));
  const ds = await createDataSource(env('TEST_DATABASE_URL'), 2).initialize();
  const clock = manualClock(env('GRADED_AT'));
  const lockDuration = Number(env('LOCK_MS'));
  const worker = new Worker(
    env('QUEUE_NAME'),
    async (job) => {
      const { attemptId } = job.data as JobPayloads['grade-attempt'];
      await gradeAttempt(ds, clock, attemptId, {
        beforeCommit: async () => {
          console.log(`PAUSED ${attemptId}`);
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
