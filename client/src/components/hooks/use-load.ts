import { useCallback, useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context';

/**
 * Loads data for a page or a panel; reloads when `key` changes. A failure goes through the central error
 * handling (a page-level load turns a 404 into the not-found page) and leaves `failed` set for a retry button.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, options: { pageLevel?: boolean; skip?: boolean } = {}) {
  const { ui } = useStores();
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(!options.skip);
  const [round, setRound] = useState(0);
  const { pageLevel, skip } = options;

  useEffect(() => {
    if (skip) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    load()
      .then((value) => {
        if (!live) return;
        setData(value);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
        ui.handleError(error, { pageLevel });
      });
    return () => {
      live = false;
    };
    // `load` is a new closure every render; `key` says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, skip, pageLevel, ui]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, setData, failed, loading, reload };
}
