/**
 * The deadline sweep: every attempt with a module past its deadline or a break past its end is advanced,
 * each in its own transaction. An attempt a request holds right now is skipped (SKIP LOCKED): that
 * request advances it itself.
 */
import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { advanceTo } from './attempt-state';
import { attemptsRepository } from './attempts.repository';

/** How often the sweep runs (a BullMQ repeatable job, or a timer with the inline queue). */
export const ATTEMPT_SWEEP_INTERVAL_MS = 15_000;
const BATCH = 500;

/**
 * Settles every due attempt; answers how many it advanced. One attempt that fails (a bug, a lost
 * connection) does not stop the others: the failures are thrown together at the end, so the job logs
 * them and the next run tries again.
 */
export async function sweepDueAttempts(ds: DataSource, clock: Clock): Promise<number> {
  const now = clock.now();
  let settled = 0;
  const failures: unknown[] = [];
  const failed = new Set<number>();
  // Batch after batch while batches come back full and something moved (locked ones wait for the next run).
  for (;;) {
    const ids = [...new Set(await attemptsRepository(ds).due(now, BATCH))].filter((id) => !failed.has(id));
    let round = 0;
    for (const id of ids) {
      try {
        const done = await ds.transaction(async (m) => {
          const a = await attemptsRepository(m).lock(id, { userId: 0, admin: true }, true);
          if (!a) return false;
          await advanceTo(m, a, now);
          return true;
        });
        if (done) round++;
      } catch (err) {
        failed.add(id);
        failures.push(err);
      }
    }
    settled += round;
    if (ids.length < BATCH || round === 0) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} attempts could not be settled (${[...failed].join(', ')})`);
  return settled;
}
