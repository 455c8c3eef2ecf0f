import { describe, expect, it } from 'vitest';
import { langToLocale, localeToLang, negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['en-US,en;q=0.9', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['fr-FR,zh-TW;q=0.8', 'zh-TW'],
    ['de-DE', 'en-US'],
  ])('%s -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('lang and locale', () => {
  it('round-trips every language', () => {
    for (const lang of ['EN-US', 'ZH-CN', 'ZH-TW'] as const) expect(localeToLang(langToLocale(lang))).toBe(lang);
  });
  it('falls back to English for unknown values', () => {
    expect(langToLocale('xx')).toBe('en-US');
    expect(langToLocale(null)).toBe('en-US');
    expect(langToLocale('zh-tw')).toBe('zh-TW');
  });
});
