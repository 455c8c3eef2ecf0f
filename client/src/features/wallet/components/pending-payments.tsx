import { useEffect, useState } from 'react';
import { Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentDto } from '@app/shared';
import { formatMoney } from '../money';
import { pendingMessages as m, providerMessages } from '../messages';
import type { WalletStore } from '../wallet-store';
import { coinMessages } from '../../../components/messages';

/** What is still open for one pending payment: its store code, its number for an admin, or the card checkout. */
function PendingDetail({ payment }: { payment: PaymentDto }) {
  const intl = useIntl();
  if (payment.provider === 'convenience_store') {
    return (
      <FormattedMessage
        {...m.storeCode}
        values={{
          code: <span className="font-monospace fw-semibold">{payment.payment_code}</span>,
          date: payment.expires_at ? intl.formatDate(payment.expires_at, { dateStyle: 'medium', timeStyle: 'short' }) : '—',
        }}
      />
    );
  }
  if (payment.provider === 'card') {
    return payment.checkout_url ? (
      <a href={payment.checkout_url}>
        <FormattedMessage {...m.continueCard} />
      </a>
    ) : (
      <FormattedMessage {...m.cardWaiting} />
    );
  }
  return <FormattedMessage {...m.offline} values={{ id: payment.id }} />;
}

/**
 * Deposits not paid or confirmed yet, so the payer can find the store code or payment number again after
 * leaving the deposit panel. Nothing shows when there are none. `version` changes when a deposit was made.
 */
export function PendingPayments({ store, version }: { store: WalletStore; version: number }) {
  const intl = useIntl();
  const [pending, setPending] = useState<PaymentDto[]>([]);

  useEffect(() => {
    let live = true;
    store.api
      .pendingPayments()
      .then((page) => live && setPending(page.data))
      .catch(() => undefined); // a secondary list: the page works without it
    return () => {
      live = false;
    };
  }, [store, version]);

  if (pending.length === 0) return null;
  return (
    <Card className="shadow-soft" data-testid="pending-payments">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-semibold mb-3">
          <FormattedMessage {...m.title} />
        </h2>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {pending.map((p) => (
            <li key={p.id} data-testid={`pending-payment-${p.id}`}>
              <div className="fw-medium">
                {intl.formatMessage(providerMessages[p.provider])} · {intl.formatMessage(coinMessages.coins, { n: p.coins })} ·{' '}
                {formatMoney(intl, p.total, p.currency)}
              </div>
              <div className="small text-body-secondary">
                <PendingDetail payment={p} />
              </div>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
