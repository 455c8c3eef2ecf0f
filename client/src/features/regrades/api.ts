import type { AttemptTargetType, RegradeRunDto, StartAttemptInput } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** The test whose finished attempts a regrade recomputes. */
export interface RegradeTarget {
  type: AttemptTargetType;
  id: number;
}

/** POST /regrades names its target the way POST /attempts does: one id field per kind of test. */
export const startBody = (target: RegradeTarget): StartAttemptInput =>
  target.type === 'practice'
    ? { practiceId: target.id }
    : target.type === 'fullPractice'
      ? { composePracticeId: target.id }
      : { adaptiveId: target.id };

/** What the regrade panel needs; the panel takes it from `regradesApi(api)`, tests pass a fake. */
export interface RegradesApi {
  /** Records the run and queues it (202); the answer is the queued run. */
  start(target: RegradeTarget): Promise<RegradeRunDto>;
  get(runId: number, options?: { background?: boolean }): Promise<RegradeRunDto>;
}

export const regradesApi = (api: ApiClient): RegradesApi => ({
  start: (target) => api.post<RegradeRunDto>('regrades', startBody(target)),
  // Progress polls are background calls: no loading overlay every second.
  get: (runId, options) => api.get<RegradeRunDto>(`regrades/${runId}`, { background: options?.background }),
});
