/** DTO values as form strings: null and undefined become '', numbers and arrays become text. */
export function toFormValues<K extends string>(source: Partial<Record<K, unknown>> | null | undefined, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = source?.[key];
    out[key] = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** A form string back to a nullable value: blank is null. */
export const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);
export const numberOrNull = (value: string): number | null => (value.trim() && Number.isFinite(Number(value)) ? Number(value) : null);
