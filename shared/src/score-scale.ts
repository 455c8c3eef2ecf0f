/**
 * Score scales, score-table checks and the raw -> scaled lookup the grader uses (digital-sat.md):
 * digital sections and paper Math report 200 to 800 in steps of 10; paper Reading and Writing and
 * Language report 10 to 40 test scores. Multistage adaptive routing lives here too. Pure functions.
 */
import type { Section, TestVersionId } from './sat-taxonomy';

/** The module 2 a student gets after module 1 of an adaptive section. */
export const MODULE_ROUTES = ['easier', 'harder'] as const;
export type ModuleRoute = (typeof MODULE_ROUTES)[number];

/** Module 1 correct answers at or above the threshold route to the harder module 2. */
export function routeAfterModule1(correct: number, threshold: number): ModuleRoute {
  return correct >= threshold ? 'harder' : 'easier';
}

export const SCORE_TYPES = ['reading-writing', 'math', 'reading', 'writing-language'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];

/** The score types a test of each version reports. */
export const SCORE_TYPES_BY_VERSION: Record<TestVersionId, readonly ScoreType[]> = {
  digital: ['reading-writing', 'math'],
  paper: ['reading', 'writing-language', 'math'],
};

export interface ScoreScale {
  min: number;
  max: number;
  step: number;
}

export const SECTION_SCALE: ScoreScale = { min: 200, max: 800, step: 10 };
export const TEST_SCORE_SCALE: ScoreScale = { min: 10, max: 40, step: 1 };

/** Reading and Writing and Language give paper test scores; everything else is a 200-800 section score. */
export const scaleOf = (type: ScoreType): ScoreScale => (type === 'reading' || type === 'writing-language' ? TEST_SCORE_SCALE : SECTION_SCALE);

/** The sections whose questions count towards a score type of a version (paper Math has two). */
export function sectionsOfScoreType(type: ScoreType, version: TestVersionId): readonly Section[] {
  if (type === 'math') return version === 'digital' ? ['math'] : ['math-no-calculator', 'math-calculator'];
  return [type];
}

export function isScoreTypeOf(type: ScoreType, version: TestVersionId): boolean {
  return SCORE_TYPES_BY_VERSION[version].includes(type);
}

export interface ScoreRow {
  raw: number;
  scaled: number;
  lower?: number | null;
  upper?: number | null;
}

export type ScoreTableProblem =
  | 'validation.score_table.coverage'
  | 'validation.score_table.range_section'
  | 'validation.score_table.range_test'
  | 'validation.score_table.decreasing'
  | 'validation.score_table.bounds';

const onScale = (v: number, s: ScoreScale) => Number.isInteger(v) && v >= s.min && v <= s.max && (v - s.min) % s.step === 0;

/**
 * The first broken rule of a table, as a message id, or null: rows are raw 0..maxRaw in order, one each;
 * every score is on the scale; scaled never goes down as raw goes up; lower <= scaled <= upper.
 */
export function scoreTableProblem(rows: readonly ScoreRow[], scale: ScoreScale, maxRaw: number): ScoreTableProblem | null {
  if (rows.length !== maxRaw + 1 || rows.some((r, i) => r.raw !== i)) return 'validation.score_table.coverage';
  const range = scale.max === SECTION_SCALE.max ? 'validation.score_table.range_section' : 'validation.score_table.range_test';
  for (const r of rows) {
    if (!onScale(r.scaled, scale)) return range;
    if (r.lower != null && !onScale(r.lower, scale)) return range;
    if (r.upper != null && !onScale(r.upper, scale)) return range;
  }
  if (rows.some((r, i) => i > 0 && r.scaled < rows[i - 1].scaled)) return 'validation.score_table.decreasing';
  if (rows.some((r) => (r.lower != null && r.lower > r.scaled) || (r.upper != null && r.upper < r.scaled))) return 'validation.score_table.bounds';
  return null;
}

/**
 * The row for a raw score. A raw score past the table (a table written for fewer scored questions) gets
 * the last row, a negative one the first; null for an empty table.
 */
export function scaledScore(rows: readonly ScoreRow[], raw: number): { scaled: number; lower: number | null; upper: number | null } | null {
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => a.raw - b.raw);
  let hit = sorted[0];
  for (const r of sorted) if (r.raw <= raw) hit = r;
  return { scaled: hit.scaled, lower: hit.lower ?? null, upper: hit.upper ?? null };
}

/**
 * A raw score and its share: what a report shows where no score table gives a scaled score (a drill, a
 * test without tables), so there is never an empty scaled score. `percent` is rounded; 0 when max is 0.
 */
export function rawShare(parts: readonly { raw: number; maxRaw: number }[]): { raw: number; max: number; percent: number } {
  const raw = parts.reduce((sum, p) => sum + p.raw, 0);
  const max = parts.reduce((sum, p) => sum + p.maxRaw, 0);
  return { raw, max, percent: max > 0 ? Math.round((raw / max) * 100) : 0 };
}
