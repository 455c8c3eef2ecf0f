/** Languages (spec section 1): option values, BCP-47 locales and short codes. */
export const LANGS = ['EN-US', 'ZH-CN', 'ZH-TW'] as const;
export type Lang = (typeof LANGS)[number];
export const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LANG: Lang = 'EN-US';
export const SHORT_CODES: Record<Lang, 'en' | 'cn' | 'tw'> = { 'EN-US': 'en', 'ZH-CN': 'cn', 'ZH-TW': 'tw' };

export function langToLocale(lang: string | null | undefined): Locale {
  const up = (lang ?? '').toUpperCase();
  return (LANGS as readonly string[]).includes(up) ? ((up.slice(0, 2).toLowerCase() + '-' + up.slice(3)) as Locale) : 'en-US';
}
export function localeToLang(locale: Locale): Lang {
  return locale.toUpperCase() as Lang;
}

/** Picks the best supported locale from an Accept-Language header value, honouring q-values. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return 'en-US';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [rawTag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: rawTag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, order };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return /tw|hk|mo|hant/.test(tag) ? 'zh-TW' : 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

/**
 * Each language named in itself (an endonym): the language picker's labels, the same whatever the current
 * locale. The client's config/languages.ts spells them out too: importing this there moves the shared
 * locale module into a chunk of its own on the first page (its 170 KB budget).
 */
export const LANGUAGE_TITLES: Record<Lang, string> = { 'EN-US': 'English', 'ZH-CN': '简体中文', 'ZH-TW': '繁體中文' };

/**
 * The visitor's chosen language (a Lang) mirrored into a cookie beside the app's localStorage entry, so the
 * server can render a page in the language the app will show (the login page; issue 17).
 */
export const LANG_COOKIE = 'lang';
/** Its attributes, the same wherever it is written (the app, the server-rendered pages' guard): a year, site-wide. */
export const LANG_COOKIE_ATTRIBUTES = ';path=/;max-age=31536000;samesite=lax';
