/** Sends a visitor's kept progress once there is an account; the browser forgets it only after the server took it. */
import type { ApiClient } from '../../lib/api-client';
import type { UiStore } from '../../stores/ui-store';
import { flashcardsApi, type FlashcardsApi } from './api';
import { mergeMessages } from './messages';
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

/** What the app shell runs (loaded only when there is something to merge): merge, then say so. */
export async function mergeAndTell(api: ApiClient, ui: Pick<UiStore, 'toast'>): Promise<void> {
  if ((await flashcardsMerge(flashcardsApi(api))) > 0) ui.toast(mergeMessages.done, 'success');
}
