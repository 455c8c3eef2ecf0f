/** negotiateLocale, langToLocale and localeToLang from @app/shared: how the server picks the caller's language. */
import { LANGS, LOCALES, SHORT_CODES, langToLocale, localeToLang, negotiateLocale } from '@app/shared';

describe('negotiateLocale (Accept-Language -> locale)', () => {
  it.each([
    [undefined, 'en-US'],
    [null, 'en-US'],
    ['', 'en-US'],
    ['*', 'en-US'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['ZH-tw', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-TW,zh;q=0.9,en-US;q=0.8', 'zh-TW'],
    ['fr-FR', 'en-US'],
    ['fr-FR, de;q=0.8', 'en-US'],
    // Unsupported languages are skipped in favour of the next supported one.
    ['fr-FR,zh-TW;q=0.8', 'zh-TW'],
    ['ja, zh-CN;q=0.5', 'zh-CN'],
    ['  zh-tw ; q=1 , en ; q=0.5', 'zh-TW'],
  ])('%p -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('honours quality values, not only the order of the list (RFC 9110 §12.5.4)', () => {
    expect(negotiateLocale('en;q=0.1, zh-TW;q=0.9')).toBe('zh-TW');
    expect(negotiateLocale('zh-CN;q=0, en')).toBe('en-US');
  });
});

describe('langToLocale (stored lang -> locale)', () => {
  it.each([
    ['EN-US', 'en-US'],
    ['ZH-CN', 'zh-CN'],
    ['ZH-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['en-us', 'en-US'],
  ])('%s -> %s', (lang, locale) => {
    expect(langToLocale(lang)).toBe(locale);
  });

  it.each([[null], [undefined], [''], ['FR-FR'], ['ZH'], ['zh_TW'], ['EN']])('%p falls back to en-US', (lang) => {
    expect(langToLocale(lang)).toBe('en-US');
  });
});

describe('localeToLang and the option values of spec section 1', () => {
  it('maps every locale to its option value and back', () => {
    expect(LOCALES.map(localeToLang)).toEqual(['EN-US', 'ZH-CN', 'ZH-TW']);
    for (const lang of LANGS) expect(localeToLang(langToLocale(lang))).toBe(lang);
    for (const locale of LOCALES) expect(langToLocale(localeToLang(locale))).toBe(locale);
  });

  it('short codes are en, cn, tw', () => {
    expect(SHORT_CODES).toEqual({ 'EN-US': 'en', 'ZH-CN': 'cn', 'ZH-TW': 'tw' });
  });

  it('every header the negotiator can answer maps to a storable lang', () => {
    for (const header of ['zh-CN', 'zh-TW', 'en', 'fr', undefined]) expect(LANGS).toContain(localeToLang(negotiateLocale(header)));
  });
});
