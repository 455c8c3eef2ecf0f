/**
 * The catalog list's filters and the URL query that keeps them (so a filtered list can be linked,
 * reloaded and gone back to). Pure: the pages read and write the query through these.
 */
import {
  ALL_SECTIONS,
  CATALOG_KINDS,
  CATALOG_PROGRESS,
  SECTIONS,
  TEST_VERSIONS,
  type AttemptTargetType,
  type CatalogKind,
  type CatalogProgress,
  type Section,
  type TestVersionId,
} from '@app/shared';

export interface CatalogFilters {
  version?: TestVersionId;
  kind?: CatalogKind;
  section?: Section;
  status?: CatalogProgress;
  q?: string;
  /** 1-based; absent means the first page. */
  page?: number;
}

/** What a page pins (e.g. /adaptive/detail/all shows adaptive sets only): not shown as filters, always sent. */
export interface CatalogScope {
  type?: AttemptTargetType;
  kind?: CatalogKind;
}

export type CatalogQuery = Omit<CatalogFilters, 'q'> & CatalogScope & { q?: string };

const pick = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** The sections a version offers; every section when no version is chosen. */
export const sectionsOf = (version: TestVersionId | undefined): readonly Section[] => (version ? SECTIONS[version] : ALL_SECTIONS);

/** Reads the filters from a URL query; unknown values and a section of the other version are dropped. */
export function filtersFromQuery(params: URLSearchParams): CatalogFilters {
  const version = pick(TEST_VERSIONS, params.get('version'));
  const section = pick(sectionsOf(version), params.get('section'));
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return clean({
    version,
    kind: pick(CATALOG_KINDS, params.get('kind')),
    section,
    status: pick(CATALOG_PROGRESS, params.get('status')),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  });
}

/** The URL query of the filters: only what is set, page 1 left out. */
export function filtersToQuery(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['version', 'kind', 'section', 'status', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * One filter changed: back to page 1, and a section that the new version does not have is dropped
 * (Math is digital; Math with calculator is paper).
 */
export function withFilter<K extends keyof Omit<CatalogFilters, 'page'>>(
  filters: CatalogFilters,
  key: K,
  value: CatalogFilters[K] | '',
): CatalogFilters {
  const next: CatalogFilters = { ...filters, [key]: value || undefined, page: undefined };
  if (next.section && !sectionsOf(next.version).includes(next.section)) next.section = undefined;
  return clean(next);
}

/** The API query of a page: its filters, with what the page pins winning. */
export const catalogQuery = (filters: CatalogFilters, scope: CatalogScope = {}): CatalogQuery => clean({ ...filters, ...scope });

function clean<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}
