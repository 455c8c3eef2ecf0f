/**
 * Fonts of the score report PDF. Latin reports use the PDF standard fonts (Helvetica: nothing embedded,
 * the fast path). Chinese reports need a CJK font from the machine (fonts-noto-cjk on Debian and in CI):
 * found once through fontconfig, else at the usual Noto CJK paths, and read into memory once per process.
 * Noto CJK ships as .ttc collections, which pdfkit opens only when told the PostScript name of the font
 * inside, so a font here is a file plus that name.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locale } from '@app/shared';

export interface CjkFont {
  /** The file's bytes, shared by every render in this process. */
  data: Buffer;
  /** The PostScript name of the font inside a collection; null for a single .ttf/.otf. */
  postscriptName: string | null;
  file: string;
}

type ChineseLocale = Extract<Locale, 'zh-CN' | 'zh-TW'>;

/** fontconfig's language tag and the Noto CJK region code of each Chinese locale. */
const REGION: Record<ChineseLocale, { lang: string; noto: string }> = {
  'zh-CN': { lang: 'zh-cn', noto: 'sc' },
  'zh-TW': { lang: 'zh-tw', noto: 'tc' },
};

/** Where Debian/Ubuntu, Fedora and Arch put Noto Sans CJK, for machines without fc-list. */
const KNOWN_COLLECTIONS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
];

const USABLE_FILE = /\.(ttf|otf|ttc)$/i;

export const isChineseLocale = (locale: Locale): locale is ChineseLocale => locale === 'zh-CN' || locale === 'zh-TW';

interface Candidate {
  file: string;
  postscriptName: string | null;
}

/** Lower is better: the locale's own Noto Sans CJK, then any sans (not mono), then anything. */
function rank(c: Candidate, noto: string): number {
  const name = c.postscriptName ?? '';
  if (new RegExp(`^NotoSansCJK${noto}-Regular$`).test(name)) return 0;
  if (/Sans/i.test(name) && !/Mono/i.test(name)) return 1;
  return /Mono/i.test(name) ? 3 : 2;
}

function fontconfigCandidates(lang: string): Candidate[] {
  try {
    const out = execFileSync('fc-list', [`:lang=${lang}:style=Regular`, '-f', '%{file}|%{postscriptname}\n'], {
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out
      .split('\n')
      .map((line) => line.split('|'))
      .filter(([file]) => file && USABLE_FILE.test(file))
      .map(([file, ps]) => ({ file, postscriptName: ps || null }));
  } catch {
    return []; // No fontconfig on this machine: the known paths below still apply.
  }
}

function locate(locale: ChineseLocale): Candidate | null {
  const { lang, noto } = REGION[locale];
  const found = fontconfigCandidates(lang).sort((a, b) => rank(a, noto) - rank(b, noto))[0];
  if (found) {
    // A .ttc needs the name of one font inside it; a single font file does not.
    return /\.ttc$/i.test(found.file) ? (found.postscriptName ? found : null) : { ...found, postscriptName: null };
  }
  const file = KNOWN_COLLECTIONS.find((f) => fs.existsSync(f));
  return file ? { file, postscriptName: `NotoSansCJK${noto}-Regular` } : null;
}

const cache = new Map<ChineseLocale, CjkFont | null>();
const filesRead = new Map<string, Buffer>();

/** The CJK font for a Chinese locale, or null when the machine has none (looked up once per locale). */
export function cjkFontFor(locale: Locale): CjkFont | null {
  if (!isChineseLocale(locale)) return null;
  if (!cache.has(locale)) {
    const found = locate(locale);
    let font: CjkFont | null = null;
    if (found) {
      // zh-CN and zh-TW usually live in the same 19 MB collection: it is read once.
      const data = filesRead.get(found.file) ?? fs.readFileSync(found.file);
      filesRead.set(found.file, data);
      font = { data, postscriptName: found.postscriptName, file: found.file };
    }
    cache.set(locale, font);
  }
  return cache.get(locale) ?? null;
}
