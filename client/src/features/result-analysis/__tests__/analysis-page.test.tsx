import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adaptiveAnalysis } from './fixtures';
import { chartStub, csvFile, start } from './start';

vi.mock('../../../components/charts/series-chart', () => chartStub);

const chartData = (name: RegExp) => JSON.parse(screen.getByRole('img', { name }).textContent ?? '') as { labels: string[]; values: unknown[][] };

describe('the analysis page (/admin/analysis/adaptive/:id)', () => {
  it('shows the figures, the routing split, the histograms and percent correct per question from the statistics', async () => {
    start('/admin/analysis/adaptive/4', { 'GET analysis/adaptive/4': { body: adaptiveAnalysis } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis: Adaptive Test 1' })).toBeTruthy();
    expect(screen.getByTestId('stat-attempts').textContent).toBe('4');
    expect(screen.getByTestId('stat-students').textContent).toBe('3');
    expect(screen.getByTestId('stat-time').textContent).toBe('1:15');
    expect(screen.getByTestId('stat-omitted').textContent).toBe('12.5%');

    const rw = within(screen.getByTestId('routing-reading-writing'));
    expect(rw.getByRole('rowheader').textContent).toBe('Reading and Writing');
    expect(
      rw
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 2),
    ).toEqual(['2 (50%)', '2 (50%)']);
    expect(within(screen.getByTestId('routing-math')).getByRole('img', { name: 'Math: 75% easier, 25% harder' })).toBeTruthy();

    expect(await screen.findByRole('img', { name: 'Histogram of Total scores: attempts per score range' })).toBeTruthy();
    expect(chartData(/Histogram of Total/)).toEqual({ labels: ['1000–1090', '1100–1190', '1200–1290', '1300–1400'], values: [[1, 0, 2, 1]] });
    expect(screen.getByTestId('distribution-total').textContent).toContain('4 attempts · mean 1,212.5 · median 1,200 · lowest 1,050 · highest 1,400');
    expect(chartData(/Histogram of Reading and Writing/).values).toEqual([[2, 2]]);
    // Math has no scaled scores: no histogram, a sentence instead.
    expect(within(screen.getByTestId('distribution-math')).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('distribution-math').textContent).toContain('No scaled scores yet');

    const percent = screen.getByRole('img', { name: 'Bar chart of the percent of correct answers for each question' });
    expect(percent.getAttribute('data-percent-axis')).toBe('yes');
    expect(chartData(/percent of correct answers/)).toEqual({ labels: ['M1 Q1', 'M1 Q2', 'M3 Q1'], values: [[75, 0, 50]] });
    expect(screen.getByTestId('percent-unknown').textContent).toBe('No scored answers yet for: M1 Q2');

    expect(screen.getByRole('link', { name: 'Question details' }).getAttribute('href')).toBe('/admin/analysis/4/detail?type=adaptive');
    expect(screen.getByRole('link', { name: 'Results by student' }).getAttribute('href')).toBe('/admin/userResults/adaptive/4');
    expect(screen.getByRole('link', { name: /All results/ }).getAttribute('href')).toBe('/admin/results?type=adaptive&test=4');
  });

  it('for a teacher, links "results by student" to the results list of the test', async () => {
    start(
      '/teacher/analysis/7?type=fullPractice',
      {
        'GET analysis/fullPractice/7': {
          body: { ...adaptiveAnalysis, target: { ...adaptiveAnalysis.target, type: 'fullPractice', id: 7 }, routing: [] },
        },
      },
      ['teacher'],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis: Adaptive Test 1' })).toBeTruthy();
    expect(screen.queryByTestId('routing-split')).toBeNull();
    expect(screen.getByRole('link', { name: 'Results by student' }).getAttribute('href')).toBe('/teacher/results?type=fullPractice&test=7');
    expect(screen.getByRole('link', { name: 'Question details' }).getAttribute('href')).toBe('/teacher/analysis/7/detail?type=fullPractice');
  });

  it('says so when no one has finished the test', async () => {
    start('/admin/analysis/9', {
      'GET analysis/practice/9': { body: { ...adaptiveAnalysis, attempts: 0, students: 0, routing: [], questions: [] } },
    });
    expect((await screen.findByTestId('analysis-empty')).textContent).toContain('No one has finished this test yet');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sends an adaptive set asked for by ?type=adaptive to its own address, and a malformed id to the results list', async () => {
    const { router } = start('/admin/analysis/4?type=adaptive', { 'GET analysis/adaptive/4': { body: adaptiveAnalysis } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/analysis/adaptive/4'));
    await router.navigate('/admin/analysis/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/results'));
  });

  it('keeps a student out (403)', async () => {
    const { router } = start('/teacher/analysis/adaptive/4', { 'GET analysis/adaptive/4': { body: adaptiveAnalysis } }, ['student']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});

describe('the per-question detail (/admin/analysis/:id/detail)', () => {
  it('lists every question by module with percent correct, omitted, average time and the answers given', async () => {
    start('/admin/analysis/4/detail?type=adaptive', { 'GET analysis/adaptive/4': { body: adaptiveAnalysis } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question details: Adaptive Test 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Module 1: Reading and Writing 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Module 3: Math 1' })).toBeTruthy();

    const first = within(screen.getByTestId('question-stat-101'));
    expect(first.getByRole('rowheader').textContent).toBe('M1 Q1');
    expect(screen.getByTestId('percent-101').textContent).toBe('75%3 of 4');
    expect(first.getByText('1:03')).toBeTruthy();
    const answers = within(first.getByRole('list', { name: 'Answers to question M1 Q1' }));
    expect(answers.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A: 1 (25%)', 'B: 3 (75%) (correct)', 'C: 0 (0%)', 'D: 0 (0%)']);
    expect(screen.getByTestId('answer-101-B').getAttribute('data-percent')).toBe('75');

    expect(screen.getByTestId('percent-102').textContent).toBe('Unscored');
    expect(within(screen.getByTestId('question-stat-102')).getByText('No answers')).toBeTruthy();

    const grid = within(screen.getByTestId('question-stat-201'));
    expect(grid.getByRole('rowheader').textContent).toBe('M3 Q1Harder module 2');
    expect(grid.getByText('25%')).toBeTruthy();
    expect(grid.getByText('.5: 1 (25%) (correct)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the analysis/ }).getAttribute('href')).toBe('/admin/analysis/adaptive/4');
  });
});

describe('CSV export', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the CSV through the API client with the bearer token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server } = start('/admin/analysis/adaptive/4', { 'GET analysis/adaptive/4': { body: adaptiveAnalysis } }, ['super-admin'], {
      'GET analysis/adaptive/4/export.csv': csvFile,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.find((c) => c.path === 'analysis/adaptive/4/export.csv')?.headers.get('authorization')).toBe('Bearer token');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('attempt,student\n31,grace\n');
  });
});
