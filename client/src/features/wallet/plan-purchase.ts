import { makeAutoObservable, runInAction } from 'mobx';
import type { PlanDto, PlanPurchaseDto } from '@app/shared';
import type { UiStore } from '../../stores/ui-store';
import { SpendAction } from './spend-action';
import type { WalletStore } from './wallet-store';

export type PurchaseStep = 'closed' | 'confirm' | 'insufficient';

/**
 * Buying a plan with coins: confirm (price, balance, what remains), then pay. A 402 point_is_not_enough, or a
 * balance already known to be short, shows the "insufficient coins" prompt that leads to a deposit (spec
 * section 8). Any other failure leaves the dialog open: confirming again retries with the same Idempotency-Key.
 */
export class PlanPurchase {
  plan: PlanDto | null = null;
  step: PurchaseStep = 'closed';
  /** The last purchase, for the success message. */
  purchased: PlanPurchaseDto | null = null;
  readonly spend = new SpendAction();

  constructor(
    private readonly wallet: WalletStore,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<PlanPurchase, 'wallet' | 'ui'>(this, { wallet: false, ui: false, spend: false }, { autoBind: true });
  }

  choose(plan: PlanDto): void {
    this.plan = plan;
    const balance = this.wallet.balance;
    if (balance !== null && balance < plan.price) {
      this.step = 'insufficient';
      return;
    }
    this.spend.begin();
    this.step = 'confirm';
  }

  /** Pays for the chosen plan; resolves to the purchase when it went through. */
  async confirm(): Promise<PlanPurchaseDto | null> {
    const plan = this.plan;
    if (!plan) return null;
    const outcome = await this.spend.run((key) => this.wallet.api.purchasePlan(plan.id, key));
    if (outcome.kind === 'insufficient') {
      runInAction(() => (this.step = 'insufficient'));
      void this.wallet.loadWallet(); // the balance this page showed was stale
      return null;
    }
    if (outcome.kind === 'failed') {
      this.ui.handleError(outcome.error);
      return null;
    }
    runInAction(() => {
      this.purchased = outcome.result;
      this.step = 'closed';
    });
    this.wallet.setBalance(outcome.result.balance);
    void this.wallet.refreshAfterPurchase();
    return outcome.result;
  }

  close(): void {
    this.step = 'closed';
    this.spend.end();
  }
}
