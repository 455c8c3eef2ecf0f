import { observer } from 'mobx-react-lite';
import { Alert, Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankTransferDetailsDto, PaymentDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { formatMoney } from '../money';
import { depositMessages as m, offlineInstructionMessages } from '../messages';
import { BankAccount } from './bank-account';

/**
 * What happens next after a deposit that is not paid on the spot: a convenience-store payment code with its
 * expiry, or the instructions for a bank transfer, check or cash, which an admin confirms.
 */
export const DepositResult = observer(function DepositResult({
  payment,
  bankAccount,
  onDone,
}: {
  payment: PaymentDto;
  /** Where a bank transfer goes (null when the site offers none). */
  bankAccount: BankTransferDetailsDto | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { tenant } = useStores();
  const total = formatMoney(intl, payment.total, payment.currency);
  const store = payment.provider === 'convenience_store';
  return (
    <Card className="shadow-soft" id="deposit-panel" data-testid="deposit-result">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-semibold mb-3">
          <FormattedMessage {...(store ? m.storeTitle : m.pendingTitle)} />
        </h2>
        {store ? (
          <>
            <div className="small text-body-secondary">
              <FormattedMessage {...m.storeCode} />
            </div>
            <div className="fs-3 fw-semibold font-monospace text-break mb-2" data-testid="deposit-payment-code">
              {payment.payment_code}
            </div>
            {payment.expires_at && (
              <p className="fw-medium" data-testid="deposit-expiry">
                <FormattedMessage
                  {...m.storeExpiry}
                  values={{ date: intl.formatDate(payment.expires_at, { dateStyle: 'medium', timeStyle: 'short' }) }}
                />
              </p>
            )}
            <p>
              <FormattedMessage {...m.storeNote} values={{ total }} />
            </p>
          </>
        ) : (
          <>
            <Alert variant="info" className="py-2" data-testid="deposit-pending">
              <FormattedMessage {...m.pendingNote} values={{ coins: payment.coins }} />
            </Alert>
            <p data-testid="deposit-instructions">
              {intl.formatMessage(offlineInstructionMessages[payment.provider] ?? m.pendingTitle, {
                total,
                id: payment.id,
                email: tenant.tenant.email || '—',
              })}
            </p>
            {payment.provider === 'bank_transfer' && bankAccount && <BankAccount account={bankAccount} />}
          </>
        )}
        <div className="d-flex justify-content-end">
          <Button onClick={onDone} data-testid="deposit-done">
            <FormattedMessage {...m.done} />
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
});
