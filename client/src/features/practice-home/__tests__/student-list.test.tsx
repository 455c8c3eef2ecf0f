import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptSummaryDto, CatalogEntryDto } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, testTenant, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const entry = (overrides: Partial<CatalogEntryDto>): CatalogEntryDto => ({
  type: 'practice',
  id: 31,
  title: 'Algebra drill',
  version: 'digital',
  kind: 'drill',
  section: 'math',
  questionCount: 12,
  timeLimitSeconds: 900,
  progress: 'not_started',
  activeAttemptId: null,
  lastFinishedAttemptId: null,
  takes: 0,
  ...overrides,
});
const adaptive = entry({
  type: 'adaptive',
  id: 9,
  title: 'Digital SAT practice test 1',
  kind: 'full',
  section: null,
  questionCount: 98,
  timeLimitSeconds: 8040,
});
const running = entry({ id: 32, title: 'Ratios drill', progress: 'in_progress', activeAttemptId: 500, takes: 2 });
const paged = (data: CatalogEntryDto[], total = data.length) => ({ body: { data, current_page: 1, total } });

function start(path: string, routes: Record<string, Handler | Reply> = {}, loggedIn = true) {
  if (loggedIn) window.localStorage.setItem('id_token', 'token');
  const base = loggedIn ? loggedInRoutes(makeUser()) : { 'GET tenant': { body: testTenant } };
  const server = fakeServer({ 'GET catalog': paged([adaptive, entry({}), running]), ...base, ...routes });
  return { server, ...renderApp(path, server.fetch) };
}

afterEach(() => window.localStorage.clear());

describe('the students\u2019 practice lists', () => {
  it('offers a completed test its report (Review) and another take (Retake) instead of Start (issue 12 item 16)', async () => {
    const done = entry({ id: 33, title: 'Geometry drill', progress: 'completed', lastFinishedAttemptId: 700, takes: 1 });
    start('/practices', { 'GET catalog': paged([done]) });
    const card = await screen.findByTestId('practice-card-33');
    expect(within(card).getByRole('link', { name: 'Review your last result of Geometry drill' }).getAttribute('href')).toBe('/result/700');
    expect(within(card).getByRole('link', { name: 'Retake Geometry drill' }).getAttribute('href')).toBe('/test/practice/33/start');
    expect(within(card).queryByRole('link', { name: 'Start Geometry drill' })).toBeNull();
  });

  it('shows each test with kind, section, questions, time, progress, takes and Start or Resume', async () => {
    start('/practices');
    const card = await screen.findByTestId('practice-card-31');
    expect(card.textContent).toMatch(/Algebra drill/);
    expect(card.textContent).toMatch(/Drill/);
    expect(card.textContent).toMatch(/Math/);
    expect(card.textContent).toMatch(/12 questions/);
    expect(card.textContent).toMatch(/15 min/);
    expect(card.textContent).toMatch(/Not started/);
    expect(card.textContent).toMatch(/Not taken yet/);
    expect(within(card).getByRole('link', { name: 'Start Algebra drill' }).getAttribute('href')).toBe('/test/practice/31/start');
    const full = screen.getByTestId('adaptive-card-9');
    expect(full.textContent).toMatch(/Full test/);
    expect(full.textContent).toMatch(/All sections/);
    const resumable = screen.getByTestId('practice-card-32');
    expect(resumable.textContent).toMatch(/In progress/);
    expect(resumable.textContent).toMatch(/Taken 2 times/);
    // Resume goes straight back into the running attempt.
    expect(within(resumable).getByRole('link', { name: 'Resume Ratios drill' }).getAttribute('href')).toBe('/test/practice/32');
  });

  it('reads its filters from the URL, sends them, and keeps a change in the URL', async () => {
    const queries: Record<string, string>[] = [];
    const { router } = start('/practices?version=digital&status=in_progress&page=2', {
      'GET catalog': ({ url }) => {
        queries.push(Object.fromEntries(url.searchParams));
        return paged([running], 21);
      },
    });
    await screen.findByTestId('practice-card-32');
    expect(queries[0]).toEqual({ version: 'digital', status: 'in_progress', page: '2' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'drill' } });
    await waitFor(() => expect(router.state.location.search).toBe('?version=digital&kind=drill&status=in_progress'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ version: 'digital', kind: 'drill', status: 'in_progress' }));
    // Paper has no digital Math: choosing it drops that section.
    fireEvent.change(screen.getByRole('combobox', { name: 'Section' }), { target: { value: 'math' } });
    await waitFor(() => expect(router.state.location.search).toContain('section=math'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Version' }), { target: { value: 'paper' } });
    await waitFor(() => expect(router.state.location.search).toBe('?version=paper&kind=drill&status=in_progress'));
  });

  it('pins the kind of test on the adaptive, full-test and browse pages', async () => {
    const queries: Record<string, string>[] = [];
    const routes = {
      'GET catalog': ({ url }: { url: URL }) => {
        queries.push(Object.fromEntries(url.searchParams));
        return paged([adaptive]);
      },
    };
    start('/adaptive/detail/all', routes);
    await screen.findByTestId('adaptive-card-9');
    expect(queries.at(-1)).toEqual({ type: 'adaptive' });
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
  });

  it('lists every full test on /fullPractice and shows the browse pages as a table', async () => {
    const queries: Record<string, string>[] = [];
    const routes = {
      'GET catalog': ({ url }: { url: URL }) => {
        queries.push(Object.fromEntries(url.searchParams));
        return paged([entry({})]);
      },
    };
    start('/fullPractice', routes);
    await screen.findByTestId('practice-card-31');
    expect(queries.at(-1)).toEqual({ kind: 'full' });
    window.localStorage.clear();
    start('/practice/detail/browse', routes);
    const row = await screen.findByTestId('practice-row-31');
    expect(queries.at(-1)).toEqual({ type: 'practice' });
    expect(within(row).getByRole('link', { name: 'Start Algebra drill' })).toBeTruthy();
  });

  it('shows a visitor the published tests with sign-up (issue 15)', async () => {
    start('/practice/detail/all', { 'GET catalog': paged([entry({})]) }, false);
    const page = await screen.findByTestId('student-practices');
    expect(within(page).getByTestId('catalog-sign-up').getAttribute('href')).toBe('/register');
    expect(within(page).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await screen.findByTestId('practice-card-31');
  });
});

describe('the practice home', () => {
  const attempt: AttemptSummaryDto = {
    id: 500,
    status: 'on_break',
    target: { type: 'fullPractice', id: 4, title: 'Full practice set A', version: 'digital' },
    leaveCount: 1,
    startedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: null,
  };

  it('greets, lists running attempts with Resume, recommends the next test and links onwards', async () => {
    const { server } = start('/', {
      'GET attempts': { body: [attempt] },
      'GET catalog': paged([entry({}), entry({ id: 40, title: 'RW section', kind: 'section', section: 'reading-writing' })]),
    });
    expect((await screen.findByTestId('home-greeting')).textContent).toMatch(/Ada/);
    const running = await screen.findByTestId('running-500');
    expect(running.textContent).toMatch(/Full practice set A/);
    expect(running.textContent).toMatch(/On a break/);
    expect(within(running).getByRole('link', { name: 'Resume Full practice set A' }).getAttribute('href')).toBe('/test/fullPractice/4');
    // No full test to start: the section practice comes before the drill.
    const recommended = await screen.findByTestId('recommended-practice-40');
    expect(within(recommended).getByRole('link', { name: 'View and start' }).getAttribute('href')).toBe('/test/practice/40/start');
    expect(server.calls.find((c) => c.path === 'attempts')).toBeTruthy();
    for (const [name, href] of [
      ['Practices', '/practices'],
      ['Full tests', '/fullPractice'],
      ['Results', '/testresults'],
      ['System check', '/systemcheck'],
    ])
      expect(
        within(screen.getByRole('navigation', { name: 'Quick links' }))
          .getByRole('link', { name })
          .getAttribute('href'),
      ).toBe(href);
  });

  it('says so when nothing runs', async () => {
    start('/', { 'GET attempts': { body: { data: [], current_page: 1, total: 0 } } });
    await waitFor(() => expect(screen.getByTestId('home-continue').textContent).toMatch(/No test is running/));
  });
});
