import { routeAfterModule1 } from '@app/shared';

/** A routing threshold typed by an author: a whole number from 0 to the module 1 length, or why not. */
export function parseThreshold(text: string, module1Length: number): { value: number } | { error: 'required' | 'range' } {
  if (text.trim() === '') return { error: 'required' };
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > module1Length) return { error: 'range' };
  return { value: n };
}

/** The route a student with `correct` module 1 answers takes; for the explanation next to the input. */
export const routeFor = (correct: number, threshold: number) => routeAfterModule1(correct, threshold);
