import type { IntlShape } from 'react-intl';

/**
 * A stored answer key as a student reads it: the accepted answers joined by the language's "or"
 * ("1/2 or .5", "A or B"), ranges with ≤ and ≥ ("≥2 and ≤3" reads "≥2 & ≤3"), instead of the key syntax
 * ("1/2,.5", ">=2&<=3"). '*' (no right answer) stays as it is.
 */
export function answerKeyText(intl: IntlShape, key: string): string {
  if (key.trim() === '*') return key.trim();
  const alternatives = key
    .split(',')
    .map((alt) => alt.trim().replace(/>=/g, '≥').replace(/<=/g, '≤').replace(/&/g, ' & '))
    .filter(Boolean);
  return intl.formatList(alternatives, { type: 'disjunction' });
}
