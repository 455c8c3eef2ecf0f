/**
 * Property-based tests of the answer checker (fast-check).
 *
 * The reference model below is written from the rules (digital-sat.md, spec section 5 and the checker's contract in types.ts),
 * with exact rational arithmetic on BigInt, independently of the implementation:
 * - exact: the response's value equals the key's value, whatever its form;
 * - digital approximation: only when the exact decimal does not fit 5 characters (6 with '-'); a decimal response that fills the
 *   space (>= 5 characters, >= 6 when negative, counting '-', one '0' before the point and '.') and equals the value truncated or
 *   rounded half up (on the absolute value) at its own number of decimal places;
 * - paper approximation: 4 columns, no negatives; at least as many decimal places as the most precise 4-column entry;
 * - ranges: exact comparisons, never approximations.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer, gradeAnswer, validateAnswerKey } from './index';
import type { GradeOptions, GradeReason, GradeResult, QuestionType } from './index';

// ---------------------------------------------------------------------------------------------------------------------------
// Exact rationals
// ---------------------------------------------------------------------------------------------------------------------------

interface Q {
  n: bigint;
  d: bigint; // > 0, gcd(n, d) = 1
}

const absB = (x: bigint): bigint => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = absB(a);
  b = absB(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
function rat(n: bigint | number, d: bigint | number = 1n): Q {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new Error('zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}
const cmp = (a: Q, b: Q): number => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
const eq = (a: Q, b: Q): boolean => cmp(a, b) === 0;
const add = (a: Q, b: Q): Q => rat(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Q, b: Q): Q => rat(a.n * b.d - b.n * a.d, a.d * b.d);
const pow10 = (k: number): bigint => 10n ** BigInt(k);

/** Number of decimal places of a terminating decimal, null when the decimal does not terminate. */
function terminatingPlaces(v: Q): number | null {
  let d = v.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? Math.max(twos, fives) : null;
}

/** The decimal text of m / 10^k; `leadingZero` writes '0.5' rather than '.5'. */
function decimalText(m: bigint, k: number, leadingZero: boolean): string {
  const digits = absB(m)
    .toString()
    .padStart(k + 1, '0');
  const int = digits.slice(0, digits.length - k);
  const frac = digits.slice(digits.length - k);
  const intPart = int === '0' && !leadingZero && k > 0 ? '' : int;
  return (m < 0n ? '-' : '') + intPart + (k > 0 ? '.' + frac : '');
}

function exactDecimal(v: Q, leadingZero: boolean): string | null {
  const k = terminatingPlaces(v);
  return k === null ? null : decimalText((v.n * pow10(k)) / v.d, k, leadingZero);
}

/** Does the exact decimal fit the entry space (leading 0 omitted; a '-' has its own extra character on the digital test)? */
function fits(v: Q, width: number): boolean {
  const t = exactDecimal(v, false);
  return t !== null && t.length <= width + (v.n < 0n ? 1 : 0);
}
const DIGITAL_WIDTH = 5;
const PAPER_WIDTH = 4;

/** m such that m / 10^k is v truncated (towards zero) / rounded half up on the absolute value, at k places. */
const truncM = (v: Q, k: number): bigint => {
  const m = (absB(v.n) * pow10(k)) / v.d;
  return v.n < 0n ? -m : m;
};
const roundM = (v: Q, k: number): bigint => {
  const m = (2n * absB(v.n) * pow10(k) + v.d) / (2n * v.d);
  return v.n < 0n ? -m : m;
};

/** Most decimal places of a paper entry of v (0 < v < 100) that fits 4 columns, leading 0 omitted: .666, 3.16, 12.3. */
const paperPlaces = (v: Q): number => (cmp(v, rat(1)) < 0 ? 3 : cmp(v, rat(10)) < 0 ? 2 : 1);

// ---------------------------------------------------------------------------------------------------------------------------
// The reference reading of a response and the expected grade for a single bare-number key
// ---------------------------------------------------------------------------------------------------------------------------

function normalise(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** Value of a digit string with at most one '.', or null when it has no digit. */
function partValue(t: string): Q | null {
  if (!/\d/.test(t)) return null;
  const [int, frac = ''] = t.split('.');
  return rat(BigInt((int || '0') + frac), pow10(frac.length));
}

/** The rules: only digits, one '.', one '/', one leading '-'; a zero denominator is not a number. */
function readResponse(raw: string): Q | 'blank' | 'not-a-number' {
  const s = normalise(raw);
  if (s === '') return 'blank';
  if (!/^-?[0-9.]+(\/[0-9.]+)?$/.test(s) || (s.match(/\./g) ?? []).length > 1) return 'not-a-number';
  const [num, den = '1'] = s.replace(/^-/, '').split('/');
  const a = partValue(num);
  const b = partValue(den);
  if (a === null || b === null || b.n === 0n) return 'not-a-number';
  const v = rat(a.n * b.d, a.d * b.n);
  return s.startsWith('-') ? rat(-v.n, v.d) : v;
}

/** Length of a decimal response as entered, without redundant leading zeros (one '0' before the point is kept). */
function enteredLength(s: string): number {
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const [int, ...rest] = body.split('.');
  const stripped = int.replace(/^0+/, '');
  const intKept = stripped === '' && int !== '' ? '0' : stripped;
  return (neg ? 1 : 0) + intKept.length + (rest.length ? 1 + rest[0].length : 0);
}

function expectedDigital(v: Q, raw: string): GradeReason {
  const r = readResponse(raw);
  if (r === 'blank' || r === 'not-a-number') return r;
  if (eq(r, v)) return 'exact';
  const s = normalise(raw);
  if (fits(v, DIGITAL_WIDTH) || s.includes('/') || !s.includes('.')) return 'wrong';
  if (enteredLength(s) < (s.startsWith('-') ? DIGITAL_WIDTH + 1 : DIGITAL_WIDTH)) return 'wrong';
  const k = s.length - s.indexOf('.') - 1;
  const m = (r.n * pow10(k)) / r.d;
  return m === truncM(v, k) || m === roundM(v, k) ? 'approximation' : 'wrong';
}

/** Paper, for 0 < v < 100 and responses without '-'. */
function expectedPaper(v: Q, raw: string): GradeReason {
  const r = readResponse(raw);
  if (r === 'blank' || r === 'not-a-number') return r;
  if (eq(r, v)) return 'exact';
  const s = normalise(raw);
  if (fits(v, PAPER_WIDTH) || s.includes('/') || !s.includes('.')) return 'wrong';
  const k = s.length - s.indexOf('.') - 1;
  if (k < paperPlaces(v)) return 'wrong';
  const m = (r.n * pow10(k)) / r.d;
  return m === truncM(v, k) || m === roundM(v, k) ? 'approximation' : 'wrong';
}

// ---------------------------------------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------------------------------------

const GRID: GradeOptions = { type: 'grid-in' };
const PAPER: GradeOptions = { type: 'grid-in', version: 'paper' };
const RIGHT_REASONS: ReadonlySet<GradeReason> = new Set<GradeReason>(['exact', 'approximation', 'in-range', 'choice', 'free-point']);
const ALL_REASONS: ReadonlySet<GradeReason> = new Set<GradeReason>([...RIGHT_REASONS, 'no-right-answer', 'blank', 'not-a-number', 'wrong']);

const grade = (key: string, response: string, opts: GradeOptions): { correct: boolean; reason: GradeReason } => {
  const g: GradeResult = gradeAnswer(key, response, opts);
  return { correct: g.correct, reason: g.reason };
};
const want = (reason: GradeReason) => ({ correct: RIGHT_REASONS.has(reason), reason });

/** A random fraction p/q, q in 1..50, |p| < 10000, with its key text `p/q`. */
const fraction = fc.record({ p: fc.integer({ min: -9999, max: 9999 }), q: fc.integer({ min: 1, max: 50 }) }).map(({ p, q }) => ({
  p,
  q,
  v: rat(p, q),
  key: `${p}/${q}`,
}));
/** Fractions whose decimal terminates: denominators 2^a 5^b. */
const terminatingFraction = fc
  .record({
    p: fc.oneof(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -9999, max: 9999 })),
    q: fc.constantFrom(2, 4, 5, 8, 10, 16, 20, 25, 32, 40, 50, 64, 80, 125, 160, 200, 250, 625, 1000),
  })
  .map(({ p, q }) => ({ p, q, v: rat(p, q), key: `${p}/${q}` }));
const positiveFractionUnder100 = fc
  .record({ p: fc.integer({ min: 1, max: 4999 }), q: fc.integer({ min: 1, max: 50 }) })
  .filter(({ p, q }) => p < 100 * q)
  .map(({ p, q }) => ({ p, q, v: rat(p, q), key: `${p}/${q}` }));

const toFullWidth = (s: string): string => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\u3000', '\u00a0', ' \t ');
/** Surrounding whitespace and, sometimes, full-width characters: the rules read them as the plain ASCII text. */
const dressed = (s: string) =>
  fc.tuple(padding, fc.boolean(), padding).map(([before, wide, after]) => (before + (wide ? toFullWidth(s) : s) + after) as string);

/** Text of a rational in the key grammar: a fraction (possibly unreduced), or a decimal / integer when it terminates. */
function keyNumberText(v: Q, choice: number, multiple: number): string {
  const sign = v.n < 0n ? '-' : '';
  const n = absB(v.n);
  const places = terminatingPlaces(v);
  if (places === null || choice % 4 === 0) return `${sign}${n * BigInt(multiple)}/${v.d * BigInt(multiple)}`;
  const m = (n * pow10(places)) / v.d;
  if (choice % 4 === 1) return sign + decimalText(m, places, true);
  if (choice % 4 === 2) return sign + decimalText(m * 10n, places + 1, false); // a trailing zero, no leading zero
  return sign + decimalText(m, places, false) + (places === 0 ? '.' : '');
}
const keyNumber = (v: Q) => fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })).map(([c, k]) => keyNumberText(v, c, k));

/** Text of a rational as a response: fraction, unreduced fraction, decimal when it terminates. */
const responseNumber = (v: Q) => keyNumber(v);

const smallRational = fc.record({ n: fc.integer({ min: -20000, max: 20000 }), d: fc.integer({ min: 1, max: 400 }) }).map(({ n, d }) => rat(n, d));
const positiveDelta = fc
  .oneof(
    fc.record({ n: fc.integer({ min: 1, max: 1000 }), d: fc.integer({ min: 1, max: 1000 }) }),
    fc.record({ n: fc.constant(1), d: fc.constantFrom(10 ** 6, 10 ** 9, 10 ** 12, 3 * 10 ** 12) }),
  )
  .map(({ n, d }) => rat(n, d));

type Op = '=' | '<' | '<=' | '>' | '>=';
interface Condition {
  op: Op;
  bound: Q;
  text: string;
}
const holds = (c: Condition, x: Q): boolean => {
  const s = cmp(x, c.bound);
  return c.op === '=' ? s === 0 : c.op === '<' ? s < 0 : c.op === '<=' ? s <= 0 : c.op === '>' ? s > 0 : s >= 0;
};

/** A condition that the witness w satisfies. */
const conditionFor = (w: Q, ops: readonly Op[]) =>
  fc.tuple(fc.constantFrom(...ops), positiveDelta, fc.boolean()).chain(([op, delta, onBound]) => {
    const bound =
      op === '=' ? w : op === '<' ? add(w, delta) : op === '>' ? sub(w, delta) : onBound ? w : op === '<=' ? add(w, delta) : sub(w, delta);
    return keyNumber(bound).map((t) => ({ op, bound, text: (op === '=' ? '' : op) + t }) as Condition);
  });

interface Alternative {
  witness: Q;
  conditions: Condition[];
}
const alternative = (ops: readonly Op[]) =>
  smallRational.chain((w) => fc.array(conditionFor(w, ops), { minLength: 1, maxLength: 3 }).map((conditions) => ({ witness: w, conditions })));
const numericKey = (ops: readonly Op[]) =>
  fc.array(alternative(ops), { minLength: 1, maxLength: 3 }).map((alternatives) => ({
    alternatives: alternatives as Alternative[],
    key: alternatives.map((a) => a.conditions.map((c) => c.text).join('&')).join(','),
  }));
const RANGE_OPS: Op[] = ['<', '<=', '>', '>='];
const ALL_OPS: Op[] = ['=', '<', '<=', '>', '>='];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const choiceKey = fc.integer({ min: 1, max: 8 }).chain((count) =>
  fc
    .tuple(fc.subarray([...LETTERS.slice(0, count)], { minLength: 1 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
    .chain(([letters, lower]) =>
      fc.shuffledSubarray(letters, { minLength: letters.length, maxLength: letters.length }).map((order) => ({
        count,
        letters: new Set(letters),
        key: order.map((l, i) => (lower[i] ? l.toLowerCase() : l)).join(','),
      })),
    ),
);

/** Response-like strings: digits, '.', '/', '-' and spaces. */
const numberishString = fc.string({ unit: fc.constantFrom(...'0123456789./- '), maxLength: 9 });
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  numberishString,
  fc.string({ unit: fc.constantFrom(...'0123456789.,/-*<>=&ABCDabcd \u3000\uff10\uff0e\uff0f\uff0d\uff1c'), maxLength: 12 }),
);

// ---------------------------------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------------------------------

describe('equivalent forms are exact', () => {
  const forms = (p: number, q: number, v: Q) =>
    fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.boolean()).map(([k, zeros, leadingZero]) => {
      const sign = v.n < 0n ? '-' : '';
      const out = [`${v.n}/${v.d}`, `${sign}${absB(v.n) * BigInt(k)}/${v.d * BigInt(k)}`, `${p}/${q}`, `${sign}${Math.abs(p) * k}/${q * k}`];
      if (v.d === 1n) out.push(`${v.n}`, `${v.n}.`, `${v.n}.${'0'.repeat(zeros + 1)}`);
      const dec = exactDecimal(v, leadingZero);
      if (dec !== null && v.d !== 1n) out.push(dec + '0'.repeat(zeros));
      if (v.n === 0n) out.push('-0', '-0/' + q, '.0', '0.');
      return out;
    });

  it('digital: the reduced fraction, unreduced multiples and the terminating decimal of p/q are all exact', () => {
    fc.assert(
      fc.property(
        fraction.chain((f) => fc.tuple(fc.constant(f), forms(f.p, f.q, f.v), keyNumber(f.v))),
        ([f, responses, otherKey]) => {
          for (const key of [f.key, otherKey]) {
            for (const r of responses) {
              expect(grade(key, r, GRID), `key ${key} response ${r}`).toEqual(want('exact'));
              expect(checkAnswer(key, r, 'grid-in')).toBe(true);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('digital: whitespace around and full-width characters do not change an exact answer', () => {
    fc.assert(
      fc.property(
        fraction.chain((f) =>
          fc.tuple(
            fc.constant(f),
            forms(f.p, f.q, f.v).chain((rs) => fc.tuple(...rs.map(dressed))),
          ),
        ),
        ([f, responses]) => {
          for (const r of responses) expect(grade(f.key, r, GRID), `key ${f.key} response ${JSON.stringify(r)}`).toEqual(want('exact'));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('paper: every equivalent form of a non-negative value is exact', () => {
    fc.assert(
      fc.property(
        fraction.filter((f) => f.p >= 0).chain((f) => fc.tuple(fc.constant(f), forms(f.p, f.q, f.v))),
        ([f, responses]) => {
          for (const r of responses.filter((x) => !x.startsWith('-')))
            expect(grade(f.key, r, PAPER), `key ${f.key} response ${r}`).toEqual(want('exact'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keys written in equivalent forms grade every response alike', () => {
    fc.assert(
      fc.property(
        fraction.chain((f) =>
          fc.tuple(fc.constant(f), keyNumber(f.v), fc.array(fc.oneof(numberishString, nearDecimal(f.v), responseNumber(f.v)), { maxLength: 8 })),
        ),
        ([f, otherKey, responses]) => {
          for (const r of responses) {
            expect(grade(otherKey, r, GRID), `keys ${f.key} / ${otherKey}, response ${r}`).toEqual(grade(f.key, r, GRID));
            if (f.p >= 0) expect(grade(otherKey, r, PAPER)).toEqual(grade(f.key, r, PAPER));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A decimal response near v: truncation or rounding of v at 1..8 places, shifted by -3..3 units of the last place. */
function nearDecimal(v: Q) {
  return fc
    .tuple(fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.integer({ min: -3, max: 3 }), fc.boolean())
    .map(([k, rounded, shift, leadingZero]) => decimalText((rounded ? roundM(v, k) : truncM(v, k)) + BigInt(shift), k, leadingZero));
}

describe('approximations', () => {
  it('digital: every truncation and rounding that fills the space is correct, a shorter one is not', () => {
    fc.assert(
      fc.property(
        fraction.filter((f) => !fits(f.v, DIGITAL_WIDTH)),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        fc.boolean(),
        (f, k, rounded, leadingZero) => {
          const s = decimalText(rounded ? roundM(f.v, k) : truncM(f.v, k), k, leadingZero);
          const value = readResponse(s) as Q;
          const filled = s.length >= (s.startsWith('-') ? DIGITAL_WIDTH + 1 : DIGITAL_WIDTH);
          const expected = eq(value, f.v) ? 'exact' : filled ? 'approximation' : 'wrong';
          expect(grade(f.key, s, GRID), `key ${f.key} response ${s}`).toEqual(want(expected));
          expect(checkAnswer(f.key, s, 'grid-in')).toBe(expected !== 'wrong');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('paper: a truncation or rounding with at least as many places as the best 4-column entry is correct, fewer are not', () => {
    fc.assert(
      fc.property(
        positiveFractionUnder100.filter((f) => !fits(f.v, PAPER_WIDTH)),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.boolean(),
        (f, k, rounded, leadingZero) => {
          const s = decimalText(rounded ? roundM(f.v, k) : truncM(f.v, k), k, leadingZero);
          const value = readResponse(s) as Q;
          const expected = eq(value, f.v) ? 'exact' : k >= paperPlaces(f.v) ? 'approximation' : 'wrong';
          expect(grade(f.key, s, PAPER), `key ${f.key} response ${s}`).toEqual(want(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a decimal more than one unit of its last place away from the value is wrong (digital and paper)', () => {
    fc.assert(
      fc.property(
        fraction,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 100000 }),
        fc.boolean(),
        fc.boolean(),
        (f, k, distance, below, leadingZero) => {
          const m = truncM(f.v, k) + (below ? -BigInt(distance) : BigInt(distance));
          const s = decimalText(m, k, leadingZero);
          expect(grade(f.key, s, GRID), `key ${f.key} response ${s}`).toEqual(want('wrong'));
          expect(checkAnswer(f.key, s, 'grid-in')).toBe(false);
          if (f.p > 0 && m > 0n) expect(grade(f.key, s, PAPER), `paper: key ${f.key} response ${s}`).toEqual(want('wrong'));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a fraction is never an approximation: any other value written as a fraction is wrong', () => {
    fc.assert(
      fc.property(fraction, positiveDelta, fc.boolean(), fc.integer({ min: 1, max: 5 }), (f, delta, below, k) => {
        const r = below ? sub(f.v, delta) : add(f.v, delta);
        const s = `${r.n * BigInt(k)}/${r.d * BigInt(k)}`;
        expect(grade(f.key, s, GRID), `key ${f.key} response ${s}`).toEqual(want('wrong'));
        if (r.n > 0n && f.p > 0) expect(grade(f.key, s, PAPER)).toEqual(want('wrong'));
      }),
      { numRuns: 500 },
    );
  });

  it('digital, reference model: decimals near a value whose decimal does not fit', () => {
    fc.assert(
      fc.property(
        fraction.filter((f) => !fits(f.v, DIGITAL_WIDTH)).chain((f) => fc.tuple(fc.constant(f), nearDecimal(f.v))),
        ([f, s]) => {
          expect(grade(f.key, s, GRID), `key ${f.key} response ${s}`).toEqual(want(expectedDigital(f.v, s)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('digital, reference model: when the exact decimal fits (5 characters, 6 with -) only the exact value counts', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fraction, terminatingFraction)
          .filter((f) => fits(f.v, DIGITAL_WIDTH))
          .chain((f) => fc.tuple(fc.constant(f), nearDecimal(f.v))),
        ([f, s]) => {
          const value = readResponse(s) as Q;
          expect(grade(f.key, s, GRID), `key ${f.key} response ${s}`).toEqual(want(eq(value, f.v) ? 'exact' : 'wrong'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('paper, reference model: decimals near a positive value under 100', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            positiveFractionUnder100,
            terminatingFraction.filter((f) => f.p > 0 && f.p < 100 * f.q),
          )
          .chain((f) =>
            fc.tuple(
              fc.constant(f),
              nearDecimal(f.v).filter((s) => !s.startsWith('-')),
            ),
          ),
        ([f, s]) => {
          expect(grade(f.key, s, PAPER), `key ${f.key} response ${s}`).toEqual(want(expectedPaper(f.v, s)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('extra leading zeros neither help nor hurt a decimal (00.67 is 0.67, 00000 is 0)', () => {
    fc.assert(
      fc.property(
        fraction.filter((f) => !fits(f.v, DIGITAL_WIDTH)).chain((f) => fc.tuple(fc.constant(f), nearDecimal(f.v))),
        fc.integer({ min: 1, max: 4 }),
        ([f, s], zeros) => {
          const plain = s.startsWith('.') ? '0' + s : s.startsWith('-.') ? '-0' + s.slice(1) : s;
          const padded = plain.startsWith('-') ? '-' + '0'.repeat(zeros) + plain.slice(1) : '0'.repeat(zeros) + plain;
          expect(grade(f.key, padded, GRID).correct, `key ${f.key}: ${padded} vs ${plain}`).toBe(grade(f.key, plain, GRID).correct);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('digital, reference model: arbitrary strings of digits, points, slashes, minus signs and spaces', () => {
    // Strings with two points and zero-padded decimals are left to the explicit tables (grid-in.test.ts), where the
    // implementation disagrees; here they would only hide other findings.
    fc.assert(
      fc.property(
        fraction.filter((f) => !fits(f.v, DIGITAL_WIDTH)),
        numberishString.filter((s) => (s.match(/\./g) ?? []).length < 2 && !/^\s*-?0\d/.test(s)),
        (f, s) => {
          expect(grade(f.key, s, GRID), `key ${f.key} response ${JSON.stringify(s)}`).toEqual(want(expectedDigital(f.v, s)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('ranges', () => {
  const candidates = (alternatives: Alternative[]) => {
    const points: Q[] = [];
    for (const a of alternatives) {
      points.push(a.witness);
      for (const c of a.conditions) points.push(c.bound);
    }
    return fc
      .tuple(
        fc.constantFrom(...points),
        fc.oneof(
          fc.constant(rat(0)),
          positiveDelta,
          positiveDelta.map((d) => rat(-d.n, d.d)),
        ),
        fc.oneof(smallRational, fc.constant(null)),
      )
      .chain(([point, shift, random]) => {
        const x = random ?? add(point, shift);
        return responseNumber(x).chain((text) => dressed(text).map((dressedText) => ({ x, text: dressedText })));
      });
  };

  it('a response is in range iff it satisfies every condition of some alternative (exact comparison, any form)', () => {
    fc.assert(
      fc.property(
        numericKey(RANGE_OPS).chain((k) => fc.tuple(fc.constant(k), fc.array(candidates(k.alternatives), { minLength: 1, maxLength: 10 }))),
        ([k, responses]) => {
          for (const { x, text } of responses) {
            const inside = k.alternatives.some((a) => a.conditions.every((c) => holds(c, x)));
            expect(grade(k.key, text, GRID), `key ${k.key} response ${JSON.stringify(text)}`).toEqual(want(inside ? 'in-range' : 'wrong'));
            expect(checkAnswer(k.key, text, 'grid-in')).toBe(inside);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a random range accepts no value outside it and every value inside it', () => {
    fc.assert(
      fc.property(
        fc.tuple(smallRational, positiveDelta, fc.boolean(), fc.boolean()),
        fc.array(smallRational, { minLength: 1, maxLength: 20 }),
        ([low, width, lowIncluded, highIncluded], xs) => {
          const high = add(low, width);
          const key = `${lowIncluded ? '>=' : '>'}${keyNumberText(low, 0, 1)}&${highIncluded ? '<=' : '<'}${keyNumberText(high, 0, 1)}`;
          for (const x of [...xs, low, high, add(low, rat(1, 10 ** 12)), sub(high, rat(1, 10 ** 12)), sub(low, rat(1, 10 ** 12))]) {
            const lo = cmp(x, low);
            const hi = cmp(x, high);
            const inside = (lowIncluded ? lo >= 0 : lo > 0) && (highIncluded ? hi <= 0 : hi < 0);
            const text = `${x.n}/${x.d}`;
            expect(grade(key, text, GRID), `key ${key} response ${text}`).toEqual(want(inside ? 'in-range' : 'wrong'));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('answer keys from the grammar', () => {
  it('validateAnswerKey accepts every generated key, and its witnesses are graded correct in any form', () => {
    fc.assert(
      fc.property(
        numericKey(ALL_OPS).chain((k) => fc.tuple(fc.constant(k), fc.tuple(...k.alternatives.map((a) => responseNumber(a.witness).chain(dressed))))),
        ([k, witnessTexts]) => {
          expect(validateAnswerKey(k.key, 'grid-in'), `key ${k.key}`).toEqual({ ok: true });
          k.alternatives.forEach((a, i) => {
            const g = grade(k.key, witnessTexts[i], GRID);
            expect(g.correct, `key ${k.key} response ${JSON.stringify(witnessTexts[i])}`).toBe(true);
            expect(checkAnswer(k.key, witnessTexts[i], 'grid-in')).toBe(true);
            if (k.alternatives.length === 1 && a.conditions.length === 1 && a.conditions[0].op === '=') expect(g.reason).toBe('exact');
            if (k.alternatives.length === 1 && a.conditions.every((c) => c.op !== '=')) expect(g.reason).toBe('in-range');
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('validateAnswerKey accepts every generated multiple-choice key; grading follows the listed letters', () => {
    fc.assert(
      fc.property(choiceKey, fc.integer({ min: 0, max: 25 }), fc.boolean(), padding, ({ count, letters, key }, index, lower, pad) => {
        expect(validateAnswerKey(key, 'multiple-choice'), key).toEqual({ ok: true });
        const free = letters.size === count;
        const letter = LETTERS[index % count];
        const response = pad + (lower ? letter.toLowerCase() : letter) + pad;
        const expected = free ? 'free-point' : letters.has(letter) ? 'choice' : 'wrong';
        expect(grade(key, response, { type: 'multiple-choice', choiceCount: count }), `key ${key} (${count}) response ${response}`).toEqual(
          want(expected),
        );
        expect(grade(key, pad, { type: 'multiple-choice', choiceCount: count })).toEqual(want(free ? 'free-point' : 'blank'));
        if (count === 4) expect(checkAnswer(key, response, 'multiple-choice')).toBe(expected !== 'wrong');
      }),
      { numRuns: 500 },
    );
  });
});

describe('robustness and consistency', () => {
  const anyOpts: fc.Arbitrary<GradeOptions> = fc.record(
    {
      type: fc.constantFrom<QuestionType>('grid-in', 'multiple-choice'),
      version: fc.constantFrom<'digital' | 'paper'>('digital', 'paper'),
      choiceCount: fc.integer({ min: 1, max: 26 }),
    },
    { requiredKeys: ['type'] },
  );
  const someKey = fc.oneof(
    numericKey(ALL_OPS).map((k) => k.key),
    choiceKey.map((k) => k.key),
    fc.constant('*'),
    anyString,
  );

  it('gradeAnswer and validateAnswerKey never throw, whatever the strings; the verdict matches its reason', () => {
    fc.assert(
      fc.property(someKey, anyString, anyOpts, (key, response, opts) => {
        const g = gradeAnswer(key, response, opts);
        expect(typeof g.correct).toBe('boolean');
        expect(ALL_REASONS.has(g.reason), `reason ${g.reason}`).toBe(true);
        expect(g.correct).toBe(RIGHT_REASONS.has(g.reason));
        const v = validateAnswerKey(key, opts.type);
        if (!v.ok) {
          expect(typeof v.message).toBe('string');
          expect(v.messageId).toMatch(/\S/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('gradeAnswer(...).correct === checkAnswer(...) with the default options', () => {
    fc.assert(
      fc.property(
        someKey,
        fc.oneof(anyString, numberishString),
        fc.constantFrom<QuestionType>('grid-in', 'multiple-choice'),
        (key, response, type) => {
          expect(gradeAnswer(key, response, { type }).correct).toBe(checkAnswer(key, response, type));
          expect(gradeAnswer(key, response, { type, version: 'digital', choiceCount: 4 }).correct).toBe(checkAnswer(key, response, type));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("'*' is right for no one, whatever the response, type or version", () => {
    fc.assert(
      fc.property(anyString, anyOpts, (response, opts) => {
        expect(grade('*', response, opts)).toEqual(want('no-right-answer'));
      }),
      { numRuns: 1000 },
    );
  });

  it('a blank response is blank (or a free point), never right otherwise', () => {
    fc.assert(
      fc.property(numericKey(ALL_OPS), fc.array(padding, { maxLength: 3 }), ({ key }, pads) => {
        expect(grade(key, pads.join(''), GRID)).toEqual(want('blank'));
        expect(grade(key, pads.join(''), PAPER)).toEqual(want('blank'));
      }),
      { numRuns: 300 },
    );
  });

  it('grid-in: surrounding whitespace and full-width characters do not change any grade', () => {
    fc.assert(
      fc.property(
        someKey,
        fc.oneof(
          numberishString.map((s) => s.trim()),
          fc.string({ unit: fc.constantFrom(...'0123456789./-+%,$e'), maxLength: 8 }),
        ),
        padding,
        padding,
        fc.constantFrom<'digital' | 'paper'>('digital', 'paper'),
        (key, s, before, after, version) => {
          const opts: GradeOptions = { type: 'grid-in', version };
          const base = grade(key, s, opts);
          expect(grade(key, before + s + after, opts), `key ${key} response ${JSON.stringify(before + s + after)}`).toEqual(base);
          expect(grade(key, before + toFullWidth(s) + after, opts), `key ${key} response ${toFullWidth(s)}`).toEqual(base);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('paper: a negative response is not a number', () => {
    fc.assert(
      fc.property(
        numericKey(ALL_OPS).map((k) => k.key),
        fraction.filter((f) => f.p < 0),
        (key, f) => {
          for (const s of [f.key, exactDecimal(f.v, false) ?? f.key, decimalText(truncM(f.v, 4), 4, true)]) {
            if (readResponse(s) === 'not-a-number' || !s.startsWith('-')) continue;
            expect(grade(key, s, PAPER), `key ${key} response ${s}`).toEqual(want('not-a-number'));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
