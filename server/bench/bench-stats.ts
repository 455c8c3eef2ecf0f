/** The few statistics the benches print. */

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const passFail = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

/**
 * The baseline's own p99 beside the app's (issue 17): the app is measured against a server doing the same
 * database work, and waits for the same PostgreSQL, so when the baseline's p99 is over the target the
 * target's floor on this machine is the baseline's, not the framework's.
 */
export const floorP99 = (baseline: string, p99: number, targetMs: number): string =>
  `${baseline}'s own p99 ${p99} ms${p99 >= targetMs ? ' (over the target too: that is the floor here)' : ''}`;
