import { useEffect, useState } from 'react';
import { type SiteOverridesDto, type SiteTexts } from '@app/shared';
import { applySiteOverrides, SITE_TEXTS } from '@app/shared/site-content';
import { useStores } from '../../stores/store-context';
import { siteApi } from './api';

/** Fetched once per page load: the admins' edits are few and small. */
let overrides: Promise<SiteOverridesDto | null> | null = null;

/**
 * The public site's texts in the current language: the built-in ones at once (no wait, no layout shift),
 * the admins' overrides applied when they arrive.
 */
export function useSiteTexts(): SiteTexts {
  const { api, locale } = useStores();
  const [loaded, setLoaded] = useState<SiteOverridesDto | null>(null);
  useEffect(() => {
    let live = true;
    overrides ??= siteApi(api)
      .overrides()
      .catch(() => null);
    void overrides.then((o) => live && setLoaded(o));
    return () => {
      live = false;
    };
  }, [api]);
  const base = SITE_TEXTS[locale.locale];
  return loaded ? applySiteOverrides(base, loaded[locale.locale] ?? {}) : base;
}

/** The tab title of a public page (the server sent the same one in the HTML). */
export function usePageTitle(title: string, siteName: string): void {
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
}
