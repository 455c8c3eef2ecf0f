import type { Locale } from '@app/shared';

export type Catalog = Record<string, string>;

/**
 * One dynamic import per locale file (repo-root `locales/`, shared with the server's e-mails and errors):
 * each catalog is its own lazy chunk, so the first page carries only the active language's texts, fetched
 * in parallel with the entry's startup, and a switch fetches the other one.
 */
const IMPORTS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  'en-US': () => import('@locales/en-US.json'),
  'zh-CN': () => import('@locales/zh-CN.json'),
  'zh-TW': () => import('@locales/zh-TW.json'),
};

const loaded = new Map<Locale, Catalog>();
const pending = new Map<Locale, Promise<Catalog>>();

/** The catalog if it has arrived already: switching back to a language is then immediate. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** Fetches a locale's catalog once; a failed fetch (dropped network, old tab after a deploy) may be retried. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let request = pending.get(locale);
  if (!request) {
    request = IMPORTS[locale]()
      .then((module) => {
        // Vite's preload helper resolves to undefined when the app handled its vite:preloadError.
        if (!module?.default) throw new Error(`the ${locale} texts did not load`);
        loaded.set(locale, module.default);
        return module.default;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}
