import type { PracticeDto, PracticePublicDto, PracticeSummaryDto } from '@app/shared';
import { stemExcerpt } from '../questions/question.mapper';
import { iso } from './catalog';
import type { PracticeQuestionRecord, PracticeRecord } from './practices.repository';

/** What a test taker sees: no questions, no keys. */
export const toPracticePublicDto = (p: PracticeRecord): PracticePublicDto => ({
  id: p.id,
  title: p.title,
  version: p.version,
  kind: p.kind,
  section: p.section,
  question_count: p.questionCount,
  time_limit_seconds: p.timeLimitSeconds,
  tools: p.tools,
});

export const toPracticeSummaryDto = (p: PracticeRecord): PracticeSummaryDto => ({
  ...toPracticePublicDto(p),
  status: p.status,
  owner_id: p.ownerId,
  owner_kind: p.ownerKind,
  first_taken_at: iso(p.firstTakenAt),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export const toPracticeDto = (p: PracticeRecord, questions: PracticeQuestionRecord[]): PracticeDto => ({
  ...toPracticeSummaryDto(p),
  questions: questions.map((q) => ({
    position: q.position,
    question: {
      id: q.id,
      type: q.type,
      section: q.section,
      domain: q.domain,
      skill: q.skill,
      difficulty: q.difficulty,
      status: q.status,
      owner_id: q.ownerId,
      stem_excerpt: stemExcerpt(q.stemHead),
    },
  })),
});
