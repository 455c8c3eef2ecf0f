/** The few statistics the benches print. */

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const passFail = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
