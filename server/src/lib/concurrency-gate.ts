/**
 * At most `limit` of the gated tasks run at once; the rest wait their turn in arrival order. A task's
 * failure frees its place like a success.
 */
export type ConcurrencyGate = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyGate(limit: number): ConcurrencyGate {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrencyGate: limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function gated<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // The finishing task hands its place straight to this one, so `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
