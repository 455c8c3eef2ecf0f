/**
 * A fraction written `a/b` (optionally `-a/b`) as inline TeX for MathText: a built-up fraction, the sign
 * in front. Used by the grid-in preview and the calculator's exact answers, so both draw fractions alike.
 */
export function fractionTex(ratio: string): string {
  const negative = ratio.startsWith('-');
  const [top, bottom] = ratio.replace(/^-/, '').split('/');
  return `\\(${negative ? '-' : ''}\\frac{${top}}{${bottom}}\\)`;
}
