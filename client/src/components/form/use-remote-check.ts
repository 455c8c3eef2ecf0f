import { useCallback, useRef, useState } from 'react';

export type RemoteCheck<R> =
  | { status: 'idle' }
  | { status: 'checking'; value: string }
  | { status: 'done'; value: string; result: R }
  | { status: 'failed'; value: string; error: unknown };

/**
 * A server-side check of one field value (username free? instructor code valid? student e-mail linkable?),
 * run on blur. Only the answer for the latest value is kept.
 */
export function useRemoteCheck<R>(check: (value: string) => Promise<R>) {
  const [state, setState] = useState<RemoteCheck<R>>({ status: 'idle' });
  const latest = useRef('');
  const checkRef = useRef(check);
  checkRef.current = check;

  const run = useCallback(async (raw: string): Promise<RemoteCheck<R>> => {
    const value = raw.trim();
    latest.current = value;
    if (!value) {
      const idle = { status: 'idle' } as const;
      setState(idle);
      return idle;
    }
    setState({ status: 'checking', value });
    let next: RemoteCheck<R>;
    try {
      next = { status: 'done', value, result: await checkRef.current(value) };
    } catch (error) {
      next = { status: 'failed', value, error };
    }
    if (latest.current === value) setState(next);
    return next;
  }, []);

  const reset = useCallback(() => {
    latest.current = '';
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}
