/**
 * Exact rational numbers on BigInt. Grading compares 2/3 with .6667 and 6/100 with .06: floating point
 * would make some of those comparisons wrong, so no float ever enters the checker.
 */
export interface Rational {
  /** Numerator; carries the sign. */
  n: bigint;
  /** Denominator, always > 0; the fraction is always reduced. */
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const compare = (a: Rational, b: Rational): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const equals = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;
export const isNegative = (a: Rational) => a.n < 0n;

const DECIMAL = /^(\d+)?(?:\.(\d*))?$/;

/** `12`, `3.5`, `.5`, `3.` (no sign) -> value and number of decimal places; null when not a decimal. */
export function parseUnsignedDecimal(text: string): { value: Rational; decimals: number } | null {
  const m = DECIMAL.exec(text);
  if (!m || (m[1] === undefined && !m[2])) return null;
  const whole = m[1] ?? '0';
  const frac = m[2] ?? '';
  return { value: rational(BigInt(whole + frac), 10n ** BigInt(frac.length)), decimals: frac.length };
}

/** The value truncated (toward zero) to `decimals` places. */
export function truncate(a: Rational, decimals: number): Rational {
  const scale = 10n ** BigInt(decimals);
  // BigInt division truncates toward zero, which is what truncation of a signed value means.
  return rational((a.n * scale) / a.d, scale);
}

/** The value rounded half up on its absolute value (half away from zero) to `decimals` places. */
export function roundHalfUp(a: Rational, decimals: number): Rational {
  const scale = 10n ** BigInt(decimals);
  const scaled = abs(a.n) * scale;
  const q = (scaled * 2n + a.d) / (2n * a.d);
  return rational(a.n < 0n ? -q : q, scale);
}

/** Digits of the integer part of |a| (0 for values below 1). */
export function integerDigits(a: Rational): number {
  const whole = abs(a.n) / a.d;
  return whole === 0n ? 0 : whole.toString().length;
}
