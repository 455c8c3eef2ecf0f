import { describe, expect, it, vi } from 'vitest';
import type { RootStore as RootStoreType } from '../root-store';

/**
 * The test setup loads every catalog up front; these tests take fresh copies of the modules, so the
 * catalogs start unloaded, as in a visitor's browser.
 */
async function freshStore(stored?: string): Promise<RootStoreType> {
  vi.resetModules();
  if (stored) window.localStorage.setItem('lang', stored);
  const { RootStore } = await import('../root-store');
  return new RootStore({ fetch: vi.fn() as unknown as typeof fetch });
}

const SIGN_IN = { id: 'auth.authPage.tabLogin' };

describe('LocaleStore: one language’s texts at a time, loaded on demand', () => {
  it('has no texts until load(), then the stored language’s', async () => {
    const store = await freshStore('ZH-TW');
    expect(store.locale.locale).toBe('zh-TW');
    expect(store.locale.messages).toEqual({});
    await store.locale.load();
    const { CATALOGS } = await import('../../i18n/catalogs');
    expect(store.locale.messages).toEqual(CATALOGS['zh-TW']);
    expect(store.locale.format(SIGN_IN)).toBe(CATALOGS['zh-TW'][SIGN_IN.id]);
  });

  it('keeps showing the old language until the new one’s texts arrive, never raw ids', async () => {
    const store = await freshStore();
    await store.locale.load();
    const english = store.locale.format(SIGN_IN);
    const switching = store.locale.setLocale('zh-CN');
    expect(store.locale.locale).toBe('en-US');
    expect(store.locale.format(SIGN_IN)).toBe(english);
    await switching;
    expect(store.locale.locale).toBe('zh-CN');
    expect(store.locale.format(SIGN_IN)).not.toBe(english);
    expect(store.locale.format(SIGN_IN)).not.toBe(SIGN_IN.id);
    expect(window.localStorage.getItem('lang')).toBe('ZH-CN');
    // Back to a language already loaded: at once.
    void store.locale.setLocale('en-US');
    expect(store.locale.format(SIGN_IN)).toBe(english);
  });

  it('ends on the language asked for last when two switches overlap', async () => {
    const store = await freshStore();
    await store.locale.load();
    const first = store.locale.setLocale('zh-CN');
    const second = store.locale.setLocale('zh-TW');
    await Promise.all([first, second]);
    expect(store.locale.locale).toBe('zh-TW');
    expect(window.localStorage.getItem('lang')).toBe('ZH-TW');
  });

  it('builds the intl object once per language, even when read outside a reaction (stores format toasts)', async () => {
    const store = await freshStore();
    await store.locale.load();
    const first = store.locale.intl;
    store.locale.format(SIGN_IN);
    expect(store.locale.intl).toBe(first);
    await store.locale.setLocale('zh-TW');
    expect(store.locale.intl).not.toBe(first);
    expect(store.locale.intl.locale).toBe('zh-TW');
  });
});
