/** Languages (spec section 1): option values, BCP-47 locales and short codes. */
export const LANGS = ['EN-US', 'ZH-CN', 'ZH-TW'] as const;
export type Lang = (typeof LANGS)[number];
export const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LANG: Lang = 'EN-US';
export const SHORT_CODES: Record<Lang, 'en' | 'cn' | 'tw'> = { 'EN-US': 'en', 'ZH-CN': 'cn', 'ZH-TW': 'tw' };

export function langToLocale(lang: string | null | undefined): Locale {
  const up = (lang ?? '').toUpperCase();
  return (LANGS as readonly string[]).includes(up) ? (up.slice(0, 2).toLowerCase() + '-' + up.slice(3)) as Locale : 'en-US';
}
export function localeToLang(locale: Locale): Lang {
  return locale.toUpperCase() as Lang;
}

/** Picks the best supported locale from an Accept-Language header value. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return 'en-US';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) {
      return /tw|hk|mo|hant/.test(tag) ? 'zh-TW' : 'zh-CN';
    }
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}
