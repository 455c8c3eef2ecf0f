import type { AnalysisResultRowDto, AttemptTargetType, CombineInput, CombinedResultDto, PagedDto, TestAnalysisDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { LIST_PAGE_SIZE } from '../../components/lists/list-params';

type Query = Record<string, string | number>;

/** The most a page holds (the server's per_page limit): the combine page lists a student's attempts on one page. */
export const ALL_OF_A_STUDENT = 100;

/** The authoring catalog of each kind of test: the test filter offers what the caller may list there. */
const CATALOG_OF: Record<AttemptTargetType, string> = { practice: 'practices', fullPractice: 'practice-sets', adaptive: 'adaptive-sets' };

/** The result analysis calls (server module result-analysis, DTOs in shared/src/dto/analysis.ts). */
export const analysisApi = (api: ApiClient) => ({
  /** One page of a catalog's tests, newest first; only the id and title matter here. */
  tests: (type: AttemptTargetType, perPage: number) =>
    api.get<PagedDto<{ id: number; title: string }>>(CATALOG_OF[type], { query: { page: 1, per_page: perPage } }),
  /** Graded attempts the caller may see; `query` is resultsQuery.toQuery's. */
  results: (query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<AnalysisResultRowDto>>('analysis/results', { query: { ...query, per_page: LIST_PAGE_SIZE }, signal }),
  test: (type: AttemptTargetType, id: number) => api.get<TestAnalysisDto>(`analysis/${type}/${id}`),
  students: (type: AttemptTargetType, id: number, query: Query, signal?: AbortSignal) =>
    api.get<PagedDto<AnalysisResultRowDto>>(`analysis/${type}/${id}/students`, { query: { ...query, per_page: LIST_PAGE_SIZE }, signal }),
  /** The CSV as a file, through the one client so it carries the bearer token. */
  exportCsv: (type: AttemptTargetType, id: number) => api.get<Blob>(`analysis/${type}/${id}/export.csv`, { responseType: 'blob' }),
  userResults: (userId: number) =>
    api.get<PagedDto<AnalysisResultRowDto>>(`analysis/users/${userId}/results`, { query: { page: 1, per_page: ALL_OF_A_STUDENT } }),
  combine: (input: CombineInput) => api.post<CombinedResultDto>('analysis/combine', input),
  /** A student's combined scores, newest first (the first hundred). */
  combined: (userId: number) =>
    api.get<PagedDto<CombinedResultDto>>('analysis/combined', { query: { userId, page: 1, per_page: ALL_OF_A_STUDENT }, background: true }),
});
export type AnalysisApi = ReturnType<typeof analysisApi>;
