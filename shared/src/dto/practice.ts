import type { Section, TestVersionId } from '../sat-taxonomy';
import type { ModuleRoute, ScoreRow, ScoreType } from '../score-scale';
import type { OwnerKind, PublishStatus, QuestionSummaryDto } from './question';

export const PRACTICE_KINDS = ['module', 'section', 'drill', 'quick'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export const PRACTICE_TOOLS = ['calculator', 'reference-sheet', 'highlighter', 'annotate', 'eliminator'] as const;
export type PracticeTool = (typeof PRACTICE_TOOLS)[number];

/** The break between the digital Reading and Writing and the Math section. */
export const SECTION_BREAK_SECONDS = 600;

/** What a test taker sees of a practice: no questions, no keys. */
export interface PracticePublicDto {
  id: number;
  title: string;
  version: TestVersionId;
  kind: PracticeKind;
  section: Section;
  question_count: number;
  time_limit_seconds: number;
  tools: PracticeTool[];
}

/** A row of the authors' practice list. */
export interface PracticeSummaryDto extends PracticePublicDto {
  status: PublishStatus;
  owner_id: number;
  owner_kind: OwnerKind;
  /** Set when the first attempt started; from then on the question count and order are fixed. */
  first_taken_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PracticeQuestionDto {
  position: number;
  question: Pick<QuestionSummaryDto, 'id' | 'type' | 'section' | 'domain' | 'skill' | 'difficulty' | 'status' | 'owner_id' | 'stem_excerpt'>;
}

/** The authors' view of one practice, with its ordered questions. */
export interface PracticeDto extends PracticeSummaryDto {
  questions: PracticeQuestionDto[];
}

export interface PracticeInput {
  title: string;
  version: TestVersionId;
  kind: PracticeKind;
  section: Section;
  time_limit_seconds: number;
  /** Defaults: calculator and reference sheet in the calculator Math sections, reference sheet without calculator. */
  tools?: PracticeTool[];
  question_ids?: number[];
}

export type PracticePatch = Partial<Pick<PracticeInput, 'title' | 'time_limit_seconds' | 'tools' | 'question_ids'>>;

/** A full practice set: practices taken one after the other, with breaks. */
export interface PracticeSetItemDto {
  position: number;
  practice: PracticePublicDto;
  break_after_seconds: number;
}

export interface PracticeSetPublicDto {
  id: number;
  title: string;
  version: TestVersionId;
  question_count: number;
  time_limit_seconds: number;
  items: PracticeSetItemDto[];
}

export interface PracticeSetDto extends PracticeSetPublicDto {
  status: PublishStatus;
  owner_id: number;
  owner_kind: OwnerKind;
  first_taken_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PracticeSetInput {
  title: string;
  version: TestVersionId;
  /** break_after_seconds defaults to 600 after a Reading and Writing practice followed by Math, else 0. */
  items?: { practice_id: number; break_after_seconds?: number }[];
}

/** One section of an adaptive set: module 1, then the easier or harder module 2. */
export interface AdaptiveSectionDto {
  position: number;
  section: 'reading-writing' | 'math';
  module1: PracticePublicDto;
  easier_module2: PracticePublicDto;
  harder_module2: PracticePublicDto;
  /** Authors only: module 1 correct answers at or above it route to the harder module 2. */
  routing_threshold?: number;
}

export interface AdaptiveSetPublicDto {
  id: number;
  title: string;
  version: 'digital';
  break_after_seconds: number;
  sections: AdaptiveSectionDto[];
}

export interface AdaptiveSetDto extends AdaptiveSetPublicDto {
  status: PublishStatus;
  owner_id: number;
  owner_kind: OwnerKind;
  first_taken_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdaptiveSectionInput {
  section: 'reading-writing' | 'math';
  module1_id: number;
  easier_module2_id: number;
  harder_module2_id: number;
  routing_threshold: number;
}

export interface AdaptiveSetInput {
  title: string;
  break_after_seconds?: number;
  sections: AdaptiveSectionInput[];
}

export const SCORE_TABLE_TARGETS = ['practice', 'practice_set', 'adaptive_set'] as const;
export type ScoreTableTarget = (typeof SCORE_TABLE_TARGETS)[number];

export interface ScoreTableDto {
  id: number;
  target: ScoreTableTarget;
  target_id: number;
  type: ScoreType;
  route: ModuleRoute | null;
  max_raw: number;
  rows: ScoreRow[];
  updated_at: string;
}

export interface ScoreTableInput {
  target: ScoreTableTarget;
  target_id: number;
  type: ScoreType;
  route?: ModuleRoute;
  /** The scored question count; defaults to every question of the type's sections in the target. */
  max_raw?: number;
  rows: ScoreRow[];
}
