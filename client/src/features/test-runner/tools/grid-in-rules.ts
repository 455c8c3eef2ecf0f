import { DIGITAL_WIDTH, PAPER_COLUMNS, readGridInResponse, type TestVersion } from '@app/shared';
import { fractionTex } from './fraction-tex';

/** Why a keystroke was refused; each has a short hint under the box. */
export type GridInRefusal =
  'tooLong' | 'character' | 'percent' | 'comma' | 'dollar' | 'space' | 'minusPlace' | 'noNegative' | 'twoPoints' | 'twoSlashes';

export type GridInCheck = { ok: true; value: string } | { ok: false; reason: GridInRefusal };

/** Characters a grid-in box ever holds (the shared reader's alphabet: digits, '.', '/', '-'). */
const ALPHABET = /^[\d./-]$/;

/** The most characters an entry may have: digital 5 (6 when it starts with a minus, which counts), paper 4 columns. */
export function gridInWidth(value: string, version: TestVersion): number {
  if (version === 'paper') return PAPER_COLUMNS;
  return value.startsWith('-') ? DIGITAL_WIDTH + 1 : DIGITAL_WIDTH;
}

function refusedCharacter(ch: string): GridInRefusal {
  if (ch === '%') return 'percent';
  if (ch === ',') return 'comma';
  if (ch === '$') return 'dollar';
  if (/\s/.test(ch)) return 'space';
  return 'character';
}

/**
 * Whether the box may hold `next` (what the entry would become after a keystroke or a paste). It checks
 * what the box can hold, not whether the entry is a complete number: "1/" and "." are fine while typing
 * (the preview says they are not numbers yet). Full-width characters from a Chinese input method become
 * ASCII (NFKC), as the grader reads them, so the returned value is what to store.
 */
export function checkGridInEntry(next: string, version: TestVersion): GridInCheck {
  const value = next.normalize('NFKC');
  for (const ch of value) if (!ALPHABET.test(ch)) return { ok: false, reason: refusedCharacter(ch) };
  if (value.includes('-')) {
    if (version === 'paper') return { ok: false, reason: 'noNegative' };
    if (value.lastIndexOf('-') !== 0) return { ok: false, reason: 'minusPlace' };
  }
  if (value.split('.').length > 2) return { ok: false, reason: 'twoPoints' };
  if (value.split('/').length > 2) return { ok: false, reason: 'twoSlashes' };
  if (value.length > gridInWidth(value, version)) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}

/** How the entry reads under the box. */
export type GridInPreview =
  | { kind: 'empty' }
  /** A fraction, as TeX for MathText: a built-up fraction. */
  | { kind: 'fraction'; tex: string }
  /** A decimal or an integer, shown as entered. */
  | { kind: 'decimal'; text: string }
  /** Not a number (yet): "1/", ".", "-", "/2", "3/0". */
  | { kind: 'incomplete' };

/** The preview, read by the grader's own reader (shared `readGridInResponse`), so it never disagrees with grading. */
export function gridInPreview(value: string, version: TestVersion): GridInPreview {
  const read = readGridInResponse(value, version);
  if (read.kind === 'blank') return { kind: 'empty' };
  if (read.kind === 'not-a-number') return { kind: 'incomplete' };
  if (read.number.decimals !== null) return { kind: 'decimal', text: read.text };
  return { kind: 'fraction', tex: fractionTex(read.text) };
}
