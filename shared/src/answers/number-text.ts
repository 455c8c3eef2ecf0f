import { parseUnsignedDecimal, rational, type Rational } from './rational';

export interface ParsedNumber {
  value: Rational;
  /** Decimal places when written as a decimal (or integer); null for a fraction. */
  decimals: number | null;
  negative: boolean;
}

/**
 * A number as students and authors write it: optional leading '-', then an integer, a decimal
 * (`3.5`, `.5`, `3.`) or a fraction of two such numbers (`7/2`; `1.5/2` is accepted by value).
 * `strictFraction` (keys) allows only whole numbers around the slash. Anything else is null.
 */
export function parseNumberText(text: string, strictFraction = false): ParsedNumber | null {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  if (body === '' || body.startsWith('-') || body.startsWith('+')) return null;
  const slash = body.indexOf('/');
  if (slash === -1) {
    const dec = parseUnsignedDecimal(body);
    if (!dec) return null;
    return { value: negative ? rational(-dec.value.n, dec.value.d) : dec.value, decimals: dec.decimals, negative };
  }
  const top = parseUnsignedDecimal(body.slice(0, slash));
  const bottom = parseUnsignedDecimal(body.slice(slash + 1));
  if (!top || !bottom || bottom.value.n === 0n) return null;
  if (strictFraction && (top.decimals > 0 || bottom.decimals > 0 || /\./.test(body))) return null;
  const value = rational(top.value.n * bottom.value.d, top.value.d * bottom.value.n);
  return { value: negative ? rational(-value.n, value.d) : value, decimals: null, negative };
}
