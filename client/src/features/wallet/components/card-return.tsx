import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PaymentDto } from '@app/shared';
import { cardReturnMessages as m } from '../messages';
import type { WalletStore } from '../wallet-store';

/** Stripe Checkout sends the payer back to /balance?payment={id}&status=success|cancel. */
export const CARD_RETURN_PARAMS = { payment: 'payment', status: 'status' } as const;

/**
 * The notice after coming back from card checkout. The coins are credited when Stripe's webhook confirms the
 * payment, which may come a moment after the payer is back, so a still-pending payment can be checked again.
 */
export function CardReturn({ store, onPaid }: { store: WalletStore; onPaid: () => void }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(CARD_RETURN_PARAMS.payment));
  const outcome = params.get(CARD_RETURN_PARAMS.status);
  const [payment, setPayment] = useState<PaymentDto | null>(null);
  const [round, setRound] = useState(0);
  const returned = Number.isInteger(id) && id > 0 && outcome === 'success';

  useEffect(() => {
    if (!returned) return;
    let live = true;
    store.api
      .payment(id)
      .then((p) => {
        if (!live) return;
        setPayment(p);
        if (p.status === 'paid') onPaid();
      })
      .catch(() => undefined); // the ledger below still tells the truth; the notice just stays generic
    return () => {
      live = false;
    };
    // onPaid reloads the page's data; only a new payment or a new check should ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned, id, round, store]);

  if (outcome !== 'success' && outcome !== 'cancel') return null;
  const dismiss = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(CARD_RETURN_PARAMS.payment);
        next.delete(CARD_RETURN_PARAMS.status);
        return next;
      },
      { replace: true },
    );

  const paid = payment?.status === 'paid';
  return (
    <Alert
      variant={outcome === 'cancel' ? 'warning' : paid ? 'success' : 'info'}
      dismissible
      onClose={dismiss}
      className="mb-4"
      data-testid="card-return"
      data-outcome={outcome === 'cancel' ? 'cancel' : paid ? 'paid' : 'pending'}
    >
      {outcome === 'cancel' ? (
        <FormattedMessage {...m.cancelled} />
      ) : paid ? (
        <FormattedMessage {...m.paid} values={{ coins: payment.coins }} />
      ) : (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <FormattedMessage {...m.pending} />
          <Button size="sm" variant="outline-primary" onClick={() => setRound((r) => r + 1)}>
            <FormattedMessage {...m.check} />
          </Button>
        </div>
      )}
    </Alert>
  );
}
