import type { LabelDto, QuestionDto, QuestionSummaryDto } from '@app/shared';
import type { QuestionRecord, QuestionSummaryRecord } from './questions.repository';

const EXCERPT_LENGTH = 160;
const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The stem as plain text, cut at a word boundary near 160 characters. */
export function stemExcerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/gi, (_m, e: string) => ENTITIES[e.toLowerCase()])
    .replace(/\s+/g, ' ')
    .trim();
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

export const toQuestionSummaryDto = (q: QuestionSummaryRecord, labels: LabelDto[]): QuestionSummaryDto => ({
  id: q.id,
  type: q.type,
  version: q.version,
  section: q.section,
  domain: q.domain,
  skill: q.skill,
  difficulty: q.difficulty,
  status: q.status,
  owner_id: q.ownerId,
  owner_kind: q.ownerKind,
  labels,
  updated_at: q.updatedAt.toISOString(),
  stem_excerpt: stemExcerpt(q.stemHead),
  passage_id: q.passageId,
});
