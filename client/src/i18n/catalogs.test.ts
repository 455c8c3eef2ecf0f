import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/shared';
import { CATALOGS } from './catalogs';

/** Texts that are the same in every language: product and exam names. */
const SAME_IN_ALL_LANGUAGES = new Set(['SAT', 'ACT', 'TOEFL', 'Pro', 'PDF']);
const en = CATALOGS['en-US'];
const chinese = ['zh-CN', 'zh-TW'] as const;

/** ICU argument names of a message: `{name}`, `{n, plural, ...}`. */
const argumentNames = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
const withoutArguments = (text: string) => text.replace(/\{[^{}]*\}/g, '').trim();

/** Every client source file's text (tests excluded), through Vite's glob import. */
const SOURCES = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('locale files', () => {
  it('have identical key sets', () => {
    const keys = Object.keys(en).sort();
    expect(keys.length).toBeGreaterThan(100);
    for (const locale of LOCALES) expect(Object.keys(CATALOGS[locale]).sort()).toEqual(keys);
  });

  it('address the reader as 你 in Chinese, never 您 (one register across the product)', () => {
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      const formal = Object.entries(CATALOGS[locale]).filter(([, text]) => text.includes('您'));
      expect(formal, locale).toEqual([]);
    }
  });

  it('have no empty values', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(CATALOGS[locale]).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty, `${locale} empty values`).toEqual([]);
    }
  });

  it('translate every text into Chinese rather than copying the English', () => {
    for (const locale of chinese) {
      const copied = Object.keys(en).filter((key) => {
        const text = withoutArguments(en[key]);
        return CATALOGS[locale][key] === en[key] && text.length > 3 && !SAME_IN_ALL_LANGUAGES.has(text);
      });
      expect(copied, `${locale} values identical to English`).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const locale of chinese) {
      const mismatched = Object.keys(en).filter((key) => argumentNames(en[key]).join() !== argumentNames(CATALOGS[locale][key]).join());
      expect(mismatched, `${locale} placeholder mismatch`).toEqual([]);
    }
  });

  it('are valid ICU messages', () => {
    for (const locale of LOCALES) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages: CATALOGS[locale], onError: (e) => errors.push(`${locale}: ${e.message}`) });
      for (const [id, text] of Object.entries(CATALOGS[locale])) {
        const values = Object.fromEntries(argumentNames(text).map((name) => [name, 1]));
        intl.formatMessage({ id }, values);
      }
      expect(errors).toEqual([]);
    }
  });

  it('contain every message id the client uses', () => {
    const used = new Set(Object.values(SOURCES).flatMap((text) => [...text.matchAll(/\bid: '([a-zA-Z]+\.[\w.]+)'/g)].map((m) => m[1])));
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !(id in en))).toEqual([]);
  });

  it('contain the e-mail texts the server sends', () => {
    for (const key of [
      'email.verify.subject',
      'email.verify.body',
      'email.reset.subject',
      'email.reset.body',
      'email.set.subject',
      'email.set.body',
      'email.footer',
    ]) {
      for (const locale of LOCALES) expect(CATALOGS[locale][key], `${locale} ${key}`).toBeTruthy();
    }
    expect(argumentNames(en['email.verify.body'])).toEqual(['link', 'name']);
  });
});
