/**
 * The app's clock. Everything with a deadline (test modules, breaks, daily limits) reads time from
 * here, never from `new Date()` directly, so integration tests move time forward instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string = new Date()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
