/**
 * The public site's texts in the three languages and the course facts (`@app/shared/site-content`). Kept out
 * of the package index so that only the pages that show them load them (see ./index.ts).
 */
import { SITE_EN } from './content-en';
import { SITE_ZH_CN } from './content-zh-cn';
import { SITE_ZH_TW } from './content-zh-tw';
import type { Locale } from '../locale';
import { SITE_KEY_PATTERN } from './index';
import type { SiteTexts } from './types';

export { COURSE_FACTS, MARKETING } from './facts';

/** The built-in texts of each language; admins' overrides are applied on top (applySiteOverrides). */
export const SITE_TEXTS: Readonly<Record<Locale, SiteTexts>> = { 'en-US': SITE_EN, 'zh-CN': SITE_ZH_CN, 'zh-TW': SITE_ZH_TW };

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

let siteKeys: Set<string> | null = null;
/** Whether a key names one of the built-in texts (an override of anything else is refused). */
export const isSiteTextKey = (key: string): boolean =>
  SITE_KEY_PATTERN.test(key) && (siteKeys ??= new Set(siteTextEntries(SITE_EN).map(([k]) => k))).has(key);

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
