import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, toListQuery } from '../list-query';
import { QUESTIONS_PER_PAGE, questionsApi } from '../api';
import type { ApiClient } from '../../../lib/api-client';
import { createApiClient } from '../../../lib/api-client';

/** The URL the api client would fetch for a filter set. */
async function requestedUrl(filters: typeof EMPTY_FILTERS): Promise<URL> {
  let seen = '';
  const api: ApiClient = createApiClient({
    baseUrl: '/api',
    tokens: { get: () => null, set: () => {}, clear: () => {} },
    getLocale: () => 'en-US',
    fetch: async (input) => {
      seen = String(input);
      return new Response(JSON.stringify({ data: [], current_page: 1, total: 0 }), { status: 200 });
    },
  });
  await questionsApi(api).list(toListQuery(filters));
  return new URL(seen, 'http://localhost');
}

describe('question list query', () => {
  it('sends only the filters that are set, plus paging', async () => {
    const url = await requestedUrl({ ...EMPTY_FILTERS });
    expect(url.pathname).toBe('/api/questions');
    expect(url.search).toBe(`?page=1&per_page=${QUESTIONS_PER_PAGE}`);
  });

  it('sends every filter under the server’s names', async () => {
    const url = await requestedUrl({
      section: 'math',
      domain: 'algebra',
      skill: 'linear-functions',
      difficulty: 'hard',
      type: 'grid-in',
      label: '12',
      q: '  slope ',
      status: 'published',
      mine: true,
      page: 3,
    });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      section: 'math',
      domain: 'algebra',
      skill: 'linear-functions',
      difficulty: 'hard',
      type: 'grid-in',
      label: '12',
      q: 'slope',
      status: 'published',
      mine: 'true',
      page: '3',
      per_page: '20',
    });
  });

  it('round-trips through the page address', () => {
    const filters = { ...EMPTY_FILTERS, section: 'reading-writing', domain: 'craft-and-structure', q: 'tone', mine: true, page: 2 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('section=reading-writing&domain=craft-and-structure&q=tone&mine=1&page=2');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('drops values a hand-edited address gets wrong, and what depends on them', () => {
    const f = filtersFromParams(new URLSearchParams('section=math&domain=craft-and-structure&skill=words-in-context&type=essay&label=abc&page=-4'));
    expect(f).toEqual({ ...EMPTY_FILTERS, section: 'math' });
    expect(toListQuery(f)).toEqual({ section: 'math', page: 1 });
  });
});
