import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AdminUserDto, PaymentDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { ApiError } from '../../../lib/api-error';
import { labelOf } from '../../../lib/label-of';
import { displayName } from '../../../lib/user-name';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { providerMessages, formatMoney } from '../../wallet';
import type { AdminPaymentsApi } from '../api';
import { parseReceivedTotal } from '../manual';
import { confirmMessages as m } from '../messages';

interface Sent {
  total: number | undefined;
  key: string;
}

export interface ConfirmPaymentDialogProps {
  payment: PaymentDto;
  api: AdminPaymentsApi;
  onCancel: () => void;
  /** The server's answer: the payment, now paid. */
  onConfirmed: (payment: PaymentDto) => void;
}

/** Who paid what for how many coins, an optional received total, then the confirm call. Mounted per payment. */
export function ConfirmPaymentDialog({ payment, api, onCancel, onConfirmed }: ConfirmPaymentDialogProps) {
  const intl = useIntl();
  const [received, setReceived] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [payer, setPayer] = useState<AdminUserDto | null>(null);
  const { submitting, formError, run } = useSubmit((errors) => setError(errors.total));
  // The key of a request whose answer never came: sending the very same request again reuses it, so the
  // server answers the first outcome. Any other request gets a new key (the server refuses a reused key
  // with a different body).
  const unanswered = useRef<Sent | null>(null);

  useEffect(() => {
    let live = true;
    api
      .payer(payment.user_id)
      .then((user) => live && setPayer(user))
      .catch(() => undefined); // the dialog still names the user by id
    return () => {
      live = false;
    };
  }, [api, payment.user_id]);

  const confirm = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = parseReceivedTotal(received);
    if ('error' in parsed) {
      setError(intl.formatMessage(m.receivedFormat));
      return;
    }
    const u = unanswered.current;
    const sent: Sent = u && u.total === parsed.value ? u : { total: parsed.value, key: newIdempotencyKey() };
    unanswered.current = sent;
    await run(
      async () => {
        const paid = await api.confirm(payment.id, sent.total, sent.key);
        unanswered.current = null;
        onConfirmed(paid);
      },
      (err) => {
        if (err instanceof ApiError && err.status > 0) unanswered.current = null;
        return false;
      },
    );
  };

  const amount = formatMoney(intl, payment.total, payment.currency);
  const user = payer ? `${displayName(payer)} · ${payer.email || payer.username}` : `#${payment.user_id}`;

  return (
    <ConfirmModal
      show
      title={<FormattedMessage {...m.title} values={{ id: payment.id }} />}
      confirmLabel={<FormattedMessage {...m.submit} />}
      busy={submitting}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      body={
        <Form onSubmit={(e) => void confirm(e)} noValidate data-testid="confirm-payment-form">
          <p>
            <FormattedMessage {...m.intro} />
          </p>
          <dl className="row mb-3" data-testid="confirm-payment-summary">
            <dt className="col-5 fw-medium text-body-secondary">
              <FormattedMessage {...m.user} />
            </dt>
            <dd className="col-7" data-testid="confirm-payment-user">
              {user}
            </dd>
            <dt className="col-5 fw-medium text-body-secondary">
              <FormattedMessage {...m.provider} />
            </dt>
            <dd className="col-7">{labelOf(intl, providerMessages, payment.provider)}</dd>
            <dt className="col-5 fw-medium text-body-secondary">
              <FormattedMessage {...m.amount} />
            </dt>
            <dd className="col-7 fw-semibold" data-testid="confirm-payment-amount">
              {amount}
            </dd>
            <dt className="col-5 fw-medium text-body-secondary">
              <FormattedMessage {...m.coins} />
            </dt>
            <dd className="col-7" data-testid="confirm-payment-coins">
              <FormattedNumber value={payment.coins} />
            </dd>
          </dl>
          <TextField
            name="total"
            label={<FormattedMessage {...m.received} values={{ currency: payment.currency }} />}
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder={amount}
            help={<FormattedMessage {...m.receivedHelp} />}
            value={received}
            error={error}
            onChange={(e) => {
              setReceived(e.target.value);
              setError(undefined);
            }}
            testId="confirm-payment-total"
          />
          <FormAlert message={formError} testId="confirm-payment-error" />
        </Form>
      }
    />
  );
}
