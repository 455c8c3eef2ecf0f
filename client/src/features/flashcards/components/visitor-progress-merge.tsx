import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { flashcardsMerge } from '../merge';
import { mergeMessages as m } from '../messages';

/**
 * Mounted once in the app shell: whenever a session begins (login, sign-up, a reload while logged in) and
 * the browser still holds a visitor's flashcard progress, it is merged into the account, then forgotten.
 * Renders nothing.
 */
export function VisitorProgressMerge() {
  const { api, session, ui } = useStores();
  const intl = useIntl();
  useEffect(
    () =>
      reaction(
        () => session.user?.id ?? null,
        (userId) => {
          if (userId === null) return;
          void flashcardsMerge(flashcardsApi(api)).then((merged) => {
            if (merged > 0) ui.toast(intl.formatMessage(m.done), 'success');
          });
        },
        { fireImmediately: true },
      ),
    [api, session, ui, intl],
  );
  return null;
}
