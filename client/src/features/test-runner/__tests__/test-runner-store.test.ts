import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';
import { storage } from '../../../lib/storage';
import { clockOffsetMs, formatClock, secondsUntil } from '../clock';
import { readOutbox } from '../save-outbox';
import { RESTORED_BANNER_MS, TestRunnerStore } from '../test-runner-store';
import { fakeApi } from './fake-api';
import { attempt, mathModule, question, saved } from './fixtures';

/** The local clock runs 2 minutes behind the server's: 09:58 locally is 10:00 on the server. */
const LOCAL_START = Date.parse('2026-01-01T09:58:00.000Z');

/** `fresh`: opened right after the start page created the attempt (router state), so no leave is counted. */
async function openStore(state = attempt(), fresh = true) {
  const fake = fakeApi(state);
  const onError = vi.fn();
  const store = new TestRunnerStore({ api: fake.api, onError });
  const result = await store.open('adaptive', 9, fresh ? state.id : undefined);
  return { fake, store, onError, result };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('clock arithmetic', () => {
  it('measures the offset and counts down on the server clock', () => {
    const offset = clockOffsetMs('2026-01-01T10:00:00.000Z', LOCAL_START);
    expect(offset).toBe(120_000);
    expect(secondsUntil('2026-01-01T10:35:00.000Z', offset, LOCAL_START)).toBe(35 * 60);
    expect(secondsUntil('2026-01-01T10:35:00.000Z', offset, LOCAL_START + 35 * 60_000 + 5)).toBe(0);
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('TestRunnerStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(LOCAL_START);
  });
  afterEach(() => vi.useRealTimers());

  describe('opening', () => {
    it('says "start" when the test has no running attempt', async () => {
      const fake = fakeApi(attempt());
      fake.control.active = null;
      const store = new TestRunnerStore({ api: fake.api });
      expect(await store.open('adaptive', 9)).toBe('start');
      expect(fake.api.get).not.toHaveBeenCalled();
    });

    it('does not count a leave right after the start page created the attempt', async () => {
      const { fake, result } = await openStore();
      expect(result).toBe('ready');
      expect(fake.api.resume).not.toHaveBeenCalled();
    });

    it('counts a leave (resume) when the attempt is reopened, and uses the resumed state', async () => {
      const { fake, store } = await openStore(attempt(), false);
      expect(fake.api.resume).toHaveBeenCalledWith(5);
      expect(store.attempt?.leaveCount).toBe(1);
    });

    it('reopens with the resume alone after the lookup: its answer is the state, no read before it', async () => {
      const { fake } = await openStore(attempt(), false);
      expect(fake.api.get).not.toHaveBeenCalled();
      expect(fake.api.resume).toHaveBeenCalledTimes(1);
    });
  });

  describe('leaving and coming back', () => {
    it('tells the server when the page goes away and when it is back, in that order, once each', async () => {
      const { fake, store } = await openStore();
      expect(fake.api.away).not.toHaveBeenCalled();
      store.pageAway();
      store.pageAway(); // pagehide after visibilitychange: one notice
      expect(fake.api.away).toHaveBeenCalledTimes(1);
      expect(fake.api.resume).not.toHaveBeenCalled();
      store.pageBack();
      await settle();
      expect(fake.api.resume).toHaveBeenCalledTimes(1);
      expect(vi.mocked(fake.api.away).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(fake.api.resume).mock.invocationCallOrder[0]);
      store.pageBack(); // visible again without having gone: nothing to say
      await settle();
      expect(fake.api.resume).toHaveBeenCalledTimes(1);
      // Leaving the screen (Exit, another page of the app) is going away too.
      store.dispose();
      expect(fake.api.away).toHaveBeenCalledTimes(2);
    });
  });

  describe('the clock', () => {
    it('counts down from endsAt corrected by the server offset, each second', async () => {
      const { store } = await openStore();
      expect(store.offsetMs).toBe(120_000);
      expect(store.remainingSeconds).toBe(35 * 60);
      await vi.advanceTimersByTimeAsync(3000);
      expect(store.remainingSeconds).toBe(35 * 60 - 3);
      store.dispose();
    });

    it('does not drift when the local clock jumps (a sleeping laptop): it re-reads the wall clock', async () => {
      const { store } = await openStore();
      vi.setSystemTime(LOCAL_START + 10 * 60_000); // ten minutes pass without a single tick
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.remainingSeconds).toBe(25 * 60 - 1);
      store.dispose();
    });

    it('re-reads the state at zero instead of deciding itself', async () => {
      const { fake, store } = await openStore();
      const next = attempt({ currentModule: mathModule({ id: 12, endsAt: '2026-01-01T11:20:00.000Z' }), serverNow: '2026-01-01T10:35:01.000Z' });
      fake.state = next;
      vi.setSystemTime(LOCAL_START + 35 * 60_000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(fake.api.get).toHaveBeenCalledTimes(2); // open + the re-read at zero
      expect(store.module?.id).toBe(12);
      expect(store.index).toBe(0);
      // The server moved on at the deadline: the student is told the module was submitted.
      expect(store.timeUpNotice).toBe(true);
      store.dismissTimeUp();
      expect(store.timeUpNotice).toBe(false);
      store.dispose();
    });

    it('raises the 5-minute warning once per module and shows a hidden timer then', async () => {
      const { store } = await openStore();
      store.toggleTimer();
      expect(store.timerVisible).toBe(false);
      vi.setSystemTime(LOCAL_START + 30 * 60_000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.warningShown).toBe(true);
      expect(store.timerVisible).toBe(true);
      store.dismissWarning();
      await vi.advanceTimersByTimeAsync(5000);
      expect(store.warningShown).toBe(false);
      store.dispose();
    });
  });

  describe('answers and autosave', () => {
    it('saves every change with an increasing seq and keeps the counter across a reload', async () => {
      const { fake, store } = await openStore();
      store.choose('B');
      store.toggleMark();
      store.next();
      store.choose('C');
      await settle();
      const seqs = fake.saves.map((s) => s.input.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(fake.state.answers.find((a) => a.questionId === 101)).toMatchObject({ answer: 'B', marked: true });
      store.dispose();

      const reopened = new TestRunnerStore({ api: fake.api });
      await reopened.open('adaptive', 9, 5);
      reopened.choose('D');
      await settle();
      expect(fake.saves.at(-1)!.input.seq).toBeGreaterThan(Math.max(...seqs));
      reopened.dispose();
    });

    it('keeps the eliminator on per Math multiple-choice question, saved with the answer so a reload keeps it', async () => {
      // The fixture's Math module lists no eliminator tool: Bluebook has it on every multiple-choice question.
      const { fake, store } = await openStore(attempt({ currentModule: mathModule({ tools: ['calculator'] }) }));
      expect(store.eliminatorAvailable).toBe(true);
      store.toggleEliminator();
      store.toggleEliminated('B');
      expect(store.eliminatorOn).toBe(true);
      store.next();
      expect(store.eliminatorOn).toBe(false);
      store.next();
      expect(store.eliminatorAvailable).toBe(false); // question 3 is a grid-in
      await settle();
      expect(fake.state.answers.find((a) => a.questionId === 101)).toMatchObject({
        eliminated: ['B'],
        annotations: { highlights: [], eliminator: true },
      });
      store.dispose();

      const reopened = new TestRunnerStore({ api: fake.api });
      await reopened.open('adaptive', 9, 5);
      reopened.goTo(0);
      expect(reopened.eliminatorOn).toBe(true);
      expect(reopened.currentAnswer?.eliminated).toEqual(['B']);
      reopened.toggleEliminator();
      expect(reopened.eliminatorOn).toBe(false);
      reopened.dispose();
    });

    it('sends the time spent on a question with its next save and when leaving it', async () => {
      const { fake, store } = await openStore();
      await vi.advanceTimersByTimeAsync(7000);
      store.choose('A');
      await settle();
      expect(fake.saves.at(-1)!.input.timeSpentSeconds).toBe(7);
      await vi.advanceTimersByTimeAsync(4000);
      store.next();
      await settle();
      expect(fake.saves.at(-1)).toMatchObject({ questionId: 101, input: { timeSpentSeconds: 11 } });
      store.dispose();
    });

    it('strikes choices; striking the chosen one clears it, choosing a struck one restores it', async () => {
      const { store } = await openStore();
      store.choose('A');
      store.toggleEliminated('A');
      expect(store.currentAnswer).toMatchObject({ answer: '', eliminated: ['A'] });
      store.toggleEliminated('C');
      store.choose('C');
      expect(store.currentAnswer).toMatchObject({ answer: 'C', eliminated: ['A'] });
      store.dispose();
    });

    it('restores unsent changes over the server state when their seq is higher, and re-sends them', async () => {
      const state = attempt({ answers: [saved(101, { answer: 'A', seq: 3 }), saved(102, { answer: 'B', seq: 9 })] });
      storage.set(
        'testRunner.outbox.5',
        JSON.stringify([
          { questionId: 101, input: { answer: 'D', marked: true, eliminated: [], seq: 8 } },
          { questionId: 102, input: { answer: 'C', marked: false, eliminated: [], seq: 7 } },
        ]),
      );
      const { fake, store } = await openStore(state);
      expect(store.answerOf(101)).toMatchObject({ answer: 'D', marked: true });
      expect(store.answerOf(102).answer).toBe('B');
      await settle();
      expect(fake.saves.map((s) => [s.questionId, s.input.seq])).toEqual([[101, 8]]);
      expect(readOutbox(storage, 5)).toEqual([]);
      store.dispose();
    });

    it('reports an unstable connection while saves fail and "restored" once they drain', async () => {
      const { fake, store } = await openStore();
      fake.control.failSaves = () => new ApiError({ status: 0, code: ClientErrorCode.NETWORK, message: 'offline' });
      store.choose('B');
      await settle();
      expect(store.connection).toBe('unstable');
      expect(store.answerOf(101).answer).toBe('B'); // the student's answer stands locally
      fake.control.failSaves = null;
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.connection).toBe('restored');
      await vi.advanceTimersByTimeAsync(RESTORED_BANNER_MS);
      expect(store.connection).toBe('online');
      store.dispose();
    });

    it('goes unstable when the browser is offline and restored when it is back with nothing pending', async () => {
      const { store } = await openStore();
      store.setOnline(false);
      expect(store.connection).toBe('unstable');
      store.setOnline(true);
      expect(store.connection).toBe('restored');
      store.dispose();
    });

    it('a 409 drops the save, re-reads the state and shows the notice', async () => {
      const { fake, store } = await openStore();
      fake.control.failSaves = () => new ApiError({ status: 409, code: 'CONFLICT' as never, message: 'closed' });
      fake.state = attempt({ status: 'on_break', currentModule: null, breakEndsAt: '2026-01-01T10:45:00.000Z' });
      store.choose('B');
      await settle();
      await settle();
      expect(store.moduleClosedNotice).toBe(true);
      expect(store.attempt?.status).toBe('on_break');
      expect(store.pendingSaves).toBe(0);
      store.dispose();
    });
  });

  describe('modules and breaks', () => {
    it('submits after saving everything and moves to the next module', async () => {
      const { fake, store } = await openStore();
      fake.control.next.push(attempt({ currentModule: mathModule({ id: 12, questions: [question(201, 1), question(202, 2)] }) }));
      store.choose('A');
      store.openReview();
      expect(await store.submitModule()).toBe(true);
      expect(fake.saves.map((s) => s.questionId)).toContain(101);
      expect(fake.api.submitModule).toHaveBeenCalledWith(5, 11);
      expect(store.module?.id).toBe(12);
      expect(store.view).toBe('question');
      expect(store.index).toBe(0);
      expect(store.answers.size).toBe(0);
      store.dispose();
    });

    it('goes on a break with its own countdown, and continue starts the next module', async () => {
      const { fake, store } = await openStore();
      fake.control.next.push(attempt({ status: 'on_break', currentModule: null, breakEndsAt: '2026-01-01T10:10:00.000Z' }));
      fake.control.next.push(attempt({ currentModule: mathModule({ id: 12 }) }));
      await store.submitModule();
      expect(store.attempt?.status).toBe('on_break');
      expect(store.remainingSeconds).toBe(600);
      await store.continueBreak();
      expect(fake.api.continueBreak).toHaveBeenCalledWith(5);
      expect(store.module?.id).toBe(12);
      store.dispose();
    });

    it('never goes back into a finished module: Back stops at the first question', async () => {
      const { store } = await openStore();
      store.back();
      expect(store.index).toBe(0);
      store.next();
      store.next();
      store.next();
      expect(store.view).toBe('review');
      store.back();
      expect(store.view).toBe('question');
      expect(store.index).toBe(2);
      store.dispose();
    });

    it('a failed submit goes through the error policy and keeps the module', async () => {
      const { fake, store, onError } = await openStore();
      vi.mocked(fake.api.submitModule).mockRejectedValueOnce(new ApiError({ status: 429, code: 'TOO_MANY_ATTEMPTS' as never, message: 'HTTP 429' }));
      expect(await store.submitModule()).toBe(false);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 429 }));
      expect(store.module?.id).toBe(11);
      store.dispose();
    });
  });
});
