import { useCallback, useEffect, useState } from 'react';
import type { ResultDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import type { ResultsApi } from '../api';

/** How often the score report asks again while the grading job has not run. */
export const GRADING_POLL_MS = 2000;

/**
 * The result of an attempt, asked for again every two seconds while it is still grading, until it is
 * graded or the page goes away. The first load is page-level (a 404 shows the not-found page); the polls
 * are background calls. A failed poll stops polling and leaves `failed` set for a retry button, so a
 * server that is down is not asked (and reported) every two seconds.
 */
export function useGradedResult(api: ResultsApi, attemptId: number, pollMs = GRADING_POLL_MS) {
  const { ui } = useStores();
  const [result, setResult] = useState<ResultDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    const load = (poll: boolean) => {
      api
        .get(attemptId, { background: poll })
        .then((value) => {
          if (!live) return;
          setResult(value);
          if (value.status === 'grading') timer = setTimeout(() => load(true), pollMs);
        })
        .catch((error: unknown) => {
          if (!live) return;
          setFailed(true);
          ui.handleError(error, { pageLevel: !poll });
        });
    };
    load(false);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, attemptId, pollMs, round, ui]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { result, setResult, failed, retry };
}
