import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptDto, SaveAnswerInput } from '@app/shared';
import { AppProviders } from '../../../app/providers';
import { RootStore } from '../../../stores/root-store';
import { fakeServer, makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { MobileTestRunnerPage, TestRunnerPage } from '../pages/test-runner-page';
import { attempt, mathModule, question } from './fixtures';

/** An attempt whose module ends an hour after "now", so the clock never interferes. */
const running = (overrides: Partial<AttemptDto> = {}) => {
  const now = new Date();
  return attempt({
    serverNow: now.toISOString(),
    currentModule: mathModule({ endsAt: new Date(now.getTime() + 3_600_000).toISOString() }),
    ...overrides,
  });
};

const summary = (a: AttemptDto) => ({ id: a.id, status: a.status, target: a.target, leaveCount: 0, startedAt: a.startedAt, finishedAt: null });

function renderRunner(
  state: AttemptDto,
  options: { path?: string; started?: boolean; routes?: Record<string, Handler | Reply>; directions?: boolean } = {},
) {
  // The section's directions open its first module; most tests start past them.
  const directionsKey = `testRunner.directions.${state.id}`;
  if (options.directions || !state.currentModule) window.localStorage.removeItem(directionsKey);
  else window.localStorage.setItem(directionsKey, JSON.stringify({ moduleId: state.currentModule.id, value: true }));
  const saves: { questionId: string; body: SaveAnswerInput }[] = [];
  const save: Handler = ({ body, url }) => {
    const input = body as SaveAnswerInput;
    saves.push({ questionId: url.pathname.split('/').pop()!, body: input });
    return { body: { questionId: Number(url.pathname.split('/').pop()), seq: input.seq, applied: true } };
  };
  const routes: Record<string, Handler | Reply> = {
    'GET attempts': { body: [summary(state)] },
    'GET attempts/5': { body: state },
    'POST attempts/5/resume': { body: { ...state, leaveCount: 1 } },
    ...Object.fromEntries(state.currentModule?.questions.map((q) => [`PUT attempts/5/answers/${q.id}`, save]) ?? []),
    ...options.routes,
  };
  const server = fakeServer(routes);
  const store = new RootStore({ fetch: server.fetch });
  store.session.setUser(makeUser());
  const path = options.path ?? '/test/adaptive/9';
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, state: options.started === false ? null : { startedAttemptId: 5 } }]}>
        <Routes>
          <Route path="/test/:practiceType/:id" element={<TestRunnerPage />} />
          <Route path="/test/m/:practiceType/:id" element={<MobileTestRunnerPage />} />
          <Route path="/test/:practiceType/:id/start" element={<p>start page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { server, saves, root: store };
}

const navigatorButton = (region: HTMLElement, name: RegExp) => within(region).getByRole('button', { name });

describe('test runner screen', () => {
  // jsdom has no matchMedia; react-bootstrap's Offcanvas and the layout hook ask it (a wide screen here).
  beforeEach(() => {
    const noop = () => undefined;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
    }));
  });

  it('opens the running attempt without counting a leave right after the start page', async () => {
    const { server } = renderRunner(running(), { directions: true });
    // The section opens with its directions; Close starts the questions, and a reload does not show them again.
    const directions = await screen.findByTestId('directions-screen');
    expect(directions.textContent).toContain('Unless a question says otherwise:');
    await userEvent.click(within(directions).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('directions-screen')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('testRunner.directions.5')!)).toEqual({ moduleId: 11, value: true });
    expect(await screen.findByRole('button', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section 1, Module 1: Math' })).toBeTruthy();
    // The bottom bar: the student's name, the save state beside it.
    expect(screen.getByTestId('student-name').textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('save-state').textContent).toBe('All changes saved');
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toMatch(/^(59:\d\d|1:00:00)$/);
    expect(server.calls.some((c) => c.path.endsWith('/resume'))).toBe(false);
    expect(server.calls[0].path).toBe('attempts');
  });

  it('explains a refused open (429) through the error policy and offers to try again', async () => {
    const user = userEvent.setup();
    let refusals = 1;
    const list: Handler = () =>
      refusals-- > 0
        ? { status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: 'HTTP 429' } }
        : { body: { data: [summary(running())], current_page: 1, total: 1 } };
    const { root } = renderRunner(running(), { routes: { 'GET attempts': list } });
    expect(await screen.findByText('The test could not be opened.')).toBeTruthy();
    expect(root.ui.toasts.map((t) => t.text)).toEqual(['Too many attempts. Please wait a moment, then try again.']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Question 1 of 3' })).toBeTruthy();
  });

  it('counts a leave when opened without the start page (a reload or a return)', async () => {
    const { server } = renderRunner(running(), { started: false });
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === 'attempts/5/resume')).toHaveLength(1);
  });

  it('sends the student to the start page when there is no running attempt', async () => {
    renderRunner(running(), { routes: { 'GET attempts': { body: [] } } });
    expect(await screen.findByText('start page')).toBeTruthy();
  });

  it('autosaves an answer and a mark, and the navigator shows each question status', async () => {
    const user = userEvent.setup();
    const { saves } = renderRunner(running());
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    await user.click(screen.getByTestId('choice-B'));
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    expect(screen.getByRole('button', { name: 'Mark for review' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(saves.at(-1)?.body).toMatchObject({ answer: 'B', marked: true }));
    expect(saves.every((s, i) => i === 0 || s.body.seq > saves[i - 1].body.seq)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Question 2 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Question 2 of 3' }));
    const region = await screen.findByRole('region', { name: 'Question navigator' });
    expect(navigatorButton(region, /^Question 1, answered, marked for review$/)).toBeTruthy();
    expect(navigatorButton(region, /^Question 2, unanswered, current question$/).getAttribute('aria-current')).toBe('step');
    expect(navigatorButton(region, /^Question 3, unanswered$/)).toBeTruthy();

    await user.click(navigatorButton(region, /^Question 1,/));
    expect(await screen.findByRole('button', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByTestId('choice-B').getAttribute('aria-checked')).toBe('true');
  });

  it('answers and marks from the keyboard (A-D, M) but not while typing in a field', async () => {
    const user = userEvent.setup();
    renderRunner(running());
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    await user.keyboard('c');
    expect(screen.getByTestId('choice-C').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('m');
    expect(screen.getByRole('button', { name: 'Mark for review' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.getByRole('button', { name: 'Question 2 of 3' })).toBeTruthy();
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    const field = screen.getByRole('textbox', { name: 'Your answer to question 3' });
    await user.type(field, '12m');
    expect(screen.getByRole('button', { name: 'Mark for review' }).getAttribute('aria-pressed')).toBe('false');
    expect((field as HTMLInputElement).value).toBe('12');
  });

  it('reviews the module and submits it after a confirmation, then shows the end', async () => {
    const user = userEvent.setup();
    const finished = running({ status: 'finished', currentModule: null, finishedAt: new Date().toISOString() });
    const { server } = renderRunner(running(), { routes: { 'POST attempts/5/submit-module': { body: finished } } });
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    await user.click(screen.getByTestId('choice-A'));
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Check your work' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Question navigator' });
    expect(navigatorButton(region, /^Question 1, answered$/)).toBeTruthy();
    expect(screen.getByTestId('review-summary').textContent).toContain('1 of 3 answered, 0 marked for review');

    await user.click(screen.getByRole('button', { name: 'Submit module' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 questions are unanswered.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByRole('heading', { name: 'Your answers are submitted' })).toBeTruthy();
    const submit = server.calls.find((c) => c.path === 'attempts/5/submit-module');
    expect(submit?.body).toEqual({ moduleId: 11 });
    // Everything was saved before the module was submitted.
    const submitIndex = server.calls.indexOf(submit!);
    expect(server.calls.slice(0, submitIndex).some((c) => c.method === 'PUT' && c.path === 'attempts/5/answers/101')).toBe(true);
    expect(screen.getByRole('link', { name: 'View test results' }).getAttribute('href')).toBe('/testresults');
  });

  it('says an attempt restarted in another window is closed, not submitted', async () => {
    const user = userEvent.setup();
    const open = running();
    // The other window's restart makes the next save a 409; the state read after it is abandoned.
    let reads = 0;
    renderRunner(open, {
      routes: {
        'GET attempts/5': () => ({ body: reads++ === 0 ? open : { ...open, status: 'abandoned', currentModule: null } }),
        ...Object.fromEntries(
          open.currentModule!.questions.map((q) => [
            `PUT attempts/5/answers/${q.id}`,
            { status: 409, body: { code: 'CONFLICT', message: 'closed' } },
          ]),
        ),
      },
    });
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    await user.click(screen.getByTestId('choice-B'));
    expect(await screen.findByRole('heading', { name: 'This attempt was restarted' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your answers are submitted' })).toBeNull();
  });

  it('saves and exits to the practice home from the More menu', async () => {
    const user = userEvent.setup();
    const { saves } = renderRunner(running());
    await screen.findByRole('button', { name: 'Question 1 of 3' });
    await user.click(screen.getByTestId('choice-D'));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Save and exit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(saves.at(-1)?.body.answer).toBe('D');
  });

  it('shows the break with its countdown, and Resume testing continues', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const onBreak = running({ status: 'on_break', currentModule: null, breakEndsAt: new Date(now + 600_000).toISOString() });
    renderRunner(onBreak, { routes: { 'POST attempts/5/continue': { body: running() } } });
    expect(await screen.findByRole('heading', { name: 'Take a break' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Remaining break time' }).textContent).toMatch(/^(9|10):\d\d$/);
    expect(screen.getByText('Up next: Section 1, Module 2: Math')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume testing' }));
    expect(await screen.findByRole('button', { name: 'Question 1 of 3' })).toBeTruthy();
  });

  it('puts a Reading and Writing passage beside the question, stacked on the mobile route', async () => {
    const rw = running({
      currentModule: mathModule({
        section: 'reading-writing',
        title: 'Reading and Writing, Module 1',
        tools: ['highlighter', 'eliminator'],
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        questions: [question(101, 1, { section: 'reading-writing', passage: { id: 1, title: 'A passage', body: '<p>The passage text.</p>' } })],
      }),
    });
    renderRunner(rw, { path: '/test/m/adaptive/9' });
    await screen.findByRole('button', { name: 'Question 1 of 1' });
    expect(screen.getByTestId('test-runner').getAttribute('data-compact')).toBe('true');
    expect(screen.getByTestId('split-view').getAttribute('data-layout')).toBe('stacked');
    expect(screen.getByRole('region', { name: 'Passage' }).textContent).toContain('The passage text.');
    expect(screen.queryByRole('button', { name: 'Calculator' })).not.toBeTruthy();
    expect(screen.getByRole('button', { name: 'Answer eliminator' }).getAttribute('aria-pressed')).toBe('false');
  });
});
