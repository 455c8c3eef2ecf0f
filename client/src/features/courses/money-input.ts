/**
 * The fee as typed (major units, "45000" or "1250.50") to minor units and back, without floating point:
 * the digits are joined as text, so "0.29" is 29, never 28.999....
 */
const MONEY_RE = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function parseMoney(text: string): number | null {
  const m = MONEY_RE.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function moneyText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents ? `${whole}.${String(cents).padStart(2, '0')}` : String(whole);
}
