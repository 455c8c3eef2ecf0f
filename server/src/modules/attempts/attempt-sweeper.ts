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

/** Settles every due attempt; answers how many it advanced. */
export async function sweepDueAttempts(ds: DataSource, clock: Clock): Promise<number> {
  const now = clock.now();
  let settled = 0;
  // Batch after batch while batches come back full and something moved (locked ones wait for the next run).
  for (;;) {
    const ids = [...new Set(await attemptsRepository(ds).due(now, BATCH))];
    let round = 0;
    for (const id of ids) {
      const done = await ds.transaction(async (m) => {
        const a = await attemptsRepository(m).lock(id, { userId: 0, admin: true }, true);
        if (!a) return false;
        await advanceTo(m, a, now);
        return true;
      });
      if (done) round++;
    }
    settled += round;
    if (ids.length < BATCH || round === 0) return settled;
  }
}
