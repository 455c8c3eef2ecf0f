/**
 * The test runner's contract. The server holds every clock: each module has a start and an end
 * timestamp (`endsAt`), the break its own end; the client counts down from those, corrected by the
 * offset between `serverNow` and its own clock when the state arrived, so background tabs and
 * sleeping laptops do not drift. Field names are camelCase here because the runner's contract
 * (POST /api/attempts, submit-module) was specified that way.
 */
import type { Section, TestVersionId } from '../sat-taxonomy';
import type { QuestionType } from '../answers/types';
import type { ChoiceDto } from './question';
import type { PracticeKind, PracticeTool } from './practice';

/** What an attempt is of: one practice, a full practice set ("composePractice") or a digital adaptive set. */
export const ATTEMPT_TARGET_TYPES = ['practice', 'fullPractice', 'adaptive'] as const;
export type AttemptTargetType = (typeof ATTEMPT_TARGET_TYPES)[number];

/**
 * in_progress: a module is running. on_break: between sections, the break clock runs.
 * finished: every module submitted (by the student or at its deadline); grading takes over.
 * abandoned: replaced by a restart; kept for teachers and the take count.
 */
export const ATTEMPT_STATUSES = ['in_progress', 'on_break', 'finished', 'abandoned'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Full tests and single-section practices count against separate daily allowances. */
export const ATTEMPT_CATEGORIES = ['full', 'section'] as const;
export type AttemptCategory = (typeof ATTEMPT_CATEGORIES)[number];

/** single: a practice taken alone or as an item of a full set; module1/module2: an adaptive section's stages. */
export const MODULE_STAGES = ['single', 'module1', 'module2'] as const;
export type ModuleStage = (typeof MODULE_STAGES)[number];

/** The highlighter's colours. */
export const HIGHLIGHT_COLORS = ['yellow', 'blue', 'pink'] as const;

/** Where a plan step stands, and who submitted a module: the student, or the server at its deadline. */
export const PLAN_STEP_STATES = ['done', 'current', 'upcoming'] as const;
export const MODULE_SUBMITTERS = ['student', 'deadline'] as const;

/** Where highlights and a note sit on a question's passage (or stem when it has no passage). */
export interface HighlightDto {
  /** Character offsets into the passage's plain text (as rendered, tags stripped). */
  start: number;
  end: number;
  /** Highlighter colour name: yellow, blue or pink. */
  color: string;
  /** A note attached to this highlight. */
  note?: string;
}

export interface AnnotationsDto {
  highlights: HighlightDto[];
  /** The answer eliminator is switched on for this question (absent: off), kept like the other tools. */
  eliminator?: boolean;
}

/** One question as the test taker sees it: no key, no explanation, no domain. */
export interface TestQuestionDto {
  id: number;
  /** 1-based within the module. */
  number: number;
  type: QuestionType;
  section: Section;
  /** Rich text with TeX math. */
  stem: string;
  /** Empty for grid-ins. */
  choices: ChoiceDto[];
  passage: { id: number; title: string; body: string } | null;
}

/** The module the test taker is in. `id` is the attempt-module id that submit-module takes. */
export interface AttemptModuleDto {
  id: number;
  /** 1-based position in the attempt's plan. */
  position: number;
  section: Section;
  stage: ModuleStage;
  /**
   * The practice's title for a single module; empty for the modules of an adaptive section, whose route
   * (easier or harder module 2) the test taker never learns during the test (the runner names them by
   * section and module number; the score report shows the route).
   */
  title: string;
  tools: PracticeTool[];
  /** ISO timestamps on the server's clock. endsAt includes the taker's extra time. */
  startedAt: string;
  endsAt: string;
  questions: TestQuestionDto[];
}

/** One step of the attempt's plan, as shown on the progress bar and the report. */
export interface AttemptPlanStepDto {
  position: number;
  section: Section;
  stage: ModuleStage;
  title: string;
  questionCount: number;
  state: (typeof PLAN_STEP_STATES)[number];
  /** Set once the module was submitted: by the student or by the server at the deadline. */
  submittedBy: (typeof MODULE_SUBMITTERS)[number] | null;
  /** Seconds of the break that follows this step (0 for none). */
  breakAfterSeconds: number;
}

export interface SavedAnswerDto {
  questionId: number;
  /** The choice label (A, B...) or the grid-in text; empty when unanswered. */
  answer: string;
  marked: boolean;
  /** Choice labels struck through. */
  eliminated: string[];
  annotations: AnnotationsDto;
  /** Time the taker has spent on the question so far (the client's running total). */
  timeSpentSeconds: number;
  /** The client's sequence number of the last write that won. */
  seq: number;
}

export interface AttemptDto {
  id: number;
  status: AttemptStatus;
  target: { type: AttemptTargetType; id: number; title: string; version: TestVersionId };
  plan: AttemptPlanStepDto[];
  /** Null on a break and once finished. */
  currentModule: AttemptModuleDto | null;
  /** The saved answers of the current module (every question of it that was ever saved). */
  answers: SavedAnswerDto[];
  /** Set while status is on_break: the break's end (server clock); the next module starts then at the latest. */
  breakEndsAt: string | null;
  /** How many times the test was left and reopened (noted on the report). */
  leaveCount: number;
  /** Per-user accommodation, in percent of each module's time (0, 50, 100...). */
  extraTimePercent: number;
  /** The attempt this one restarted, if any. */
  restartOfId: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** The server's clock when this state was read: the client's countdown offset. */
  serverNow: string;
}

/** POST /api/attempts: exactly one of the three. */
export interface StartAttemptInput {
  practiceId?: number;
  composePracticeId?: number;
  adaptiveId?: number;
}

/** PUT /api/attempts/{id}/answers/{questionId}. A write with a seq not above the saved one changes nothing. */
export interface SaveAnswerInput {
  answer: string;
  marked: boolean;
  eliminated: string[];
  annotations?: AnnotationsDto;
  /** The client's running total for this question; never lowers the saved one. */
  timeSpentSeconds?: number;
  /** Per attempt, increasing with each change the client makes (it keeps the counter across reloads). */
  seq: number;
}

export interface SaveAnswerResultDto {
  questionId: number;
  /** The seq now saved: the request's, or a higher one that had already won. */
  seq: number;
  /** False when a later write had already won (the request was a stale retry). */
  applied: boolean;
}

export interface SubmitModuleInput {
  moduleId: number;
}

/** A row of the caller's attempts (practice home, list filters). */
export interface AttemptSummaryDto {
  id: number;
  status: AttemptStatus;
  target: AttemptDto['target'];
  leaveCount: number;
  startedAt: string;
  finishedAt: string | null;
}

/** A row of the test-taker catalog: what the caller may take and how far they got. */
export interface CatalogEntryDto {
  type: AttemptTargetType;
  id: number;
  title: string;
  version: TestVersionId;
  /** 'full' for full practice sets and adaptive sets, else the practice's kind. */
  kind: 'full' | PracticeKind;
  /** Null for a full test (several sections). */
  section: Section | null;
  questionCount: number;
  timeLimitSeconds: number;
  /** Of the caller: not_started, in_progress (activeAttemptId set) or completed (at least one finished attempt). */
  progress: 'not_started' | 'in_progress' | 'completed';
  activeAttemptId: number | null;
  /** The caller's latest finished attempt: a completed entry offers its report ("Review") beside "Retake". */
  lastFinishedAttemptId: number | null;
  /** Attempts the caller has made of it (restarts included), against ATTEMPT_TAKE_LIMIT. */
  takes: number;
}

/** Test-taker catalog kinds in the /practices filter. */
export const CATALOG_KINDS = ['full', 'quick', 'module', 'section', 'drill'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
