import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStores } from '../../../stores/store-context';
import { DEPOSIT_PATH } from '../paths';
import { planTitle } from '../plan-labels';
import type { PlanPurchase } from '../plan-purchase';
import { planMessages as m } from '../messages';
import { coinMessages } from '../../../components/messages';

/** "Insufficient balance, deposit more T-Coins" (spec section 8, 402 point_is_not_enough): the way to a deposit. */
export function InsufficientCoinsModal({
  show,
  price,
  balance,
  onCancel,
}: {
  show: boolean;
  price?: number;
  balance: number | null;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      show={show}
      title={<FormattedMessage {...m.insufficientTitle} />}
      body={
        <div data-testid="insufficient-coins">
          <p className="mb-2">
            <FormattedMessage {...m.insufficientBody} />
          </p>
          {price !== undefined && balance !== null && (
            <p className="mb-0 text-body-secondary">
              <FormattedMessage {...m.insufficientDetail} values={{ price, balance }} />
            </p>
          )}
        </div>
      }
      confirmLabel={<FormattedMessage {...m.depositCta} />}
      onConfirm={() => {
        onCancel();
        navigate(DEPOSIT_PATH);
      }}
      onCancel={onCancel}
    />
  );
}

/** Confirm a plan purchase with its price and the balance before and after; then the insufficient prompt if needed. */
export const PurchaseDialogs = observer(function PurchaseDialogs({ purchase, balance }: { purchase: PlanPurchase; balance: number | null }) {
  const intl = useIntl();
  const { ui } = useStores();
  const plan = purchase.plan;
  const coins = (n: number) => intl.formatMessage(coinMessages.coins, { n });
  const line = (label: typeof m.confirmPrice, value: string, testId: string) => (
    <div className="d-flex justify-content-between gap-3 py-1">
      <dt className="fw-normal">
        <FormattedMessage {...label} />
      </dt>
      <dd className="mb-0 fw-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const buy = async () => {
    const title = plan && planTitle(intl, plan);
    const done = await purchase.confirm();
    if (!done) return;
    const text = done.expires_at
      ? intl.formatMessage(m.purchasedUntil, { plan: title, date: intl.formatDate(done.expires_at, { dateStyle: 'medium' }) })
      : intl.formatMessage(m.purchased, { plan: title });
    ui.toast(text, 'success');
  };
  return (
    <>
      <ConfirmModal
        show={purchase.step === 'confirm' && plan !== null}
        title={plan && <FormattedMessage {...m.confirmTitle} values={{ plan: planTitle(intl, plan) }} />}
        body={
          plan && (
            <>
              <dl className="mb-3" data-testid="purchase-summary">
                {line(m.confirmPrice, coins(plan.price), 'purchase-price')}
                {balance !== null && line(m.confirmBalance, coins(balance), 'purchase-balance')}
                {balance !== null && line(m.confirmRemaining, coins(balance - plan.price), 'purchase-remaining')}
              </dl>
              <p className="small text-body-secondary mb-0">
                <FormattedMessage {...m.confirmExtend} />
              </p>
            </>
          )
        }
        confirmLabel={<FormattedMessage {...m.confirmButton} />}
        busy={purchase.spend.busy}
        onConfirm={() => void buy()}
        onCancel={purchase.close}
      />
      <InsufficientCoinsModal show={purchase.step === 'insufficient'} price={plan?.price} balance={balance} onCancel={purchase.close} />
    </>
  );
});
