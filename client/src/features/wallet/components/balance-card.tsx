import { Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { WALLET_PATHS } from '../paths';
import { balanceMessages as m } from '../messages';
import { coinMessages } from '../../../components/messages';

/** The balance in coins, with the way in to a deposit. */
export function BalanceCard({ balance, depositOpen, onDeposit }: { balance: number | null; depositOpen: boolean; onDeposit: () => void }) {
  const intl = useIntl();
  return (
    <Card className="shadow-soft h-100" data-testid="balance-card">
      <Card.Body className="p-4 d-flex flex-column gap-3">
        <div>
          <div className="text-body-secondary small text-uppercase fw-semibold">
            <FormattedMessage {...m.balanceLabel} />
          </div>
          <div className="display-6 fw-semibold" data-testid="wallet-balance">
            {balance === null ? '…' : intl.formatMessage(coinMessages.coins, { n: balance })}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={onDeposit} aria-expanded={depositOpen} aria-controls="deposit-panel" data-testid="deposit-open">
            <FormattedMessage {...m.deposit} />
          </Button>
          <Link to={WALLET_PATHS.plans} className="btn btn-outline-primary">
            <FormattedMessage {...m.plans} />
          </Link>
          <Link to={WALLET_PATHS.invitation} className="btn btn-outline-secondary">
            <FormattedMessage {...m.invite} />
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
