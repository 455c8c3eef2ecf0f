import type { Locale } from '@app/shared';
import enUS from '@locales/en-US.json';
import zhCN from '@locales/zh-CN.json';
import zhTW from '@locales/zh-TW.json';
import type { Catalog } from './load-catalog';

export type { Catalog };

/**
 * All three locale files at once, for tests and checks over the texts. The app itself never imports this
 * (it would put every language into the first page's bundle); it loads the active one with loadCatalog.
 */
export const CATALOGS: Record<Locale, Catalog> = {
  'en-US': enUS as Catalog,
  'zh-CN': zhCN as Catalog,
  'zh-TW': zhTW as Catalog,
};
