import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminUserDto, Role } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { adminUsersApi, type PointsChange } from './api';
import { proExpiryInstant } from './pro';

/**
 * One user on /admin/user/{id}: the panels (roles, pro, points, delete) change the same record, so they
 * share it here; each action returns the server's new state and the store keeps it.
 * Failures are thrown to the panel that asked, which shows them where the admin is looking.
 */
export class UserDetailStore {
  user: AdminUserDto | null = null;
  /** Bumped after each points change, so the transaction history reloads. */
  ledgerVersion = 0;
  private readonly calls: ReturnType<typeof adminUsersApi>;

  constructor(
    api: ApiClient,
    readonly id: number,
  ) {
    this.calls = adminUsersApi(api);
    makeAutoObservable<UserDetailStore, 'calls'>(this, { calls: false, id: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const user = await this.calls.get(this.id);
    runInAction(() => (this.user = user));
  }

  async saveRoles(roles: readonly Role[]): Promise<void> {
    const user = await this.calls.setRoles(this.id, roles);
    runInAction(() => (this.user = user));
  }

  async setGrader(grader: boolean): Promise<void> {
    const user = await this.calls.setGrader(this.id, grader);
    runInAction(() => (this.user = user));
  }

  /** `day`: the last day of the membership (YYYY-MM-DD). */
  async setPro(day: string): Promise<void> {
    const user = await this.calls.setPro(this.id, proExpiryInstant(day));
    runInAction(() => (this.user = user));
  }

  async removePro(): Promise<void> {
    const user = await this.calls.removePro(this.id);
    runInAction(() => (this.user = user));
  }

  /** Gives or deducts points under the action's idempotency key; answers the new balance. */
  async changePoints(change: PointsChange, idempotencyKey: string): Promise<number> {
    const { balance } = await this.calls.changePoints(this.id, change, idempotencyKey);
    this.applyBalance(balance);
    return balance;
  }

  /** Re-reads the balance (after a refused deduction, the shown balance may be stale). */
  async refreshBalance(): Promise<number> {
    const { balance } = await this.calls.balance(this.id);
    runInAction(() => {
      if (this.user) this.user = { ...this.user, balance };
    });
    return balance;
  }

  async remove(): Promise<void> {
    await this.calls.remove(this.id);
  }

  private applyBalance(balance: number): void {
    if (this.user) this.user = { ...this.user, balance };
    this.ledgerVersion += 1;
  }
}
