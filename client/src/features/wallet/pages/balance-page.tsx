import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Col, Row } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../../stores/store-context';
import { BalanceCard } from '../components/balance-card';
import { CardReturn } from '../components/card-return';
import { DepositPanel } from '../components/deposit-panel';
import { LoginPrompt } from '../components/login-prompt';
import { PendingPayments } from '../components/pending-payments';
import { TransactionsTable } from '../components/transactions-table';
import { DEPOSIT_QUERY } from '../paths';
import { balanceMessages as m } from '../messages';
import { WalletStore } from '../wallet-store';
import { PageHeader } from '../../../components/page-header';

/** The signed-in part: balance, deposit (open when the URL has `?t-coins`), transactions. */
const Wallet = observer(function Wallet() {
  const root = useStores();
  const [store] = useState(() => new WalletStore(root));
  const [params, setParams] = useSearchParams();
  const depositOpen = params.has(DEPOSIT_QUERY);
  const [deposits, setDeposits] = useState(0);

  useEffect(() => store.reload(), [store]);

  const setDeposit = (open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set(DEPOSIT_QUERY, '');
        else next.delete(DEPOSIT_QUERY);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <CardReturn store={store} onPaid={store.reload} />
      <Row className="g-4">
        <Col lg={4}>
          <BalanceCard balance={store.balance} depositOpen={depositOpen} onDeposit={() => setDeposit(!depositOpen)} />
        </Col>
        <Col lg={8} className="d-flex flex-column gap-4">
          {depositOpen && <DepositPanel store={store} onClose={() => setDeposit(false)} onCreated={() => setDeposits((n) => n + 1)} />}
          <PendingPayments store={store} version={deposits} />
          <TransactionsTable store={store} />
        </Col>
      </Row>
    </>
  );
});

/** /balance: public in the spec (section 2); a visitor is asked to log in. */
export const BalancePage = observer(function BalancePage() {
  const { session } = useStores();
  return (
    <div data-testid="balance-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      {session.isLoggedIn ? <Wallet /> : <LoginPrompt text={m.loginPrompt} />}
    </div>
  );
});
