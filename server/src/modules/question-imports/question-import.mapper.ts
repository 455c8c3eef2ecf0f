import type { QuestionDraftDto, QuestionImportDto, QuestionImportSummaryDto } from '@app/shared';
import type { DraftRecord, ImportRecord } from './question-imports.repository';
import { draftProblems } from './question-imports.service';

export const toImportSummaryDto = (r: ImportRecord): QuestionImportSummaryDto => ({
  id: r.id,
  title: r.title,
  source_kind: r.sourceKind,
  status: r.status,
  analyzer: r.analyzer,
  progress: { done: r.progressDone, total: r.progressTotal },
  draft_count: r.draftCount,
  imported_count: r.importedCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toDraftDto = (d: DraftRecord): QuestionDraftDto => ({
  id: d.id,
  position: d.position,
  type: d.type,
  section: d.section,
  domain: d.domain,
  skill: d.skill,
  difficulty: d.difficulty,
  stem: d.stem,
  choices: d.choices,
  answer_key: d.answerKey,
  explanation: d.explanation,
  passage: d.passageBody !== null ? { title: d.passageTitle ?? '', body: d.passageBody } : null,
  source_excerpt: d.sourceExcerpt,
  problems: d.questionId === null ? draftProblems(d) : {},
  question_id: d.questionId,
});

export const toImportDto = (x: { row: ImportRecord; sourceText: string; drafts: DraftRecord[] }): QuestionImportDto => ({
  ...toImportSummaryDto(x.row),
  failure: x.row.failure,
  ai_fallback: x.row.aiFallback,
  source_text: x.sourceText,
  drafts: x.drafts.map(toDraftDto),
});
