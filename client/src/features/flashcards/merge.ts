/** Sends a visitor's kept progress once there is an account; the browser forgets it only after the server took it. */
import type { FlashcardsApi } from './api';
import { clearProgress, loadProgress, statesToMerge } from './visitor-progress';

let running: Promise<number> | null = null;

/** The number of card states sent (0 when there was nothing); a failure keeps them for the next session. */
export function flashcardsMerge(fc: Pick<FlashcardsApi, 'merge'>): Promise<number> {
  // One at a time: a login that also reloads the profile must not send the same states twice at once.
  running ??= (async () => {
    const states = statesToMerge(loadProgress());
    if (states.length === 0) return 0;
    try {
      await fc.merge(states);
      clearProgress();
      return states.length;
    } catch {
      return 0;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
