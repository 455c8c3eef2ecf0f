/** Pure list operations of the practice builder: the question order is exactly what the author sees. */

export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Adds the items whose key is not there yet, at the end, in the given order. */
export function appendUnique<T>(items: readonly T[], added: readonly T[], key: (item: T) => number): T[] {
  const seen = new Set(items.map(key));
  const next = [...items];
  for (const item of added) {
    if (seen.has(key(item))) continue;
    seen.add(key(item));
    next.push(item);
  }
  return next;
}

export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
