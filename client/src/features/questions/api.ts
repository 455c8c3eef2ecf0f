import type { LabelDto, PagedDto, PassageDto, QuestionDto, QuestionInput, QuestionSummaryDto, SubjectDto, SubjectInput } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { ListQuery } from './list-query';

export const QUESTIONS_PER_PAGE = 20;
export const PASSAGES_PER_PAGE = 20;

export interface PassageInput {
  title: string;
  body: string;
  source?: string | null;
}

/** The question bank's calls: questions, passages and labels (server modules questions, passages, labels). */
export const questionsApi = (api: ApiClient) => ({
  list: (query: ListQuery, signal?: AbortSignal) =>
    api.get<PagedDto<QuestionSummaryDto>>('questions', { query: { ...query, per_page: QUESTIONS_PER_PAGE }, signal }),
  get: (id: number) => api.get<QuestionDto>(`questions/${id}`),
  create: (input: QuestionInput) => api.post<QuestionDto>('questions', input),
  update: (id: number, input: Partial<QuestionInput>) => api.patch<QuestionDto>(`questions/${id}`, input),
  remove: (id: number) => api.delete(`questions/${id}`),
  duplicate: (id: number) => api.post<QuestionDto>(`questions/${id}/duplicate`),
  publish: (id: number) => api.post<QuestionDto>(`questions/${id}/publish`),
  unpublish: (id: number) => api.post<QuestionDto>(`questions/${id}/unpublish`),
});

export const passagesApi = (api: ApiClient) => ({
  list: (q: string, page: number, options: { signal?: AbortSignal; background?: boolean } = {}) =>
    api.get<PagedDto<PassageDto>>('passages', { query: { q: q.trim() || undefined, page, per_page: PASSAGES_PER_PAGE }, ...options }),
  get: (id: number) => api.get<PassageDto>(`passages/${id}`),
  create: (input: PassageInput) => api.post<PassageDto>('passages', input),
  update: (id: number, input: Partial<PassageInput>) => api.patch<PassageDto>(`passages/${id}`, input),
  remove: (id: number) => api.delete(`passages/${id}`),
});

export const labelsApi = (api: ApiClient) => ({
  list: () => api.get<LabelDto[]>('labels', { background: true }),
  create: (name: string) => api.post<LabelDto>('labels', { name }),
  rename: (id: number, name: string) => api.patch<LabelDto>(`labels/${id}`, { name }),
  remove: (id: number) => api.delete(`labels/${id}`),
});

/**
 * The passage a SAT_PASSAGE_EXISTS refusal points at (the server's `existing_id`).
 */
export function existingPassageId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'SAT_PASSAGE_EXISTS') return null;
  return error.existingId ?? null;
}

/** The admins' subjects (server module subjects); the taxonomy itself is read through components/taxonomy's store. */
export const subjectsApi = (api: ApiClient) => ({
  create: (input: SubjectInput) => api.post<SubjectDto>('subjects', input),
  update: (id: number, patch: Partial<Pick<SubjectInput, 'name_en' | 'name_zh_cn' | 'name_zh_tw'>> & { archived?: boolean }) =>
    api.patch<SubjectDto>(`subjects/${id}`, patch),
});
