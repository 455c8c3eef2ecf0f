/**
 * The graded result of a finished attempt: what the score report, the walk-through, the performance
 * history and the PDF show. `GET /api/results/{attemptId}` answers it for the taker, an admin (and later
 * the taker's teacher); while the grading job has not run, `status` is "grading" and the scores are null.
 */
import type { Section, TestVersionId } from '../sat-taxonomy';
import type { QuestionType } from '../answers/types';
import type { ModuleRoute } from '../score-scale';
import type { AttemptTargetType } from './attempt';
import type { ChoiceDto } from './question';

export const RESULT_STATUSES = ['grading', 'graded'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** correct; wrong (answered, not accepted); omitted (no answer); unscored (a `*` key: counts for no one). */
export const QUESTION_OUTCOMES = ['correct', 'wrong', 'omitted', 'unscored'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

export interface SectionScoreDto {
  /** reading-writing, math (digital); reading, writing-language, math (paper: math is both math sections). */
  name: string;
  raw: number;
  /** Questions that count in this section's raw score. */
  maxRaw: number;
  /** 200-800 (paper reading / writing-language: the 10-40 test score). Null when no score table applies. */
  scaled: number | null;
  /** The table's range, when it gives one. */
  lower: number | null;
  upper: number | null;
  /** Digital adaptive: the module 2 the taker was routed to. */
  route: ModuleRoute | null;
}

export interface BreakdownDto {
  /** A domain (or a skill, in `skills`) of the SAT taxonomy. */
  name: string;
  section: Section;
  correct: number;
  total: number;
}

export interface ResultQuestionDto {
  questionId: number;
  /** 1-based within its module. */
  number: number;
  modulePosition: number;
  moduleTitle: string;
  section: Section;
  type: QuestionType;
  domain: string;
  skill: string;
  difficulty: string;
  answer: string;
  /** The key as authors wrote it (several accepted answers, ranges). */
  answerKey: string;
  outcome: QuestionOutcome;
  marked: boolean;
  timeSpentSeconds: number;
}

export interface ResultDto {
  attemptId: number;
  status: ResultStatus;
  target: { type: AttemptTargetType; id: number; title: string; version: TestVersionId };
  userId: number;
  /** Digital: 400-1600; paper: 400-1600 (EBRW + Math). Null while grading or without tables. */
  total: number | null;
  sections: SectionScoreDto[];
  domains: BreakdownDto[];
  skills: BreakdownDto[];
  questions: ResultQuestionDto[];
  counts: { correct: number; wrong: number; omitted: number; unscored: number };
  /** The test was left and reopened this many times (noted on the report). */
  leaveCount: number;
  startedAt: string;
  finishedAt: string;
  gradedAt: string | null;
  /** The previous graded attempt of the same test by the same taker, for the comparison. */
  previous: { attemptId: number; total: number | null; finishedAt: string } | null;
  /** Whether the PDF report is unlocked (coins, a plan allowance or pro's free report). */
  pdfUnlocked: boolean;
}

/** A row of /testresults. */
export interface ResultSummaryDto {
  attemptId: number;
  status: ResultStatus;
  target: ResultDto['target'];
  total: number | null;
  sections: Pick<SectionScoreDto, 'name' | 'scaled' | 'raw' | 'maxRaw'>[];
  finishedAt: string;
  leaveCount: number;
}

/** One question walked through after the test (/viewTest, explanation pages): the key and explanation shown. */
export interface ReviewQuestionDto extends ResultQuestionDto {
  stem: string;
  choices: ChoiceDto[];
  passage: { id: number; title: string; body: string } | null;
  explanation: string;
}

/** One graded attempt on /performance, oldest first. */
export interface ResultHistoryPointDto {
  attemptId: number;
  target: ResultDto['target'];
  total: number | null;
  sections: Pick<SectionScoreDto, 'name' | 'scaled' | 'raw' | 'maxRaw'>[];
  finishedAt: string;
}

/** GET /api/results/history: the caller's graded results over time and their domains across all of them. */
export interface ResultHistoryDto {
  points: ResultHistoryPointDto[];
  /** Per domain over every graded attempt: correct / total, and the percentage (0-100, rounded). */
  domains: (BreakdownDto & { percent: number })[];
}

export const REGRADE_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RegradeRunStatus = (typeof REGRADE_RUN_STATUSES)[number];

/** One attempt whose result a regrade changed. */
export interface RegradeChangeDto {
  attemptId: number;
  before: { total: number | null; correct: number };
  after: { total: number | null; correct: number };
}

/** POST /api/regrades answers it (202); GET /api/regrades/{id} shows the progress. */
export interface RegradeRunDto {
  id: number;
  target: { type: AttemptTargetType; id: number };
  status: RegradeRunStatus;
  /** Finished attempts to regrade, and how many are done. */
  total: number;
  done: number;
  /** Attempts whose result changed (listed in `log`). */
  changed: number;
  log: RegradeChangeDto[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** GET /api/explanations/questions/{questionId}: a question with its key and explanation. */
export interface QuestionExplanationDto {
  questionId: number;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: string;
  stem: string;
  choices: ChoiceDto[];
  passage: { id: number; title: string; body: string } | null;
  answerKey: string;
  explanation: string;
}

/** GET /results/{attemptId}/pdf answers 202 with this while the report is still rendering. */
export const REPORT_RENDERING_STATUS = 'rendering';
export interface ReportRenderingDto {
  status: typeof REPORT_RENDERING_STATUS;
  message: string;
}
