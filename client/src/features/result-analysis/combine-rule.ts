import { SCORE_TYPES_BY_VERSION, type AnalysisResultRowDto, type ScoreType, type TestVersionId } from '@app/shared';

/** The server takes two to four attempts (POST /api/analysis/combine). */
export const COMBINE_MIN_ATTEMPTS = 2;

/** What the rule reads of a graded attempt. */
export type CombinePart = Pick<AnalysisResultRowDto, 'attemptId' | 'target' | 'sections'>;

export interface CombineCheck {
  /** The one version of the selection; null when nothing is selected or the versions are mixed. */
  version: TestVersionId | null;
  /** More than one test version among the selected attempts (a digital section never completes a paper test). */
  mixedVersions: boolean;
  /** Sections of the version that no selected attempt has, in the version's order. */
  missing: ScoreType[];
  /** Sections that two or more selected attempts have, with those attempts. */
  repeated: { name: ScoreType; attemptIds: number[] }[];
  /** Each section of the version with the attempt it would come from (when exactly one has it). */
  sources: { name: ScoreType; attemptId: number }[];
  /** Fewer than two attempts: nothing to combine (one whole test is already its own result). */
  tooFew: boolean;
  /** The selection can be sent: two or more attempts, one version, complete and non-repeating. */
  ok: boolean;
}

/**
 * Spec section 5: "Combining tests needs a complete, non-repeating selection." The sections of the selected
 * attempts must make one whole test of one version (shared SCORE_TYPES_BY_VERSION: digital reading-writing
 * and math; paper reading, writing-language and math), each section from exactly one attempt. The page
 * runs this as the admin ticks attempts, to say what is missing or repeated before the server (which
 * checks again, including that a paper math part had both math sections) is asked.
 */
export function checkCombination(parts: readonly CombinePart[]): CombineCheck {
  const tooFew = parts.length < COMBINE_MIN_ATTEMPTS;
  const versions = [...new Set(parts.map((p) => p.target.version))];
  if (versions.length !== 1) {
    return { version: null, mixedVersions: versions.length > 1, missing: [], repeated: [], sources: [], tooFew, ok: false };
  }
  const version = versions[0];
  const required = SCORE_TYPES_BY_VERSION[version];
  const holders = new Map<ScoreType, number[]>(required.map((name) => [name, []]));
  for (const part of parts) {
    // An attempt lists a section once; a set does not add it twice to itself.
    for (const name of new Set(part.sections.map((s) => s.name))) holders.get(name as ScoreType)?.push(part.attemptId);
  }
  const missing = required.filter((name) => holders.get(name)!.length === 0);
  const repeated = required.filter((name) => holders.get(name)!.length > 1).map((name) => ({ name, attemptIds: holders.get(name)! }));
  const sources = required.filter((name) => holders.get(name)!.length === 1).map((name) => ({ name, attemptId: holders.get(name)![0] }));
  return { version, mixedVersions: false, missing, repeated, sources, tooFew, ok: !tooFew && missing.length === 0 && repeated.length === 0 };
}
