import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultDto } from '@app/shared';
import { AppProviders } from '../../../app/providers';
import { ApiError } from '../../../lib/api-error';
import { RootStore } from '../../../stores/root-store';
import { fakeServer } from '../../../test/fake-server';
import type { ResultsApi } from '../api';
import { GRADING_POLL_MS, useGradedResult } from '../hooks/use-graded-result';
import { gradedResult, gradingResult } from './fixtures';

/** A results API whose `get` answers the queued results in turn (the last one again once the queue is empty). */
function fakeResultsApi(queue: (ResultDto | Error)[]) {
  const get = vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return next;
  });
  return { get } as unknown as ResultsApi & { get: typeof get };
}

function renderPoll(api: ResultsApi) {
  const store = new RootStore({ fetch: fakeServer({}).fetch });
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
  return { store, ...renderHook(() => useGradedResult(api, 5), { wrapper }) };
}

describe('grading polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again every 2 s while grading and stops once graded', async () => {
    const api = fakeResultsApi([gradingResult(), gradingResult(), gradedResult()]);
    const { result } = renderPoll(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.result?.status).toBe('grading');
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenLastCalledWith(5, { background: false });

    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS - 1));
    expect(api.get).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.get).toHaveBeenCalledTimes(2);
    // Polls do not flash the loading overlay.
    expect(api.get).toHaveBeenLastCalledWith(5, { background: true });
    expect(result.current.result?.status).toBe('grading');

    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS));
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(result.current.result?.status).toBe('graded');
    expect(result.current.result?.total).toBe(1350);

    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS * 5));
    expect(api.get).toHaveBeenCalledTimes(3);
  });

  it('stops polling when the page goes away', async () => {
    const api = fakeResultsApi([gradingResult()]);
    const { unmount } = renderPoll(api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS * 3));
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('a failed poll is reported, stops polling, and retry starts again', async () => {
    const down = new ApiError({ status: 500, code: 'INTERNAL', message: 'HTTP 500' });
    const api = fakeResultsApi([gradingResult(), down, gradedResult()]);
    const { result, store } = renderPoll(api);
    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS));
    expect(result.current.failed).toBe(true);
    expect(store.ui.toasts.map((t) => t.variant)).toEqual(['danger']);
    await act(() => vi.advanceTimersByTimeAsync(GRADING_POLL_MS * 3));
    expect(api.get).toHaveBeenCalledTimes(2);

    act(() => result.current.retry());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.failed).toBe(false);
    expect(result.current.result?.status).toBe('graded');
  });
});
