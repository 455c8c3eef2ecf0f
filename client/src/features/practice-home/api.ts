import type { AttemptDto, AttemptSummaryDto, AttemptTargetType, CatalogDetailDto, CatalogEntryDto, PagedDto, StartAttemptInput } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import type { CatalogQuery } from './catalog-filters';

/** POST /api/attempts names its target by one of three fields. */
const START_FIELD: Record<AttemptTargetType, keyof StartAttemptInput> = {
  practice: 'practiceId',
  fullPractice: 'composePracticeId',
  adaptive: 'adaptiveId',
};

export const startInput = (type: AttemptTargetType, id: number): StartAttemptInput => ({ [START_FIELD[type]]: id });

/** The attempts list answers a page or a bare array depending on its filters; both read the same here. */
const rowsOf = <T>(body: T[] | PagedDto<T>): T[] => (Array.isArray(body) ? body : body.data);

/** What the practice home, the lists and the start page need; pages take it from here, tests fake the server. */
export interface CatalogApi {
  list(query: CatalogQuery & { per_page?: number }): Promise<PagedDto<CatalogEntryDto>>;
  detail(type: AttemptTargetType, id: number): Promise<CatalogDetailDto>;
  /** The caller's running attempts (in progress or on a break). */
  activeAttempts(): Promise<AttemptSummaryDto[]>;
  start(type: AttemptTargetType, id: number): Promise<AttemptDto>;
  restart(attemptId: number): Promise<AttemptDto>;
}

export const catalogApi = (api: ApiClient): CatalogApi => ({
  list: (query) => api.get<PagedDto<CatalogEntryDto>>('catalog', { query: { ...query } }),
  detail: (type, id) => api.get<CatalogDetailDto>(`catalog/${type}/${id}`),
  activeAttempts: async () =>
    rowsOf(await api.get<AttemptSummaryDto[] | PagedDto<AttemptSummaryDto>>('attempts', { query: { status: 'active' } })).filter(
      (a) => a.status === 'in_progress' || a.status === 'on_break',
    ),
  start: (type, id) => api.post<AttemptDto>('attempts', startInput(type, id)),
  restart: (attemptId) => api.post<AttemptDto>(`attempts/${attemptId}/restart`),
});
