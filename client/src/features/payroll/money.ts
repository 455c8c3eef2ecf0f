/**
 * An amount as typed (major units, "800" or "1234.57") to minor units, without floating point: the digits are
 * joined as text, so "0.29" is 29, never 28.999.... Null when it is not an amount.
 */
const MONEY_RE = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function parseMoney(text: string): number | null {
  const m = MONEY_RE.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
