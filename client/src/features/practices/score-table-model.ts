import { scoreTableProblem, type ScoreRow, type ScoreScale } from '@app/shared';

/** One editable row: the inputs hold text so an author can clear a cell while typing. */
export interface RowDraft {
  raw: number;
  scaled: string;
  lower: string;
  upper: string;
}

const snap = (v: number, s: ScoreScale) => Math.min(s.max, Math.max(s.min, s.min + Math.round((v - s.min) / s.step) * s.step));

/** Scaled scores rising evenly from the scale's minimum (raw 0) to its maximum (every question right). */
export function fillEvenly(maxRaw: number, scale: ScoreScale): ScoreRow[] {
  return Array.from({ length: maxRaw + 1 }, (_, raw) => ({
    raw,
    scaled: maxRaw === 0 ? scale.max : snap(scale.min + ((scale.max - scale.min) * raw) / maxRaw, scale),
    lower: null,
    upper: null,
  }));
}

export const toDrafts = (rows: readonly ScoreRow[]): RowDraft[] =>
  rows.map((r) => ({
    raw: r.raw,
    scaled: String(r.scaled),
    lower: r.lower == null ? '' : String(r.lower),
    upper: r.upper == null ? '' : String(r.upper),
  }));

/** Rows raw 0..maxRaw: the existing ones kept, missing ones blank, extra ones dropped. */
export function resizeDrafts(drafts: readonly RowDraft[], maxRaw: number): RowDraft[] {
  return Array.from({ length: maxRaw + 1 }, (_, raw) => drafts.find((d) => d.raw === raw) ?? { raw, scaled: '', lower: '', upper: '' });
}

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export const fromDrafts = (drafts: readonly RowDraft[]): ScoreRow[] =>
  drafts.map((d) => ({ raw: d.raw, scaled: num(d.scaled), lower: optional(d.lower), upper: optional(d.upper) }));

/** The first broken rule (a `validation.score_table.*` id) and the first row that breaks a per-row rule. */
export function checkDrafts(drafts: readonly RowDraft[], scale: ScoreScale, maxRaw: number) {
  const rows = fromDrafts(drafts);
  const problem = scoreTableProblem(rows, scale, maxRaw);
  let badRow: number | null = null;
  if (problem === 'validation.score_table.decreasing') badRow = rows.findIndex((r, i) => i > 0 && r.scaled < rows[i - 1].scaled);
  else if (problem === 'validation.score_table.bounds')
    badRow = rows.findIndex((r) => (r.lower != null && r.lower > r.scaled) || (r.upper != null && r.upper < r.scaled));
  else if (problem === 'validation.score_table.range_section' || problem === 'validation.score_table.range_test')
    badRow = rows.findIndex((r) => scoreTableProblem([{ ...r, raw: 0 }], scale, 0) !== null);
  return { problem, badRow: badRow !== null && badRow >= 0 ? badRow : null };
}
