import { reaction } from 'mobx';
import { useEffect } from 'react';
import { storage } from '../../../lib/storage';
import { useStores } from '../../../stores/store-context';
import { VISITOR_PROGRESS_KEY } from '../visitor-key';

/**
 * Mounted once in the app shell: whenever a session begins (login, sign-up, a reload while logged in) and
 * the browser still holds a visitor's flashcard progress, it is merged into the account, then forgotten.
 * The merge code loads only then, so the first page carries nothing of the feature but this check.
 */
export function VisitorProgressMerge() {
  const { api, session, ui } = useStores();
  useEffect(
    () =>
      reaction(
        () => session.user?.id ?? null,
        (userId) => {
          if (userId === null || !storage.get(VISITOR_PROGRESS_KEY)) return;
          void import('../merge').then((m) => m.mergeAndTell(api, ui));
        },
        { fireImmediately: true },
      ),
    [api, session, ui],
  );
  return null;
}
