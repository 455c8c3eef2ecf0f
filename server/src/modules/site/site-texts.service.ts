import { LOCALES, type Locale, type SiteOverridesDto, type SiteTextRowDto } from '@app/shared';
import { SITE_TEXTS, isSiteTextKey, siteTextEntries } from '@app/shared/site-content';
import type { DataSource } from 'typeorm';
import { notFound } from '../../lib/errors';
import { siteTextsRepository } from './site-texts.repository';

/** How long the public pages reuse the overrides before asking the database again. */
const CACHE_MS = 5_000;

/** The site's texts: the built-in ones (shared/src/site) with the admins' overrides on top. */
export function siteTextsService(ds: DataSource) {
  const repo = siteTextsRepository(ds);
  let cached: { at: number; value: Promise<SiteOverridesDto> } | null = null;

  const overrides = (): Promise<SiteOverridesDto> => {
    // Every public page and the server-rendered HTML read them: a short cache keeps that one query per few seconds.
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const value = repo.all();
      cached = { at: Date.now(), value };
      value.catch(() => (cached = null));
    }
    return cached.value;
  };

  return {
    overrides,

    async rows(): Promise<SiteTextRowDto[]> {
      const all = await repo.all();
      const defaults = Object.fromEntries(LOCALES.map((l) => [l, new Map(siteTextEntries(SITE_TEXTS[l]))])) as Record<Locale, Map<string, string>>;
      return siteTextEntries(SITE_TEXTS['en-US']).map(([key]) => ({
        key,
        defaults: Object.fromEntries(LOCALES.map((l) => [l, defaults[l].get(key) ?? ''])) as Record<Locale, string>,
        overrides: Object.fromEntries(LOCALES.filter((l) => all[l][key] !== undefined).map((l) => [l, all[l][key]])),
      }));
    },

    async save(key: string, texts: Partial<Record<Locale, string | null>>, by: number): Promise<void> {
      if (!isSiteTextKey(key)) throw notFound();
      const trimmed = Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, typeof t === 'string' && t.trim() ? t.trim() : null]));
      await repo.save(key, trimmed, by);
      cached = null;
    },
  };
}
export type SiteTextsService = ReturnType<typeof siteTextsService>;
