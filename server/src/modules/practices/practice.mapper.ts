import type { PracticeDto, PracticePublicDto, PracticeSummaryDto } from '@app/shared';
import { toQuestionHeadDto } from '../questions';
import { toOwnedFieldsDto } from '../../core/content';
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
  ...toOwnedFieldsDto(p),
});

export const toPracticeDto = (p: PracticeRecord, questions: PracticeQuestionRecord[]): PracticeDto => ({
  ...toPracticeSummaryDto(p),
  questions: questions.map((q) => ({ position: q.position, question: toQuestionHeadDto(q) })),
});
