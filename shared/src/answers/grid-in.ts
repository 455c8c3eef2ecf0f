import { compare, equals, integerDigits, isNegative, roundHalfUp, truncate, type Rational } from './rational';
import { parseNumberText, type ParsedNumber } from './number-text';
import type { Alternative, Condition } from './answer-key';
import type { GradeReason, TestVersion } from './types';

export type ReadResponse = { kind: 'blank' } | { kind: 'not-a-number' } | { kind: 'number'; text: string; number: ParsedNumber };

/** Entry space: digital takes 5 characters for a positive answer and 6 for a negative one; paper has 4 columns. */
export const DIGITAL_WIDTH = 5;
export const PAPER_COLUMNS = 4;

/**
 * What the student entered, read as a number. Full-width characters from a Chinese input method are
 * read as their ASCII forms (NFKC), so ０．５ is .5; spaces inside (a mixed number `3 1/2`), %, commas,
 * units and '+' are not numbers, as on test day.
 */
export function readGridInResponse(raw: string, version: TestVersion): ReadResponse {
  const text = raw.normalize('NFKC').trim();
  if (text === '') return { kind: 'blank' };
  // Digits, at most one '.' and one '/', an optional leading '-': what the entry box accepts.
  if (!/^-?[\d./]+$/.test(text) || (text.match(/\./g) ?? []).length > 1) return { kind: 'not-a-number' };
  const number = parseNumberText(text);
  if (!number) return { kind: 'not-a-number' };
  // Paper grids have no minus sign.
  if (version === 'paper' && number.negative && number.value.n !== 0n) return { kind: 'not-a-number' };
  return { kind: 'number', text, number };
}

function holds(c: Condition, v: Rational): boolean {
  const k = compare(v, c.value);
  switch (c.op) {
    case '=':
      return k === 0;
    case '<':
      return k < 0;
    case '<=':
      return k <= 0;
    case '>':
      return k > 0;
    case '>=':
      return k >= 0;
  }
}

/**
 * Characters an entry really uses: padding zeros add no precision, so `00.67` counts as `0.67` and
 * `00000` as `0` (a single 0 before the point counts, as in the College Board's `0.666`).
 */
function significantLength(text: string): number {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [whole, fraction] = body.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  return (negative ? 1 : 0) + wholeDigits.length + (fraction === undefined ? 0 : 1 + fraction.length);
}

/** Decimal places of the exact value when its decimal expansion ends; null when it repeats. */
function terminatingDecimals(v: Rational): number | null {
  let d = v.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) [d, twos] = [d / 2n, twos + 1];
  while (d % 5n === 0n) [d, fives] = [d / 5n, fives + 1];
  return d === 1n ? Math.max(twos, fives) : null;
}

/** Does the exact value fit the entry space as a decimal? Then only the exact value is right. */
function exactDecimalFits(exact: Rational, version: TestVersion): boolean {
  const places = terminatingDecimals(exact);
  if (places === null) return false;
  const length = (isNegative(exact) ? 1 : 0) + integerDigits(exact) + (places > 0 ? 1 + places : 0);
  const width = version === 'digital' ? DIGITAL_WIDTH + (isNegative(exact) ? 1 : 0) : PAPER_COLUMNS;
  return Math.max(length, 1) <= width;
}

/** Is this decimal entry precise enough to stand for a value that does not fit the entry space? */
function fillsSpace(response: { text: string; number: ParsedNumber }, exact: Rational, version: TestVersion): boolean {
  const decimals = response.number.decimals;
  if (decimals === null) return false; // a fraction is exact or wrong, never an approximation
  if (exactDecimalFits(exact, version)) return false;
  if (version === 'digital') {
    // College Board: a decimal that does not fit "must fill the entire space" (the sign counts).
    return significantLength(response.text) >= DIGITAL_WIDTH + (response.number.negative ? 1 : 0);
  }
  // Paper: as accurate as the 4 columns allow, the leading 0 omitted (for 2/3: .666 or .667).
  const intDigits = integerDigits(exact);
  const needed = Math.max(0, PAPER_COLUMNS - intDigits - (intDigits < PAPER_COLUMNS ? 1 : 0));
  return decimals >= needed;
}

/** A truncation or rounding of the exact value at the entry's own number of decimal places. */
function isApproximationOf(response: { text: string; number: ParsedNumber }, exact: Rational, version: TestVersion): boolean {
  if (!fillsSpace(response, exact, version)) return false;
  const places = response.number.decimals!;
  const v = response.number.value;
  return equals(v, truncate(exact, places)) || equals(v, roundHalfUp(exact, places));
}

export function gradeGridIn(alternatives: Alternative[], response: ReadResponse, version: TestVersion): GradeReason {
  if (response.kind !== 'number') return response.kind;
  const v = response.number.value;
  for (const alt of alternatives) {
    if (alt.every((c) => holds(c, v))) return alt.length === 1 && alt[0].op === '=' ? 'exact' : 'in-range';
  }
  for (const alt of alternatives) {
    if (alt.length === 1 && alt[0].op === '=' && isApproximationOf(response, alt[0].value, version)) return 'approximation';
  }
  return 'wrong';
}
