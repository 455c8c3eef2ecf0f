import type { ResultDto, ResultHistoryPointDto, ResultSummaryDto, ReviewQuestionDto, ResultQuestionDto } from '@app/shared';
import type { QuestionContentRecord, ResultRecord, ResultSummaryRecord } from './results.repository';

const target = (r: ResultSummaryRecord): ResultDto['target'] => ({ type: r.targetType, id: r.targetId, title: r.targetTitle, version: r.version });

/** A result still waiting for its job (or whose row the job has not written yet) shows as grading, without scores. */
const isGraded = (r: Pick<ResultRecord, 'status'>) => r.status === 'graded';

const shortSections = (r: ResultSummaryRecord): ResultSummaryDto['sections'] =>
  (isGraded(r) ? (r.sections ?? []) : []).map((s) => ({ name: s.name, scaled: s.scaled, raw: s.raw, maxRaw: s.maxRaw }));

export function toResultDto(r: ResultRecord): ResultDto {
  const graded = isGraded(r);
  return {
    attemptId: r.attemptId,
    status: graded ? 'graded' : 'grading',
    target: target(r),
    userId: r.userId,
    total: graded ? r.total : null,
    sections: graded ? (r.sections ?? []) : [],
    domains: graded ? (r.domains ?? []) : [],
    skills: graded ? (r.skills ?? []) : [],
    questions: graded ? (r.questions ?? []) : [],
    counts: graded
      ? { correct: r.correct ?? 0, wrong: r.wrong ?? 0, omitted: r.omitted ?? 0, unscored: r.unscored ?? 0 }
      : { correct: 0, wrong: 0, omitted: 0, unscored: 0 },
    leaveCount: r.leaveCount,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt.toISOString(),
    gradedAt: graded && r.gradedAt ? r.gradedAt.toISOString() : null,
    previous:
      r.previousId !== null && r.previousFinishedAt
        ? { attemptId: r.previousId, total: r.previousTotal, finishedAt: r.previousFinishedAt.toISOString() }
        : null,
    pdfUnlocked: r.pdfUnlocked,
  };
}

export const toResultSummaryDto = (r: ResultSummaryRecord): ResultSummaryDto => ({
  attemptId: r.attemptId,
  status: isGraded(r) ? 'graded' : 'grading',
  target: target(r),
  total: isGraded(r) ? r.total : null,
  sections: shortSections(r),
  finishedAt: r.finishedAt.toISOString(),
  leaveCount: r.leaveCount,
});

export const toHistoryPointDto = (r: ResultSummaryRecord): ResultHistoryPointDto => ({
  attemptId: r.attemptId,
  target: target(r),
  total: r.total,
  sections: shortSections(r),
  finishedAt: r.finishedAt.toISOString(),
});

/** A graded question with the content a walk-through shows (null when the question is gone from the bank). */
export const toReviewQuestionDto = (q: ResultQuestionDto, c: QuestionContentRecord | undefined): ReviewQuestionDto => ({
  ...q,
  stem: c?.stem ?? '',
  choices: c?.choices ?? [],
  passage: c?.passage ?? null,
  explanation: c?.explanation ?? '',
});
