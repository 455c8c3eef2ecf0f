/** The public site's texts and facts (spec sections 1, 2, 9), and the helpers both sides use on them. */
import type { Locale } from '../locale';
import { SITE_EN } from './content-en';
import { SITE_ZH_CN } from './content-zh-cn';
import { SITE_ZH_TW } from './content-zh-tw';
import type { Money, SiteTexts } from './types';

export * from './types';
export { COURSE_FACTS, MARKETING } from './facts';

/** The built-in texts of each language; admins' overrides are applied on top (applySiteOverrides). */
export const SITE_TEXTS: Readonly<Record<Locale, SiteTexts>> = { 'en-US': SITE_EN, 'zh-CN': SITE_ZH_CN, 'zh-TW': SITE_ZH_TW };

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

/** Every editable text of the site: key and value, in document order. */
export function siteTextEntries(texts: SiteTexts): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push([path, value]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(texts, '');
  return out;
}

const SITE_KEYS = new Set(siteTextEntries(SITE_EN).map(([k]) => k));
/** Whether a key names one of the built-in texts (an override of anything else is refused). */
export const isSiteTextKey = (key: string): boolean => SITE_KEYS.has(key);

/** The texts with the admins' overrides (key -> text) put in place; unknown keys are ignored. */
export function applySiteOverrides(texts: SiteTexts, overrides: Readonly<Record<string, string>>): SiteTexts {
  const keys = Object.keys(overrides).filter(isSiteTextKey);
  if (keys.length === 0) return texts;
  const copy = structuredClone(texts) as unknown as Record<string, unknown>;
  for (const key of keys) {
    const parts = key.split('.');
    let node = copy;
    for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
    node[parts[parts.length - 1]] = overrides[key];
  }
  return copy as unknown as SiteTexts;
}
