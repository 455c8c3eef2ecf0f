import { MIN_PHONE_DIGITS } from '@app/shared';

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Phone numbers: digits with optional +, spaces, dashes, brackets; at least 7 digits (spec section 5). */
export const isPhone = (value: string): boolean => /^\+?[0-9 ()-]+$/.test(value.trim()) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

/** Case-insensitive duplicates, as their indexes. */
export function duplicateIndexes(values: readonly string[]): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  values.forEach((v, i) => {
    const key = v.trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) out.push(i);
    else seen.set(key, i);
  });
  return out;
}
