import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PlanDto, PlanKind } from '@app/shared';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { PlanPurchase } from '../plan-purchase';
import { holdsPlan } from '../plan-state';
import { useVisitorCurrency } from '../visitor-currency';
import { planMessages as m } from '../messages';
import { WalletStore } from '../wallet-store';
import { CurrentPlan } from './current-plan';
import { PlanCard } from './plan-card';
import { PurchaseDialogs } from './purchase-dialogs';

/**
 * Plan cards with the purchase flow: public, but buying needs a login (a visitor is sent to Login, which
 * brings them back here). Signed in, the current plan and its expiry show above the cards.
 */
export const PlanShop = observer(function PlanShop({ kinds }: { kinds?: readonly PlanKind[] }) {
  const root = useStores();
  const { session, ui } = root;
  const navigate = useNavigate();
  const [wallet] = useState(() => new WalletStore(root));
  const [purchase] = useState(() => new PlanPurchase(wallet, ui));
  const [plans, setPlans] = useState<PlanDto[] | null>(null);
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    let live = true;
    wallet.api
      .plans()
      .then((list) => live && setPlans(list))
      .catch((error: unknown) => live && ui.handleError(error));
    return () => {
      live = false;
    };
  }, [wallet, ui]);

  useEffect(() => {
    if (loggedIn) void wallet.loadWallet();
  }, [wallet, loggedIn]);

  const currency = useVisitorCurrency();
  const shown = plans?.filter((p) => !kinds || kinds.includes(p.kind)) ?? null;
  const buy = (plan: PlanDto) => (loggedIn ? purchase.choose(plan) : navigate(PATHS.login));

  return (
    <>
      {loggedIn && wallet.wallet && <CurrentPlan wallet={wallet.wallet} />}
      {shown === null ? (
        <div className="text-center py-5">
          <Spinner animation="border" role="status" />
        </div>
      ) : shown.length === 0 ? (
        <p className="text-body-secondary" data-testid="plans-empty">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-4" data-testid="plan-cards">
          {shown.map((plan) => (
            <Col key={plan.id}>
              <PlanCard plan={plan} active={holdsPlan(wallet.wallet, plan.kind)} onBuy={buy} currency={currency} />
            </Col>
          ))}
        </Row>
      )}
      <PurchaseDialogs purchase={purchase} balance={wallet.balance} />
    </>
  );
});
