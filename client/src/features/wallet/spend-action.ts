import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorCode } from '@app/shared';
import { ApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency';

export type SpendOutcome<T> = { kind: 'done'; result: T } | { kind: 'insufficient' } | { kind: 'failed'; error: unknown };

/** The server answered for sure (a 4xx): the same key would only replay that answer. */
function settled(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/**
 * One spending action (buy a plan, unlock a report, pay a deposit): its Idempotency-Key is made when the user
 * starts the action and reused by every retry of it, so a retry after a lost or failed response can never
 * charge twice. The key is dropped once the outcome is known; the next action gets a new one.
 */
export class SpendAction {
  key: string | null = null;
  busy = false;
  /** The last try answered 402 point_is_not_enough (spec section 8: "insufficient coins" prompt). */
  insufficient = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A new user action: a new key. */
  begin(): void {
    this.key = newIdempotencyKey();
    this.insufficient = false;
  }

  /** The user gave up or finished: forget the key. */
  end(): void {
    this.key = null;
    this.insufficient = false;
  }

  async run<T>(call: (key: string) => Promise<T>): Promise<SpendOutcome<T>> {
    if (!this.key) this.begin();
    const key = this.key!;
    this.busy = true;
    try {
      const result = await call(key);
      runInAction(() => {
        this.busy = false;
        this.key = null;
      });
      return { kind: 'done', result };
    } catch (error) {
      const insufficient = error instanceof ApiError && error.code === ErrorCode.POINT_IS_NOT_ENOUGH;
      runInAction(() => {
        this.busy = false;
        this.insufficient = insufficient;
        if (settled(error)) this.key = null;
      });
      return insufficient ? { kind: 'insufficient' } : { kind: 'failed', error };
    }
  }
}
