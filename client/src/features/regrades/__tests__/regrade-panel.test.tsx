import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegradeRunDto } from '@app/shared';
import type { Handler, Reply } from '../../../test/fake-server';
import { renderWith } from '../../../test/render-with';
import { RegradePanel } from '../components/regrade-panel';
import { REGRADE_POLL_MS } from '../hooks/use-regrade-run';

const run = (overrides: Partial<RegradeRunDto> = {}): RegradeRunDto => ({
  id: 5,
  target: { type: 'practice', id: 31 },
  status: 'queued',
  total: 3,
  done: 0,
  changed: 0,
  log: [],
  error: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const change = { attemptId: 88, before: { total: 1180, correct: 31 }, after: { total: 1210, correct: 33 } };
const finished = run({ status: 'done', done: 3, changed: 1, log: [change], finishedAt: '2026-03-01T10:00:05.000Z' });

/** Answers the queued replies in turn, the last one again once the queue is empty. */
const inTurn =
  (replies: Reply[]): Handler =>
  () =>
    replies.length > 1 ? replies.shift()! : replies[0];
/** The key the panel remembers the run under: user 7 (renderWith's user), practice 31. */
const STORED = 'regrade-run:7:practice:31';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = (ms = REGRADE_POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

function panel(routes: Record<string, Handler | Reply>, firstTakenAt: string | null = '2026-02-01T09:00:00.000Z') {
  return renderWith(<RegradePanel target={{ type: 'practice', id: 31 }} firstTakenAt={firstTakenAt} />, routes);
}
const regradeCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path.startsWith('regrades'));

async function confirmStart() {
  fireEvent.click(screen.getByTestId('regrade-start'));
  await flush();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regrade' }));
  await flush();
}

describe('the regrade panel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('is not shown for a test nobody has taken, and asks nothing', async () => {
    const { server } = panel({}, null);
    await flush();
    expect(screen.queryByTestId('regrade-panel')).toBeNull();
    expect(regradeCalls(server.calls)).toEqual([]);
  });

  it('asks for confirmation first, naming what is recomputed; cancel starts nothing', async () => {
    const { server } = panel({ 'POST regrades': { status: 202, body: run() } });
    await flush();
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('regrade-start'));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Regrade attempts?' });
    expect(dialog.textContent).toContain(
      'Scores of every finished attempt of this test are recomputed with the current answer keys and score tables.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await tick(500);
    expect(regradeCalls(server.calls)).toEqual([]);
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
  });

  it('starts the run, polls its progress every second and shows the result with the changed attempts', async () => {
    const { server } = panel({
      'POST regrades': { status: 202, body: run() },
      'GET regrades/5': inTurn([
        { body: run({ status: 'running', done: 1 }) },
        { body: run({ status: 'running', done: 2, changed: 1, log: [change] }) },
        { body: finished },
      ]),
    });
    await flush();
    await confirmStart();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'regrades', body: { practiceId: 31 } });
    expect(screen.getByTestId('regrade-progress').textContent).toContain('Waiting to start');
    expect(screen.getByTestId('regrade-start')).toHaveProperty('disabled', true);
    expect(window.sessionStorage.getItem(STORED)).toBe('5');

    await tick(REGRADE_POLL_MS - 1);
    expect(regradeCalls(server.calls)).toHaveLength(1);
    await tick(1);
    expect(regradeCalls(server.calls)).toHaveLength(2);
    expect(screen.getByTestId('regrade-progress').textContent).toContain('1 of 3 attempts regraded');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await tick();
    expect(screen.getByTestId('regrade-progress').textContent).toContain('2 of 3 attempts regraded');

    await tick();
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
    const done = screen.getByTestId('regrade-done');
    expect(done.textContent).toContain('3 attempts regraded, 1 score changed');
    const row = screen.getByTestId('regrade-change-88');
    expect(within(row).getByRole('link', { name: '#88' }).getAttribute('href')).toBe('/result/88');
    expect(row.textContent).toContain('1180 (31 correct)');
    expect(row.textContent).toContain('1210 (33 correct)');
    expect(screen.getByTestId('regrade-start')).toHaveProperty('disabled', false);

    await tick(REGRADE_POLL_MS * 5);
    expect(regradeCalls(server.calls)).toHaveLength(4);
  });

  it('names the target the way POST /attempts does for full sets and adaptive sets', async () => {
    const { server } = renderWith(<RegradePanel target={{ type: 'adaptive', id: 9 }} firstTakenAt="2026-02-01T09:00:00.000Z" />, {
      'POST regrades': { status: 202, body: run({ target: { type: 'adaptive', id: 9 } }) },
      'GET regrades/5': { body: finished },
    });
    await flush();
    await confirmStart();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ adaptiveId: 9 });
    expect(window.sessionStorage.getItem('regrade-run:7:adaptive:9')).toBe('5');
  });

  it('shows a failed run with its error, stops polling, and checks again on request', async () => {
    const { server } = panel({
      'POST regrades': { status: 202, body: run() },
      'GET regrades/5': inTurn([{ body: run({ status: 'failed', done: 1, error: 'deadlock detected' }) }, { body: finished }]),
    });
    await flush();
    await confirmStart();
    await tick();
    const failed = screen.getByTestId('regrade-failed');
    expect(failed.textContent).toContain('The regrade stopped after 1 of 3 attempts.');
    expect(failed.textContent).toContain('deadlock detected');
    await tick(REGRADE_POLL_MS * 5);
    expect(regradeCalls(server.calls)).toHaveLength(2);

    // The queue retries a failed job: asking again shows where the retry got to.
    fireEvent.click(screen.getByTestId('regrade-check-again'));
    await flush();
    expect(regradeCalls(server.calls)).toHaveLength(3);
    expect(screen.getByTestId('regrade-done').textContent).toContain('3 attempts regraded, 1 score changed');
  });

  it('a failed poll goes through the error policy and stops polling', async () => {
    const { server, store } = panel({
      'POST regrades': { status: 202, body: run() },
      'GET regrades/5': { status: 500, body: { code: 'INTERNAL', message: 'HTTP 500' } },
    });
    await flush();
    await confirmStart();
    await tick();
    expect(store.ui.toasts.map((t) => t.variant)).toEqual(['danger']);
    expect(screen.getByTestId('regrade-poll-failed').textContent).toContain('The progress could not be loaded.');
    await tick(REGRADE_POLL_MS * 5);
    expect(regradeCalls(server.calls)).toHaveLength(2);
  });

  it('a refused start is reported and starts no polling', async () => {
    const { server, store } = panel({ 'POST regrades': { status: 409, body: { code: 'CONFLICT', message: 'A regrade is already running.' } } });
    await flush();
    await confirmStart();
    expect(store.ui.toasts.map((t) => t.text)).toEqual(['A regrade is already running.']);
    await tick(REGRADE_POLL_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(regradeCalls(server.calls)).toHaveLength(1);
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
  });

  it('after a reload, follows the run it remembered for this test', async () => {
    window.sessionStorage.setItem(STORED, '5');
    const { server } = panel({ 'GET regrades/5': inTurn([{ body: run({ status: 'running', done: 2 }) }, { body: finished }]) });
    await flush();
    expect(screen.getByTestId('regrade-progress').textContent).toContain('2 of 3 attempts regraded');
    await tick();
    expect(screen.getByTestId('regrade-done').textContent).toContain('3 attempts regraded, 1 score changed');
    expect(regradeCalls(server.calls)).toHaveLength(2);
  });

  it('forgets a remembered run the server no longer knows, without an error', async () => {
    window.sessionStorage.setItem(STORED, '5');
    const { store } = panel({});
    await flush();
    expect(store.ui.toasts).toEqual([]);
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
    expect(window.sessionStorage.getItem(STORED)).toBeNull();
    expect(screen.getByTestId('regrade-start')).toHaveProperty('disabled', false);
  });
});
