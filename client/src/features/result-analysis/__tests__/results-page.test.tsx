import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PagedDto } from '@app/shared';
import { ADMIN_PAGE_SIZE } from '../../admin-users/queries';
import { resultsQuery } from '../results-query';
import { row } from './fixtures';
import { start } from './start';

const paged = <T,>(data: T[], total = data.length): PagedDto<T> => ({ data, current_page: 1, total });
const tests = {
  body: paged([
    { id: 4, title: 'Adaptive Test 1' },
    { id: 8, title: 'Adaptive Test 2' },
  ]),
};

describe('the results filters in the URL', () => {
  it('read type, test, search and page, and send the test as targetId', () => {
    const filters = resultsQuery.fromParams(new URLSearchParams('type=adaptive&test=4&q=%20grace%20&page=3'));
    expect(filters).toEqual({ type: 'adaptive', test: '4', q: 'grace', page: 3 });
    expect(resultsQuery.toQuery(filters)).toEqual({ type: 'adaptive', targetId: 4, q: 'grace', page: 3 });
    expect(resultsQuery.toParams(filters).toString()).toBe('type=adaptive&test=4&q=grace&page=3');
  });

  it('drop a test without its type, an unknown type and a malformed id, so the server is not asked for a 422', () => {
    expect(resultsQuery.fromParams(new URLSearchParams('test=4'))).toEqual({ type: '', test: '', q: '', page: 1 });
    expect(resultsQuery.fromParams(new URLSearchParams('type=quiz&test=4'))).toEqual({ type: '', test: '', q: '', page: 1 });
    expect(resultsQuery.fromParams(new URLSearchParams('type=practice&test=-1&page=0'))).toEqual({ type: 'practice', test: '', q: '', page: 1 });
    expect(resultsQuery.toParams(resultsQuery.empty).toString()).toBe('');
  });
});

describe('the results page (/admin/results, /teacher/results, /company/results)', () => {
  it('asks for the URL filters and lists each graded attempt with its report and analysis links', async () => {
    const asked: string[] = [];
    start('/admin/results?type=adaptive&test=4&q=grace&page=2', {
      'GET analysis/results': ({ url }) => (asked.push(url.search), { body: paged([row()], 21) }),
      'GET adaptive-sets': tests,
    });
    const tr = within(await screen.findByTestId('result-row-31'));
    expect(asked).toEqual([`?type=adaptive&targetId=4&q=grace&page=2&per_page=${ADMIN_PAGE_SIZE}`]);
    expect(tr.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Grace Hoppergrace',
      'Adaptive Test 1',
      '1350',
      'Reading and Writing 680 · Math 670Reading and Writing: Harder module 2 · Math: Easier module 2',
      expect.stringContaining('Nov 20, 2026'),
      '1',
      'ReportAnalysis',
    ]);
    expect(tr.getByRole('link', { name: 'Score report of Grace Hopper for Adaptive Test 1' }).getAttribute('href')).toBe('/result/31');
    expect(tr.getByRole('link', { name: 'Analysis of Adaptive Test 1' }).getAttribute('href')).toBe('/admin/analysis/adaptive/4');
    expect(await screen.findByRole('option', { name: 'Adaptive Test 1' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Test' }) as HTMLSelectElement).value).toBe('4');
    expect(screen.getByRole('link', { name: 'Combine tests' }).getAttribute('href')).toBe('/admin/results/combine');
  });

  it('starts the test filter over when the type changes, and goes back to page 1', async () => {
    const { router } = start('/admin/results?type=adaptive&test=4&page=2', {
      'GET analysis/results': { body: paged([row()], 21) },
      'GET adaptive-sets': tests,
      'GET practice-sets': { body: paged([{ id: 7, title: 'Full Set 7' }]) },
    });
    await screen.findByTestId('result-row-31');
    fireEvent.change(screen.getByRole('combobox', { name: 'Test type' }), { target: { value: 'fullPractice' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=fullPractice'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Test' }), { target: { value: '7' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=fullPractice&test=7'));
  });

  it('keeps the test filter off until a type is chosen', async () => {
    start('/teacher/results', { 'GET analysis/results': { body: paged([row()]) } }, ['teacher']);
    await screen.findByTestId('result-row-31');
    expect((screen.getByRole('combobox', { name: 'Test' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Analysis of Adaptive Test 1' }).getAttribute('href')).toBe('/teacher/analysis/adaptive/4');
    expect(screen.queryByRole('link', { name: 'Combine tests' })).toBeNull();
  });

  it('in the company area lists results without analysis links (the company area has no analysis pages)', async () => {
    start(
      '/company/results',
      { 'GET analysis/results': { body: paged([row({ target: { type: 'practice', id: 2, title: 'Math drill', version: 'digital' } })]) } },
      ['company-admin'],
    );
    const tr = within(await screen.findByTestId('result-row-31'));
    expect(tr.getByRole('link', { name: /Score report/ })).toBeTruthy();
    expect(tr.queryByRole('link', { name: /Analysis/ })).toBeNull();
  });

  it('says nothing matches when filters leave no rows', async () => {
    start('/admin/results?q=nobody', { 'GET analysis/results': { body: paged([]) } });
    expect((await screen.findByTestId('analysis-results-empty')).textContent).toBe('Nothing matches these filters.');
  });
});

describe('one test’s results by student (/admin/userResults/:type/:examId)', () => {
  it('pages through the students’ attempts with report and combine links, titled by the test', async () => {
    const asked: string[] = [];
    start('/admin/userResults/adaptive/4?page=2', {
      'GET analysis/adaptive/4/students': ({ url }) => (asked.push(url.search), { body: paged([row()], 25) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results by student: Adaptive Test 1' })).toBeTruthy();
    expect(asked).toEqual([`?page=2&per_page=${ADMIN_PAGE_SIZE}`]);
    const tr = within(screen.getByTestId('result-row-31'));
    expect(tr.queryByText('Adaptive Test 1')).toBeNull();
    expect(tr.getByRole('link', { name: 'Combine tests of Grace Hopper' }).getAttribute('href')).toBe('/admin/results/combine?user=5');
    expect(screen.getByRole('link', { name: 'Analysis' }).getAttribute('href')).toBe('/admin/analysis/adaptive/4');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('sends an unknown test type back to the results list', async () => {
    const { router } = start('/admin/userResults/quiz/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/results'));
  });
});
