import type { LabelDto, PracticeQuestionDto, QuestionDto, QuestionSummaryDto } from '@app/shared';
import { htmlToText } from '../../lib/html-text';
import type { QuestionHeadRecord, QuestionRecord, QuestionSummaryRecord } from './questions.repository';

const EXCERPT_LENGTH = 160;

/** The stem as plain text, cut at a word boundary near 160 characters. */
export function stemExcerpt(html: string): string {
  const text = htmlToText(html);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const toQuestionDto = (q: QuestionRecord): QuestionDto => ({
  id: q.id,
  source: q.source,
  type: q.type,
  version: q.version,
  section: q.section,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  stem: q.stem,
  choices: q.choices,
  answer_key: q.answerKey,
  explanation: q.explanation,
  passage: q.passageId === null ? null : { id: q.passageId, title: q.passageTitle ?? '' },
  labels: q.labels,
  status: q.status,
  owner_id: q.ownerId,
  owner_kind: q.ownerKind,
  created_at: q.createdAt.toISOString(),
  updated_at: q.updatedAt.toISOString(),
});

/** What every list of questions shows of one (the bank's list, a practice's questions). */
export const toQuestionHeadDto = (q: QuestionHeadRecord): PracticeQuestionDto['question'] => ({
  id: q.id,
  type: q.type,
  section: q.section,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  status: q.status,
  owner_id: q.ownerId,
  stem_excerpt: stemExcerpt(q.stemHead),
});

export const toQuestionSummaryDto = (q: QuestionSummaryRecord, labels: LabelDto[]): QuestionSummaryDto => ({
  ...toQuestionHeadDto(q),
  version: q.version,
  owner_kind: q.ownerKind,
  labels,
  updated_at: q.updatedAt.toISOString(),
  passage_id: q.passageId,
});
