/**
 * Server-side translations from the shared `locales/` files, so e-mails and error messages speak the
 * caller's language with the same texts the client shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@app/shared';
import { REPO_ROOT } from './paths';

type Catalog = Record<string, string>;

function loadCatalogs(): Record<Locale, Catalog> {
  const out = {} as Record<Locale, Catalog>;
  for (const locale of LOCALES) {
    const file = path.join(REPO_ROOT, 'locales', `${locale}.json`);
    out[locale] = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog;
  }
  return out;
}

const catalogs = loadCatalogs();

/** Translates `id` into `locale`, filling `{name}` placeholders; falls back to English, then to the id. */
export function t(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const template = catalogs[locale]?.[id] ?? catalogs['en-US'][id] ?? id;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function hasMessage(id: string): boolean {
  return id in catalogs['en-US'];
}
