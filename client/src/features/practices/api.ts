import type {
  AdaptiveSetDto,
  AdaptiveSetInput,
  AdaptiveSetPublicDto,
  Difficulty,
  PagedDto,
  PracticeDto,
  PracticeInput,
  PracticeKind,
  PracticePatch,
  PracticePublicDto,
  PracticeSetDto,
  PracticeSetInput,
  PracticeSetPublicDto,
  PracticeSummaryDto,
  PublishStatus,
  QuestionSummaryDto,
  QuestionType,
  ScoreRow,
  ScoreTableDto,
  ScoreTableInput,
  ScoreTableTarget,
  Section,
  TestVersionId,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export interface PageQuery {
  page?: number;
  per_page?: number;
}

export interface PracticeFilters extends PageQuery {
  kind?: PracticeKind;
  version?: TestVersionId;
  section?: Section;
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

export interface SetFilters extends PageQuery {
  version?: TestVersionId;
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

export interface QuestionFilters extends PageQuery {
  section: Section;
  domain?: string;
  difficulty?: Difficulty;
  type?: QuestionType;
  q?: string;
}

/** The three catalogs share their routes: list, get, create, patch, delete, publish, unpublish, duplicate. */
export type CatalogName = 'practices' | 'practice-sets' | 'adaptive-sets';

const query = (q: object) => q as Record<string, string | number | boolean | undefined>;

export const practicesApi = (api: ApiClient) => ({
  listPractices: (f: PracticeFilters) => api.get<PagedDto<PracticeSummaryDto>>('practices', { query: query(f) }),
  /** Test takers get the public shape of published admin practices. */
  listPublishedPractices: (f: PracticeFilters) => api.get<PagedDto<PracticePublicDto>>('practices', { query: query(f) }),
  getPractice: (id: number) => api.get<PracticeDto>(`practices/${id}`),
  createPractice: (input: PracticeInput) => api.post<PracticeDto>('practices', input),
  updatePractice: (id: number, patch: PracticePatch) => api.patch<PracticeDto>(`practices/${id}`, patch),

  listSets: (f: SetFilters) => api.get<PagedDto<PracticeSetDto>>('practice-sets', { query: query(f) }),
  listPublishedSets: (f: SetFilters) => api.get<PagedDto<PracticeSetPublicDto>>('practice-sets', { query: query(f) }),
  getSet: (id: number) => api.get<PracticeSetDto>(`practice-sets/${id}`),
  createSet: (input: PracticeSetInput) => api.post<PracticeSetDto>('practice-sets', input),
  updateSet: (id: number, patch: Partial<PracticeSetInput>) => api.patch<PracticeSetDto>(`practice-sets/${id}`, patch),

  listAdaptive: (f: SetFilters) => api.get<PagedDto<AdaptiveSetDto>>('adaptive-sets', { query: query(f) }),
  listPublishedAdaptive: (f: SetFilters) => api.get<PagedDto<AdaptiveSetPublicDto>>('adaptive-sets', { query: query(f) }),
  getAdaptive: (id: number) => api.get<AdaptiveSetDto>(`adaptive-sets/${id}`),
  createAdaptive: (input: AdaptiveSetInput) => api.post<AdaptiveSetDto>('adaptive-sets', input),
  updateAdaptive: (id: number, patch: Partial<AdaptiveSetInput>) => api.patch<AdaptiveSetDto>(`adaptive-sets/${id}`, patch),

  publish: <T>(catalog: CatalogName, id: number) => api.post<T>(`${catalog}/${id}/publish`),
  unpublish: <T>(catalog: CatalogName, id: number) => api.post<T>(`${catalog}/${id}/unpublish`),
  duplicate: <T extends { id: number }>(catalog: CatalogName, id: number) => api.post<T>(`${catalog}/${id}/duplicate`),
  remove: (catalog: CatalogName, id: number) => api.delete(`${catalog}/${id}`),

  searchQuestions: (f: QuestionFilters) => api.get<PagedDto<QuestionSummaryDto>>('questions', { query: query(f) }),

  scoreTables: (target: ScoreTableTarget, id: number) => api.get<ScoreTableDto[]>('score-tables', { query: { [`${target}_id`]: id } }),
  createScoreTable: (input: ScoreTableInput) => api.post<ScoreTableDto>('score-tables', input),
  updateScoreTable: (id: number, rows: ScoreRow[], maxRaw: number) => api.patch<ScoreTableDto>(`score-tables/${id}`, { rows, max_raw: maxRaw }),
  removeScoreTable: (id: number) => api.delete(`score-tables/${id}`),
});
export type PracticesApi = ReturnType<typeof practicesApi>;
