import type { RegradeTarget } from './api';

/**
 * The last regrade run started for a test, kept in sessionStorage so reloading the detail page goes on
 * showing its progress. The key names the user too: another account signing in on the same tab must not
 * pick up (and be refused) a run it did not start. Storage can be unavailable (private mode, quota):
 * then the run is simply not remembered.
 */
const keyOf = (userId: number, target: RegradeTarget) => `regrade-run:${userId}:${target.type}:${target.id}`;

export const runStorage = {
  read(userId: number, target: RegradeTarget): number | null {
    try {
      const id = Number(window.sessionStorage.getItem(keyOf(userId, target)));
      return Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  },
  write(userId: number, target: RegradeTarget, runId: number): void {
    try {
      window.sessionStorage.setItem(keyOf(userId, target), String(runId));
    } catch {
      // Not remembered: a reload shows the panel without the run.
    }
  },
  forget(userId: number, target: RegradeTarget): void {
    try {
      window.sessionStorage.removeItem(keyOf(userId, target));
    } catch {
      // Nothing stored.
    }
  },
};
