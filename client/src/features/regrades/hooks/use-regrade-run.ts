import { useCallback, useEffect, useState } from 'react';
import type { RegradeRunDto } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import type { RegradeTarget, RegradesApi } from '../api';
import { runStorage } from '../run-storage';

/** How often the panel asks for a running regrade's progress. */
export const REGRADE_POLL_MS = 1000;

/** Queued and running runs still move; done and failed ones are final (until the queue retries a failed one). */
export const isActive = (run: RegradeRunDto | null) => run?.status === 'queued' || run?.status === 'running';

/** Which run to follow; a new object (re)starts the polling. `resumed`: the id came from sessionStorage. */
interface Watch {
  runId: number;
  /** Ask at once (a resumed run, "check again") rather than one interval after a start. */
  immediate: boolean;
  resumed: boolean;
}

/**
 * The last regrade run of one test: starts one, polls its progress every second while it is queued or
 * running, and remembers its id per test (sessionStorage) so a reload resumes the display. A failed poll
 * stops polling and sets `pollFailed` for a "check again" button, so an unreachable server is not asked
 * (and reported) every second. A remembered run the server no longer knows (404) is forgotten quietly.
 */
export function useRegradeRun(api: RegradesApi, target: RegradeTarget, pollMs = REGRADE_POLL_MS) {
  const { session, ui } = useStores();
  const userId = session.user?.id ?? 0;
  const { type, id } = target;
  const [run, setRun] = useState<RegradeRunDto | null>(null);
  const [starting, setStarting] = useState(false);
  const [pollFailed, setPollFailed] = useState(false);
  const [watch, setWatch] = useState<Watch | null>(() => {
    const stored = runStorage.read(userId, target);
    return stored ? { runId: stored, immediate: true, resumed: true } : null;
  });

  useEffect(() => {
    if (!watch) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPollFailed(false);
    const poll = () => {
      api
        .get(watch.runId, { background: true })
        .then((value) => {
          if (!live) return;
          setRun(value);
          if (isActive(value)) timer = setTimeout(poll, pollMs);
        })
        .catch((error: unknown) => {
          if (!live) return;
          if (watch.resumed && error instanceof ApiError && error.status === 404) {
            runStorage.forget(userId, { type, id });
            setWatch(null);
            return;
          }
          setPollFailed(true);
          ui.handleError(error);
        });
    };
    if (watch.immediate) poll();
    else timer = setTimeout(poll, pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, watch, pollMs, ui, userId, type, id]);

  const start = useCallback(async (): Promise<boolean> => {
    setStarting(true);
    try {
      const queued = await api.start({ type, id });
      runStorage.write(userId, { type, id }, queued.id);
      setRun(queued);
      setWatch({ runId: queued.id, immediate: false, resumed: false });
      return true;
    } catch (error) {
      ui.handleError(error);
      return false;
    } finally {
      setStarting(false);
    }
  }, [api, type, id, userId, ui]);

  /** Asks again now: after a failed poll, or for a failed run the queue may have retried since. */
  const refresh = useCallback(() => {
    setWatch((w) => (w ? { ...w, immediate: true } : w));
  }, []);

  return { run, starting, pollFailed, start, refresh };
}
