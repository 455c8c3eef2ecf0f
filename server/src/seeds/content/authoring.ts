/** Small helpers the content files share: choice lists and the digital SAT's recurring question wording. */
import type { SeedQuestion } from './types';

/** Four choices labelled A to D, in order. */
export function choices(a: string, b: string, c: string, d: string): NonNullable<SeedQuestion['choices']> {
  return [
    { label: 'A', text: a },
    { label: 'B', text: b },
    { label: 'C', text: c },
    { label: 'D', text: d },
  ];
}

export const WORDS = 'Which choice completes the text with the most logical and precise word or phrase?';
export const CONVENTIONS = 'Which choice completes the text so that it conforms to the conventions of Standard English?';
export const TRANSITION = 'Which choice completes the text with the most logical transition?';
export const NOTES = 'Which choice most effectively uses relevant information from the notes to accomplish this goal?';
