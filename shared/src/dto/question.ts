import type { Difficulty, Section, TestVersionId } from '../sat-taxonomy';
import type { QuestionType } from '../answers/types';

export const OWNER_KINDS = ['admin', 'teacher', 'company'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export interface ChoiceDto {
  /** A, B, C, D... */
  label: string;
  /** Rich text (HTML subset) with TeX math between \( \) or $$ $$. */
  text: string;
}

export interface LabelDto {
  id: number;
  name: string;
}

export interface PassageDto {
  id: number;
  title: string;
  /** Rich text with TeX math. */
  body: string;
  source: string | null;
  owner_id: number;
  created_at: string;
  updated_at: string;
}

/** A question as its authors (owner, admins) see it: key and explanation included. */
export interface QuestionDto {
  id: number;
  source: string | null;
  type: QuestionType;
  version: TestVersionId;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: ChoiceDto[];
  answer_key: string;
  explanation: string;
  passage: Pick<PassageDto, 'id' | 'title'> | null;
  labels: LabelDto[];
  status: PublishStatus;
  owner_id: number;
  owner_kind: OwnerKind;
  created_at: string;
  updated_at: string;
}

/** A row of the question list. */
export type QuestionSummaryDto = Pick<
  QuestionDto,
  'id' | 'type' | 'version' | 'section' | 'domain' | 'skill' | 'difficulty' | 'status' | 'owner_id' | 'owner_kind' | 'labels' | 'updated_at'
> & {
  /** The stem as plain text, cut to about 160 characters. */
  stem_excerpt: string;
  passage_id: number | null;
};

export interface QuestionInput {
  source?: string | null;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices?: ChoiceDto[];
  answer_key: string;
  explanation?: string;
  passage_id?: number | null;
  label_ids?: number[];
}
