/**
 * The public site's shapes and the small helpers both sides use (spec sections 1, 2, 9). The texts themselves
 * and the facts are in `@app/shared/site-content` (./content.ts), outside this index: the client's first page
 * loads this package's index, and the site's copy in three languages must only ride in the public pages' chunks.
 */
import type { Locale } from '../locale';
import type { Money } from './types';

export * from './types';

/** `{name}` placeholders of the labels, filled in. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Whole units only (the site's prices are whole dollars and yuan), with a symbol that says which dollar:
 * NT$, CN¥, US-style $ (en-US's symbols; the Chinese locales would show a bare $ for the Taiwan dollar).
 */
export function formatMoney(money: Money, locale: Locale): string {
  void locale; // every language groups digits the same way here; the symbol must be unambiguous in all
  const code = money.currency === 'RMB' ? 'CNY' : money.currency;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    money.amountMinor / 100,
  );
}

/** A site text's key: the dotted path of a string leaf, e.g. `home.heroTitle` or `faq.items.2.a`. */
export const SITE_KEY_PATTERN = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+){0,5}$/;
