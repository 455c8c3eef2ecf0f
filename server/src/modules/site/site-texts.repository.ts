import type { DataSource } from 'typeorm';
import { LOCALES, type Locale, type SiteOverridesDto } from '@app/shared';

/** The admins' overrides of the site's texts: the only writer of site_texts. */
export function siteTextsRepository(ds: DataSource) {
  return {
    async all(): Promise<SiteOverridesDto> {
      const rows: { key: string; locale: Locale; text: string }[] = await ds.query(`SELECT key, locale, text FROM site_texts ORDER BY key, locale`);
      const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteOverridesDto;
      for (const r of rows) out[r.locale][r.key] = r.text;
      return out;
    },

    /** Sets or (null) removes one key's override per given language, in one transaction. */
    async save(key: string, texts: Partial<Record<Locale, string | null>>, by: number): Promise<void> {
      await ds.transaction(async (m) => {
        for (const [locale, text] of Object.entries(texts)) {
          if (text === null || text === undefined || text === '') {
            await m.query(`DELETE FROM site_texts WHERE key = $1 AND locale = $2`, [key, locale]);
          } else {
            await m.query(
              `INSERT INTO site_texts (key, locale, text, updated_by) VALUES ($1, $2, $3, $4)
               ON CONFLICT (key, locale) DO UPDATE SET text = EXCLUDED.text, updated_by = EXCLUDED.updated_by, updated_at = now()`,
              [key, locale, text, by],
            );
          }
        }
      });
    },
  };
}
export type SiteTextsRepository = ReturnType<typeof siteTextsRepository>;
