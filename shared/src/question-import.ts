/**
 * Question import (spec sections 2 and 4, "AI question import"): an author uploads a PDF, a DOCX or pasted
 * text; a job analyses it into draft questions; the author fixes the drafts and imports the chosen ones in
 * bulk. Contract: docs/question-import.md.
 */
import { MAX_UPLOAD_BYTES } from './constants';
import type { QuestionType } from './answers/types';
import type { Difficulty, Section } from './sat-taxonomy';
import type { ChoiceDto } from './dto/question';

/** Section 4's states: analyzing, saved (drafts ready for review), bulk importing with progress, completed; failed when the analysis could not read the document. */
export const QUESTION_IMPORT_STATUSES = ['analyzing', 'saved', 'importing', 'completed', 'failed'] as const;
export type QuestionImportStatus = (typeof QUESTION_IMPORT_STATUSES)[number];

export const QUESTION_IMPORT_SOURCES = ['pdf', 'docx', 'text'] as const;
export type QuestionImportSource = (typeof QUESTION_IMPORT_SOURCES)[number];

/** Who read the document: the configured chat-completions model, or the built-in parser. */
export const QUESTION_IMPORT_ANALYZERS = ['ai', 'parser'] as const;
export type QuestionImportAnalyzer = (typeof QUESTION_IMPORT_ANALYZERS)[number];

/** Why an analysis failed (shown to the author in their language). */
export const QUESTION_IMPORT_FAILURES = ['damaged', 'empty', 'no_questions'] as const;
export type QuestionImportFailure = (typeof QUESTION_IMPORT_FAILURES)[number];

/** Why the AI answer was not used and the parser read the document instead. */
export const QUESTION_IMPORT_AI_FALLBACKS = ['timeout', 'http', 'malformed'] as const;
export type QuestionImportAiFallback = (typeof QUESTION_IMPORT_AI_FALLBACKS)[number];

export const QUESTION_IMPORT_LIMITS = {
  /** The uploaded document (spec section 9: file limit 20 MB). */
  fileMaxBytes: MAX_UPLOAD_BYTES,
  /** Pasted text, in characters (a JSON body of at most 1 MB carries it). */
  textMax: 500_000,
  titleMax: 200,
  /** Drafts one document may yield; the rest is left out (and said so). */
  draftsMax: 500,
  /** Drafts one bulk import may take. */
  importMax: 500,
} as const;

/** The multipart field of the document. */
export const QUESTION_IMPORT_FILE_FIELD = 'file';

export interface DraftPassageDto {
  title: string;
  body: string;
}

/** A draft question: what the analysis read, as the author has fixed it. */
export interface QuestionDraftDto {
  id: number;
  position: number;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: ChoiceDto[];
  /** Empty when the document had no key for it. */
  answer_key: string;
  explanation: string;
  passage: DraftPassageDto | null;
  /** The part of the source text the draft was read from (shown beside it). */
  source_excerpt: string;
  /** Field -> message id of what keeps the draft from being imported; empty when it is ready. */
  problems: Record<string, string>;
  /** The bank's question once imported. */
  question_id: number | null;
}

export interface QuestionImportSummaryDto {
  id: number;
  title: string;
  source_kind: QuestionImportSource;
  status: QuestionImportStatus;
  analyzer: QuestionImportAnalyzer | null;
  /** The job's progress: pages of analysis, or drafts of the bulk import. */
  progress: { done: number; total: number };
  draft_count: number;
  imported_count: number;
  created_at: string;
  updated_at: string;
}

export interface QuestionImportDto extends QuestionImportSummaryDto {
  failure: QuestionImportFailure | null;
  ai_fallback: QuestionImportAiFallback | null;
  /** The document's text, as extracted (for review beside the drafts). */
  source_text: string;
  drafts: QuestionDraftDto[];
}

/** PATCH of a draft: any of the fields; `passage: null` drops it. */
export interface QuestionDraftPatch {
  type?: QuestionType;
  section?: Section;
  domain?: string;
  skill?: string;
  difficulty?: Difficulty;
  stem?: string;
  choices?: ChoiceDto[];
  answer_key?: string;
  explanation?: string;
  passage?: DraftPassageDto | null;
}
