import {
  classPath,
  type PagedDto,
  type QuestionExplanationDto,
  type ResultDto,
  type ResultHistoryDto,
  type ResultSummaryDto,
  type ReviewQuestionDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import type { ResultsType } from './list-query';

/** The PDF route's 202: the file is still being rendered; ask again after a moment (Retry-After: 2). */
export interface PdfRenderingDto {
  status: 'rendering';
  message: string;
}

/** What the results pages need; pages take it from `resultsApi(api)`, tests pass a fake. */
export interface ResultsApi {
  list(type: ResultsType | null, page: number): Promise<PagedDto<ResultSummaryDto>>;
  get(attemptId: number, options?: { background?: boolean }): Promise<ResultDto>;
  review(attemptId: number): Promise<ReviewQuestionDto[]>;
  explanation(questionId: number): Promise<QuestionExplanationDto>;
  /** A class test's question: open once its window closed or the teacher released explanations. */
  classExplanation(questionId: number, classExamId: number): Promise<QuestionExplanationDto>;
  history(): Promise<ResultHistoryDto>;
  /** The score report PDF, or "still rendering"; a locked report fails with 402 print_pdf_forbidden. */
  pdf(attemptId: number): Promise<Blob | PdfRenderingDto>;
}

export const resultsApi = (api: ApiClient): ResultsApi => ({
  list: (type, page) => api.get<PagedDto<ResultSummaryDto>>('results', { query: { type, page } }),
  // Polls while grading are background calls: no loading overlay every two seconds.
  get: (attemptId, options) => api.get<ResultDto>(`results/${attemptId}`, { background: options?.background }),
  review: (attemptId) => api.get<ReviewQuestionDto[]>(`results/${attemptId}/review`),
  explanation: (questionId) => api.get<QuestionExplanationDto>(`explanations/questions/${questionId}`),
  classExplanation: (questionId, classExamId) =>
    api.get<QuestionExplanationDto>(classPath('classExplanation', { questionId }), { query: { class_exam_id: classExamId } }),
  history: () => api.get<ResultHistoryDto>('results/history'),
  pdf: (attemptId) => api.get<Blob | PdfRenderingDto>(`results/${attemptId}/pdf`, { responseType: 'blob' }),
});
