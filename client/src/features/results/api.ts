import type { BreakdownDto, PagedDto, ResultDto, ResultSummaryDto, ReviewQuestionDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import type { ResultsType } from './list-query';

/**
 * GET /api/results/history: the caller's graded attempts, oldest first, with their totals and section
 * scores, and the caller's correct/total per domain over all of them.
 * Provisional client shape until the server's DTO lands in @app/shared.
 */
export interface ResultHistoryDto {
  attempts: Pick<ResultSummaryDto, 'attemptId' | 'target' | 'total' | 'sections' | 'finishedAt'>[];
  domains: BreakdownDto[];
}

/**
 * GET /api/explanations/questions/{id}: one question with its key and explanation. Outside an attempt
 * there is no answer of the student's, so only the question's own fields are promised.
 */
export type ExplanationDto = Pick<
  ReviewQuestionDto,
  'questionId' | 'section' | 'type' | 'stem' | 'choices' | 'passage' | 'explanation' | 'answerKey'
> &
  Partial<Pick<ReviewQuestionDto, 'domain' | 'skill' | 'difficulty'>>;

/** What the results pages need; pages take it from `resultsApi(api)`, tests pass a fake. */
export interface ResultsApi {
  list(type: ResultsType | null, page: number): Promise<PagedDto<ResultSummaryDto>>;
  get(attemptId: number, options?: { background?: boolean }): Promise<ResultDto>;
  review(attemptId: number): Promise<ReviewQuestionDto[]>;
  explanation(questionId: number): Promise<ExplanationDto>;
  history(): Promise<ResultHistoryDto>;
  /** The score report PDF; a locked report fails with 402 print_pdf_forbidden. */
  pdf(attemptId: number): Promise<Blob>;
}

export const resultsApi = (api: ApiClient): ResultsApi => ({
  list: (type, page) => api.get<PagedDto<ResultSummaryDto>>('results', { query: { type, page } }),
  // Polls while grading are background calls: no loading overlay every two seconds.
  get: (attemptId, options) => api.get<ResultDto>(`results/${attemptId}`, { background: options?.background }),
  review: (attemptId) => api.get<ReviewQuestionDto[]>(`results/${attemptId}/review`),
  explanation: (questionId) => api.get<ExplanationDto>(`explanations/questions/${questionId}`),
  history: () => api.get<ResultHistoryDto>('results/history'),
  pdf: (attemptId) => api.get<Blob>(`results/${attemptId}/pdf`, { responseType: 'blob' }),
});
