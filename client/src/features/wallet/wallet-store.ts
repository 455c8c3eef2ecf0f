import { makeAutoObservable, runInAction } from 'mobx';
import type { LedgerPageDto, UserDto, WalletDto } from '@app/shared';
import type { RootStore } from '../../stores/root-store';
import { walletApi, type WalletApi } from './api';

/**
 * The signed-in user's wallet as one page sees it: balance and plan state, one page of the ledger.
 * Spending elsewhere on the page reports the new balance here, and the session's user follows it so the
 * header and profile never show a stale balance or a missing crown.
 */
export class WalletStore {
  wallet: WalletDto | null = null;
  ledger: LedgerPageDto | null = null;
  page = 1;
  readonly api: WalletApi;

  constructor(private readonly root: RootStore) {
    this.api = walletApi(root.api);
    makeAutoObservable<WalletStore, 'root'>(this, { root: false, api: false }, { autoBind: true });
  }

  get balance(): number | null {
    return this.wallet?.balance ?? null;
  }

  async loadWallet(): Promise<void> {
    try {
      const wallet = await this.api.wallet();
      runInAction(() => (this.wallet = wallet));
    } catch (error) {
      this.root.ui.handleError(error);
    }
  }

  async loadPage(page: number): Promise<void> {
    try {
      const ledger = await this.api.transactions(page);
      runInAction(() => {
        this.ledger = ledger;
        this.page = ledger.current_page;
      });
    } catch (error) {
      this.root.ui.handleError(error);
    }
  }

  /** Balance and the first ledger page, e.g. after money came in. */
  reload(): void {
    void this.loadWallet();
    void this.loadPage(1);
  }

  /** A spend or an exchange answered the new balance. */
  setBalance(balance: number): void {
    if (this.wallet) this.wallet = { ...this.wallet, balance };
    const user = this.root.session.user;
    if (user) this.root.session.updateUser({ ...user, balance });
  }

  /** After buying a plan: the role, expiry dates and allowance changed, so ask again (in the background). */
  async refreshAfterPurchase(): Promise<void> {
    await Promise.all([
      this.loadWallet(),
      this.root.api
        .get<{ user: UserDto }>('auth/me', { background: true })
        .then(({ user }) => this.root.session.updateUser(user))
        .catch(() => undefined), // the wallet above is what this page shows; the header catches up on next load
    ]);
  }
}
