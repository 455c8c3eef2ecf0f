/**
 * Combining tests (spec section 5: "a complete, non-repeating selection"): graded attempts of one student,
 * of one version, whose sections together make a whole test with no section taken from two attempts.
 * Digital: reading-writing and math; paper: reading, writing-language and math, where the math must come
 * from an attempt that had both math parts (two half-math attempts cannot be scaled together: each score
 * table converts a whole section's raw score). The total follows the grader's rule. Pure functions.
 */
import {
  SCORE_TYPES_BY_VERSION,
  type AttemptTargetType,
  type CombinedSectionDto,
  type CombineProblem,
  type Section,
  type SectionScoreDto,
  type TestVersionId,
} from '@app/shared';
import { totalOf } from '../grading';

/** An attempt as the combine rules need it (missing from the selection when the id does not exist). */
export interface CombinePartRecord {
  attemptId: number;
  userId: number;
  graded: boolean;
  version: TestVersionId;
  targetType: AttemptTargetType;
  targetId: number;
  targetTitle: string;
  finishedAt: Date | null;
  sections: SectionScoreDto[];
  /** The sections of the questions the attempt had (paper math: which parts). */
  questionSections: Section[];
}

export type CombineOutcome =
  | { ok: false; problems: CombineProblem[] }
  | { ok: true; version: TestVersionId; total: number | null; sections: CombinedSectionDto[]; parts: CombinePartRecord[] };

const PAPER_MATH_PARTS: readonly Section[] = ['math-no-calculator', 'math-calculator'];

/** Whether the part's section score covers the whole section (only paper math can be partial). */
const isWhole = (part: CombinePartRecord, name: string): boolean =>
  !(part.version === 'paper' && name === 'math') || PAPER_MATH_PARTS.every((s) => part.questionSections.includes(s));

export function combineAttempts(userId: number, attemptIds: number[], found: CombinePartRecord[]): CombineOutcome {
  const problems = new Set<CombineProblem>();
  if (new Set(attemptIds).size !== attemptIds.length) problems.add('validation.combine.repeated');
  const byId = new Map(found.map((p) => [p.attemptId, p]));
  const parts = [...new Set(attemptIds)].map((id) => byId.get(id));
  if (parts.some((p) => !p || !p.graded)) problems.add('validation.combine.not_graded');
  const present = parts.filter((p): p is CombinePartRecord => p !== undefined);
  if (present.some((p) => p.userId !== userId)) problems.add('validation.combine.other_user');
  if (new Set(present.map((p) => p.version)).size > 1) problems.add('validation.combine.mixed_versions');
  if (problems.size > 0 || present.length === 0) return { ok: false, problems: [...problems] };

  const version = present[0].version;
  const chosen = new Map<string, { part: CombinePartRecord; score: SectionScoreDto }>();
  for (const part of present)
    for (const score of part.sections) {
      if (chosen.has(score.name)) problems.add('validation.combine.repeated');
      else chosen.set(score.name, { part, score });
    }
  const required = SCORE_TYPES_BY_VERSION[version];
  if (required.some((name) => !chosen.has(name) || !isWhole(chosen.get(name)!.part, name))) problems.add('validation.combine.incomplete');
  if (problems.size > 0) return { ok: false, problems: [...problems] };

  const scores = required.map((name) => chosen.get(name)!);
  const sections = scores.map(({ part, score }) => ({
    name: score.name,
    raw: score.raw,
    maxRaw: score.maxRaw,
    scaled: score.scaled,
    attemptId: part.attemptId,
  }));
  return {
    ok: true,
    version,
    total: totalOf(
      version,
      scores.map((s) => s.score),
    ),
    sections,
    parts: present,
  };
}
