import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogDetailDto } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, testTenant, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SYSTEM_CHECK_KEY } from '../system-check';

const detail = (overrides: Partial<CatalogDetailDto> = {}): CatalogDetailDto => ({
  type: 'adaptive',
  id: 5,
  title: 'Digital SAT practice test 1',
  version: 'digital',
  kind: 'full',
  section: null,
  questionCount: 98,
  timeLimitSeconds: 8040,
  progress: 'not_started',
  activeAttemptId: null,
  lastFinishedAttemptId: null,
  takes: 0,
  tools: ['highlighter', 'calculator'],
  parts: [
    {
      position: 1,
      section: 'reading-writing',
      stage: 'module1',
      title: 'RW 1',
      questionCount: 27,
      timeLimitSeconds: 1920,
      tools: ['highlighter'],
      breakAfterSeconds: 0,
    },
    {
      position: 2,
      section: 'reading-writing',
      stage: 'module2',
      title: null,
      questionCount: 27,
      timeLimitSeconds: 1920,
      tools: ['highlighter'],
      breakAfterSeconds: 600,
    },
    {
      position: 3,
      section: 'math',
      stage: 'module1',
      title: 'Math 1',
      questionCount: 22,
      timeLimitSeconds: 2100,
      tools: ['calculator'],
      breakAfterSeconds: 0,
    },
    {
      position: 4,
      section: 'math',
      stage: 'module2',
      title: null,
      questionCount: 22,
      timeLimitSeconds: 2100,
      tools: ['calculator'],
      breakAfterSeconds: 0,
    },
  ],
  ...overrides,
});

function start(routes: Record<string, Handler | Reply>, path = '/test/adaptive/5/start', loggedIn = true) {
  if (loggedIn) window.localStorage.setItem('id_token', 'token');
  const server = fakeServer(loggedIn ? { ...loggedInRoutes(makeUser()), ...routes } : { 'GET tenant': { body: testTenant }, ...routes });
  const view = renderApp(path, server.fetch);
  // Every location the router went through: the runner may consume its router state at once.
  const visited: { pathname: string; state: unknown }[] = [];
  view.router.subscribe((s) => visited.push({ pathname: s.location.pathname, state: s.location.state }));
  const arrivalAt = (pathname: string) => visited.find((l) => l.pathname === pathname);
  return { server, arrivalAt, ...view };
}

/** The health endpoint the start page's system check asks (with window.fetch, outside the API client). */
const health = (ok: boolean) =>
  vi.fn(async () =>
    ok ? new Response('{}', { status: 200, headers: { date: new Date().toUTCString() } }) : Promise.reject(new TypeError('offline')),
  );

beforeEach(() => vi.stubGlobal('fetch', health(true)));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the test start page', () => {
  it('shows the sections with counts and times, the tools, the rules, the setup and the system check reminder', async () => {
    start({ 'GET catalog/adaptive/5': { body: detail() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital SAT practice test 1' })).toBeTruthy();
    const parts = screen.getByTestId('start-parts');
    expect(parts.textContent).toMatch(/Reading and Writing: Module 1/);
    expect(parts.textContent).toMatch(/27 questions · 32 min/);
    expect(parts.textContent).toMatch(/10-minute break/);
    expect(parts.textContent).toMatch(/98 questions in 134 min/);
    expect(screen.getByTestId('start-tools').textContent).toMatch(/Graphing calculator/);
    expect(screen.getByTestId('start-rules').textContent).toMatch(/timer keeps running/);
    expect(screen.getByTestId('start-setup').textContent).toMatch(/Timed/);
    const check = screen.getByTestId('start-system-check');
    expect(check.textContent).toMatch(/Complete all system checks before starting/);
    // The page runs the checks itself; passing, they are remembered for this browser.
    await waitFor(() => expect(check.getAttribute('data-status')).toBe('pass'));
    expect(check.getAttribute('data-passed')).toBe('true');
    // Bare: no header or footer.
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('blocks Start while a system check fails, says which, and links the check with the way back (issue 12 item 16)', async () => {
    vi.stubGlobal('fetch', health(false));
    start({ 'GET catalog/adaptive/5': { body: detail() } });
    const status = await screen.findByTestId('start-system-check');
    await waitFor(() => expect(status.getAttribute('data-status')).toBe('fail'));
    expect(status.textContent).toContain('This device failed the system check (Connection). Start is blocked until every check passes.');
    expect(within(status).getByRole('link', { name: 'Run the system check' }).getAttribute('href')).toBe(
      '/systemcheck?from=%2Ftest%2Fadaptive%2F5%2Fstart',
    );
    expect((screen.getByRole('button', { name: 'Start test' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts the test and opens the runner with the new attempt in the router state', async () => {
    const { server, arrivalAt } = start({
      'GET catalog/adaptive/5': { body: detail() },
      'POST attempts': { status: 201, body: { id: 77, status: 'in_progress' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start test' }));
    await waitFor(() => expect(arrivalAt('/test/adaptive/5')).toBeDefined());
    expect(arrivalAt('/test/adaptive/5')?.state).toEqual({ startedAttemptId: 77 });
    expect(server.calls.find((c) => c.method === 'POST' && c.path === 'attempts')?.body).toEqual({ adaptiveId: 5 });
  });

  it('offers the plans when the free plan is used up (402 exceeded_test)', async () => {
    const { router } = start({
      'GET catalog/adaptive/5': { body: detail() },
      'POST attempts': { status: 402, body: { code: 'exceeded_test', message: 'Daily limit reached.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/plans');
    expect(within(dialog).getByRole('link', { name: 'Use your own tests' }).getAttribute('href')).toBe('/practices');
    expect(router.state.location.pathname).toBe('/test/adaptive/5/start');
  });

  it('says "too many takes" with a way back to the practices (400 TAKEN_OVER_3_EXAM)', async () => {
    start(
      {
        'GET catalog/practice/5': { body: detail({ type: 'practice', kind: 'drill', section: 'math', takes: 3 }) },
        'POST attempts': { status: 400, body: { code: 'TAKEN_OVER_3_EXAM', message: 'x' } },
      },
      '/test/practice/5/start',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start test' }));
    const problem = await screen.findByTestId('start-problem');
    expect(problem.textContent).toMatch(/maximum number of times/);
    expect(within(problem).getByRole('link', { name: 'Choose another test' }).getAttribute('href')).toBe('/practices');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Resume and Restart for a running attempt; Restart asks first, then opens the new attempt', async () => {
    const { server, arrivalAt } = start(
      {
        'GET catalog/fullPractice/5': { body: detail({ type: 'fullPractice', progress: 'in_progress', activeAttemptId: 40, takes: 1 }) },
        'POST attempts/40/restart': { status: 201, body: { id: 41, status: 'in_progress' } },
      },
      '/sat/test/fullPractice/5/start',
    );
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start test' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart this test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(arrivalAt('/test/fullPractice/5')).toBeDefined());
    expect(arrivalAt('/test/fullPractice/5')?.state).toEqual({ startedAttemptId: 41 });
    expect(server.calls.some((c) => c.method === 'POST' && c.path === 'attempts')).toBe(false);
  });

  it('resumes without a started attempt in the state', async () => {
    const { arrivalAt } = start({ 'GET catalog/practice/5': { body: detail({ type: 'practice', activeAttemptId: 40 }) } }, '/test/practice/5/start');
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(arrivalAt('/test/practice/5')).toBeDefined());
    expect(arrivalAt('/test/practice/5')?.state).toBeNull();
  });

  it('asks a visitor to log in and remembers the page to come back to', async () => {
    window.localStorage.setItem(SYSTEM_CHECK_KEY, '2026-01-02T03:04:05.000Z');
    const { server } = start({}, '/test/practice/5/start', false);
    const login = await screen.findByRole('link', { name: 'Log in to start' });
    expect(screen.getByTestId('start-system-check').getAttribute('data-passed')).toBe('true');
    expect(server.calls.some((c) => c.path.startsWith('catalog'))).toBe(false);
    fireEvent.click(login);
    expect(window.localStorage.getItem('lastAccessRoutePath')).toBe('/test/practice/5/start');
  });

  it('sends unknown test types to the not-found page', async () => {
    const { router } = start({}, '/test/exam/5/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
