import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultSummaryDto } from '@app/shared';
import type { Handler } from '../../../test/fake-server';
import { readResultsQuery, resultsSearch } from '../list-query';
import { start } from './render';

const row = (attemptId: number, overrides: Partial<ResultSummaryDto> = {}): ResultSummaryDto => ({
  attemptId,
  status: 'graded',
  target: { type: 'fullPractice', id: 4, title: `Full set ${attemptId}`, version: 'digital' },
  total: 1280,
  sections: [
    { name: 'reading-writing', scaled: 640, raw: 38, maxRaw: 54 },
    { name: 'math', scaled: 640, raw: 30, maxRaw: 44 },
  ],
  finishedAt: '2026-11-20T11:00:00.000Z',
  leaveCount: 1,
  ...overrides,
});

/** GET results answering 45 rows in all, recording the query of each call. */
function listRoute() {
  const queries: Record<string, string>[] = [];
  const handler: Handler = ({ url }) => {
    queries.push(Object.fromEntries(url.searchParams));
    const page = Number(url.searchParams.get('page') ?? 1);
    return { body: { data: [row(page * 10), row(page * 10 + 1, { status: 'grading', total: null })], current_page: page, total: 45 } };
  };
  return { queries, handler };
}

describe('/testresults type filter and URL', () => {
  it('reads known types and pages from the URL and drops anything else', () => {
    expect(readResultsQuery(new URLSearchParams('type=composePractices&page=3'))).toEqual({ type: 'composePractices', page: 3 });
    expect(readResultsQuery(new URLSearchParams('type=bogus&page=-2'))).toEqual({ type: null, page: 1 });
    expect(readResultsQuery(new URLSearchParams('page=1.5'))).toEqual({ type: null, page: 1 });
    expect(resultsSearch({ type: 'adaptive', page: 2 }).toString()).toBe('type=adaptive&page=2');
    expect(resultsSearch({ type: null, page: 1 }).toString()).toBe('');
  });

  it('lists with the type from the URL, and a new type or page changes the URL and the request', async () => {
    const list = listRoute();
    const { router } = start('/testresults?type=composePractices', { 'GET results': list.handler });

    const table = await screen.findByTestId('results-table');
    expect(list.queries[0]).toEqual({ type: 'composePractices', page: '1' });
    expect((screen.getByLabelText('Kind of test') as HTMLSelectElement).value).toBe('composePractices');
    const graded = within(screen.getByTestId('result-row-10'));
    expect(graded.getByText('Full set 10')).toBeTruthy();
    expect(graded.getByTestId('row-total').textContent).toBe('1280');
    expect(graded.getByText('Reading and Writing:')).toBeTruthy();
    expect(graded.getByTestId('result-status').textContent).toBe('Graded');
    expect(graded.getByRole('link', { name: 'Score report' }).getAttribute('href')).toBe('/result/10');
    expect(within(screen.getByTestId('result-row-11')).getByTestId('result-status').textContent).toBe('Grading');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=composePractices&page=2'));
    await waitFor(() => expect(list.queries.at(-1)).toEqual({ type: 'composePractices', page: '2' }));

    fireEvent.change(screen.getByLabelText('Kind of test'), { target: { value: 'adaptive' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=adaptive'));
    await waitFor(() => expect(list.queries.at(-1)).toEqual({ type: 'adaptive', page: '1' }));

    fireEvent.change(screen.getByLabelText('Kind of test'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(list.queries.at(-1)).toEqual({ page: '1' }));
  });

  it('says so when there are no results', async () => {
    start('/testresults?type=practice', { 'GET results': { body: { data: [], current_page: 1, total: 0 } } });
    expect((await screen.findByTestId('results-empty')).textContent).toContain('No finished tests');
  });
});
