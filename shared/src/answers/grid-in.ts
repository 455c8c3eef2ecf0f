import { compare, equals, integerDigits, roundHalfUp, truncate, type Rational } from './rational';
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
  if (!/^-?[\d./]+$/.test(text)) return { kind: 'not-a-number' };
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

/** Is this decimal entry precise enough to stand for a value that does not fit the entry space? */
function fillsSpace(response: { text: string; number: ParsedNumber }, exact: Rational, version: TestVersion): boolean {
  const decimals = response.number.decimals;
  if (decimals === null) return false; // a fraction is exact or wrong, never an approximation
  if (version === 'digital') {
    // College Board: a decimal that does not fit "must fill the entire space" (the sign counts).
    return response.text.length >= DIGITAL_WIDTH + (response.number.negative ? 1 : 0);
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
