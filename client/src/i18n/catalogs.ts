import type { Locale } from '@app/shared';
import enUS from '@locales/en-US.json';
import zhCN from '@locales/zh-CN.json';
import zhTW from '@locales/zh-TW.json';

export type Catalog = Record<string, string>;

/** The three locale files (repo-root `locales/`), shared with the server's e-mails and errors. */
export const CATALOGS: Record<Locale, Catalog> = {
  'en-US': enUS as Catalog,
  'zh-CN': zhCN as Catalog,
  'zh-TW': zhTW as Catalog,
};
