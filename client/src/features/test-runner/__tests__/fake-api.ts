import { vi } from 'vitest';
import type { AttemptDto, AttemptSummaryDto, SaveAnswerInput, SaveAnswerResultDto } from '@app/shared';
import type { TestRunnerApi } from '../api';

/**
 * An in-memory attempts API for the store and screen tests: it keeps the saved answers like the server
 * does (a write with a seq not above the saved one changes nothing) and answers with the states queued
 * in `next`; `failSaves` makes saves throw until cleared.
 */
export function fakeApi(initial: AttemptDto) {
  let state = initial;
  const saves: { questionId: number; input: SaveAnswerInput }[] = [];
  const control = {
    failSaves: null as null | (() => unknown),
    /** What submit-module and continue answer next. */
    next: [] as AttemptDto[],
    active: {
      id: initial.id,
      status: initial.status,
      target: initial.target,
      leaveCount: 0,
      startedAt: initial.startedAt,
      finishedAt: null,
    } as AttemptSummaryDto | null,
  };
  const api: TestRunnerApi = {
    findActive: vi.fn(async () => control.active),
    get: vi.fn(async () => state),
    resume: vi.fn(async () => {
      state = { ...state, leaveCount: state.leaveCount + 1 };
      return state;
    }),
    away: vi.fn(async () => undefined),
    saveAnswer: vi.fn(async (_attemptId: number, questionId: number, input: SaveAnswerInput): Promise<SaveAnswerResultDto> => {
      if (control.failSaves) throw control.failSaves();
      saves.push({ questionId, input });
      const old = state.answers.find((a) => a.questionId === questionId);
      if (old && old.seq >= input.seq) return { questionId, seq: old.seq, applied: false };
      const row = { questionId, ...input, annotations: input.annotations ?? { highlights: [] }, timeSpentSeconds: input.timeSpentSeconds ?? 0 };
      state = { ...state, answers: [...state.answers.filter((a) => a.questionId !== questionId), row] };
      return { questionId, seq: input.seq, applied: true };
    }),
    submitModule: vi.fn(async () => {
      state = control.next.shift() ?? state;
      return state;
    }),
    continueBreak: vi.fn(async () => {
      state = control.next.shift() ?? state;
      return state;
    }),
  };
  return {
    api,
    saves,
    control,
    get state() {
      return state;
    },
    set state(value: AttemptDto) {
      state = value;
    },
  };
}
