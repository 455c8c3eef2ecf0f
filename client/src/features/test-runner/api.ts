import type { AttemptDto, AttemptSummaryDto, AttemptTargetType, PagedDto, SaveAnswerInput, SaveAnswerResultDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** What the runner needs from the attempts API; the store takes it injected so tests use a fake. */
export interface TestRunnerApi {
  /** The caller's running (in progress or on break) attempt of a test, if any. */
  findActive(type: AttemptTargetType, targetId: number): Promise<AttemptSummaryDto | null>;
  get(attemptId: number): Promise<AttemptDto>;
  /** The test page is back (reopened, reloaded, visible again): a leave if it was away past the grace period. */
  resume(attemptId: number): Promise<AttemptDto>;
  /** The test page goes away (another page, a closed or hidden tab); sent so that it survives the unload. */
  away(attemptId: number): Promise<void>;
  saveAnswer(attemptId: number, questionId: number, input: SaveAnswerInput): Promise<SaveAnswerResultDto>;
  submitModule(attemptId: number, moduleId: number): Promise<AttemptDto>;
  /** Ends a break early. */
  continueBreak(attemptId: number): Promise<AttemptDto>;
}

/** The list route answers a page or a bare array depending on the filters; the runner accepts both. */
const rowsOf = <T>(body: T[] | PagedDto<T>): T[] => (Array.isArray(body) ? body : body.data);

/**
 * Autosaves, the clock's re-reads and break ends are background calls: they must not flash the
 * loading overlay over a student mid-question.
 */
const BACKGROUND = { background: true } as const;

export const testRunnerApi = (api: ApiClient): TestRunnerApi => ({
  findActive: async (type, targetId) => {
    const rows = rowsOf(
      await api.get<AttemptSummaryDto[] | PagedDto<AttemptSummaryDto>>('attempts', { query: { type, targetId, status: 'active' } }),
    );
    return rows.find((r) => r.status === 'in_progress' || r.status === 'on_break') ?? null;
  },
  get: (attemptId) => api.get<AttemptDto>(`attempts/${attemptId}`, BACKGROUND),
  resume: (attemptId) => api.post<AttemptDto>(`attempts/${attemptId}/resume`),
  away: (attemptId) => api.post<void>(`attempts/${attemptId}/away`, undefined, { ...BACKGROUND, keepalive: true }),
  saveAnswer: (attemptId, questionId, input) =>
    api.request<SaveAnswerResultDto>('PUT', `attempts/${attemptId}/answers/${questionId}`, { ...BACKGROUND, body: input }),
  submitModule: (attemptId, moduleId) => api.post<AttemptDto>(`attempts/${attemptId}/submit-module`, { moduleId }),
  continueBreak: (attemptId) => api.post<AttemptDto>(`attempts/${attemptId}/continue`),
});
