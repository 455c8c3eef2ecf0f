/**
 * The /testresults filters in the URL: `type` (none by default: the header's Results link lists every kind,
 * so a student who finished any test finds it) and `page`. Unknown values are dropped, so a hand-edited URL still lists.
 */
export const RESULTS_TYPES = ['composePractices', 'practice', 'adaptive'] as const;
export type ResultsType = (typeof RESULTS_TYPES)[number];

export interface ResultsQuery {
  /** Null: every kind of test. */
  type: ResultsType | null;
  page: number;
}

export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    type: (RESULTS_TYPES as readonly string[]).includes(type) ? (type as ResultsType) : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL for a query: defaults left out; a new type starts again at page 1 (the caller passes page 1). */
export function resultsSearch(query: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
