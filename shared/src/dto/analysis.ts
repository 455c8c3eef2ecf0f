/**
 * Result analysis for authors and admins (/admin/results, /admin/analysis/..., /teacher/analysis/...):
 * the graded attempts a caller may see, per-test statistics, per-student lists, the CSV export and
 * combined scores. Everything is read from the graded `results` snapshots, so a statistic always agrees
 * with the score reports the students saw.
 *
 * Visibility: admins see everything; teachers and company-admins see attempts of the tests they author
 * and attempts of users who share a company with them (classes do not exist yet, so "own class" is not a
 * rule yet). A test's statistics, students and CSV: for any test in the caller's catalog (own, the admins'
 * published library; admins every test) and, for a company-admin, their company's authors' tests, always
 * over the attempts the caller sees (a library test: their companies' members' attempts only; none gives
 * attempts 0). Combining is admin only.
 */
import type { ModuleRoute, ScoreType } from '../score-scale';
import type { Section } from '../sat-taxonomy';
import type { QuestionType } from '../answers/types';
import type { AttemptTargetType } from './attempt';
import type { QuestionOutcome, ResultDto, SectionScoreDto } from './result';

/** The section columns a results row shows (the route is set for adaptive sections). */
export type AnalysisSectionDto = Pick<SectionScoreDto, 'name' | 'raw' | 'maxRaw' | 'scaled' | 'route'>;

/**
 * A row of GET /api/analysis/results, GET /api/analysis/{type}/{targetId}/students and
 * GET /api/analysis/users/{userId}/results: one graded attempt.
 */
export interface AnalysisResultRowDto {
  attemptId: number;
  student: { id: number; name: string; username: string };
  target: ResultDto['target'];
  total: number | null;
  sections: AnalysisSectionDto[];
  counts: ResultDto['counts'];
  leaveCount: number;
  startedAt: string;
  finishedAt: string;
}

/**
 * Query of GET /api/analysis/results (all optional): `type` and `targetId` narrow to one test (targetId
 * needs type); `q` matches the student's name, username or email, or the test title; `page`, `per_page`.
 */
export interface AnalysisResultsQuery {
  type?: AttemptTargetType;
  targetId?: number;
  q?: string;
  page?: number;
  per_page?: number;
}

/** One histogram bar: scores in [from, to] (both inclusive, on the score's scale). */
export interface ScoreBucketDto {
  from: number;
  to: number;
  count: number;
}

/** The distribution of one score (the total, or a section by its score type) over the graded attempts. */
export interface ScoreDistributionDto {
  /** 'total' or a score type (reading-writing, math, reading, writing-language). */
  name: 'total' | ScoreType;
  /** Attempts that have this score (a null scaled score, e.g. no score table, is not counted). */
  count: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  /** Every bucket of the scale, empty ones included, lowest first. */
  buckets: ScoreBucketDto[];
}

/** How often one answer was given to a question. */
export interface AnswerCountDto {
  /** A choice label (A, B, ...) or a grid-in text. */
  answer: string;
  count: number;
  /** Whether the answer was graded correct. */
  correct: boolean;
}

/** Statistics of one question over the graded attempts that had it. */
export interface QuestionStatDto {
  questionId: number;
  modulePosition: number;
  moduleTitle: string;
  /** 1-based within its module. */
  number: number;
  section: Section;
  type: QuestionType;
  domain: string;
  skill: string;
  difficulty: string;
  answerKey: string;
  /** Adaptive module 2 questions: the route whose form holds the question. */
  route: ModuleRoute | null;
  /** Graded attempts that had the question. */
  attempts: number;
  correct: number;
  wrong: number;
  omitted: number;
  unscored: number;
  /** 0-100, one decimal: correct over scored (not unscored) answers; null when none are scored. */
  percentCorrect: number | null;
  /** 0-100, one decimal: omitted over attempts. */
  omittedRate: number;
  /** Seconds, one decimal. */
  averageTimeSeconds: number;
  /**
   * Multiple choice: every choice label with its count (zeros included), in label order. Grid-in: the
   * most frequent answers (at most ANALYSIS_TOP_GRID_ANSWERS), most frequent first. Omissions are not here.
   */
  answers: AnswerCountDto[];
}

/** Adaptive sets: how many attempts each section's module 2 routed to the easier and the harder form. */
export interface RoutingSplitDto {
  /** The section's score type. */
  name: ScoreType;
  easier: number;
  harder: number;
}

/** GET /api/analysis/{type}/{targetId}: statistics of one test over its graded attempts the caller sees. */
export interface TestAnalysisDto {
  target: ResultDto['target'];
  /** Graded attempts the caller sees (0 when none), and the distinct students who made them. */
  attempts: number;
  students: number;
  /** Null for a test without a total (a single-section practice). */
  total: ScoreDistributionDto | null;
  sections: ScoreDistributionDto[];
  /** Over every answer of every attempt: 0-100, one decimal, and seconds, one decimal. */
  omittedRate: number;
  averageTimeSeconds: number;
  /** Empty unless the test is adaptive. */
  routing: RoutingSplitDto[];
  /** In module then question order. */
  questions: QuestionStatDto[];
}

/** Per-question outcome column of the CSV export (also what the per-student detail can show). */
export type AnalysisOutcome = QuestionOutcome;

/**
 * POST /api/analysis/combine (admin): graded attempts of one student whose sections make one whole test of
 * one version: complete (digital: reading-writing and math; paper: reading, writing-language and math, the
 * math from an attempt that had both math parts) and non-repeating (no section in two of the attempts).
 */
export interface CombineInput {
  userId: number;
  attemptIds: number[];
}

/** A combined section: the section score of the attempt it came from. */
export interface CombinedSectionDto extends Pick<SectionScoreDto, 'name' | 'raw' | 'maxRaw' | 'scaled'> {
  attemptId: number;
}

/** One attempt a combined result is made of. */
export interface CombinedPartDto {
  attemptId: number;
  target: ResultDto['target'];
  finishedAt: string;
}

/** A stored combined score (POST /api/analysis/combine answers it, 201; GET /api/analysis/combined lists them). */
export interface CombinedResultDto {
  id: number;
  userId: number;
  version: ResultDto['target']['version'];
  /** Digital: RW + Math; paper: (Reading + Writing and Language) x 10 + Math. Null when a part has no scaled score. */
  total: number | null;
  sections: CombinedSectionDto[];
  parts: CombinedPartDto[];
  createdBy: number | null;
  createdAt: string;
}

/** 422 messages of POST /api/analysis/combine, on `attemptIds` (or `userId`). */
export const COMBINE_PROBLEMS = [
  'validation.combine.incomplete',
  'validation.combine.repeated',
  'validation.combine.other_user',
  'validation.combine.not_graded',
  'validation.combine.mixed_versions',
] as const;
export type CombineProblem = (typeof COMBINE_PROBLEMS)[number];

/** Grid-in answers listed per question in the statistics. */
export const ANALYSIS_TOP_GRID_ANSWERS = 5;
