import { Button, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AdminPaymentDto, PaymentDto } from '@app/shared';
import { displayName } from '../../../lib/user-name';
import { Th } from '../../../components/lists/paged-card';
import { labelOf } from '../../../lib/label-of';
import { ADMIN_USER_PATHS } from '../../admin-users';
import { providerMessages, formatMoney } from '../../wallet';
import { canConfirm } from '../manual';
import { tableMessages as m } from '../messages';
import { PaymentStatusBadge } from './payment-status-badge';

const when = (iso: string | null) => (iso ? <FormattedDate value={iso} dateStyle="medium" timeStyle="short" /> : '—');

export interface PaymentsTableProps {
  rows: readonly AdminPaymentDto[];
  now: Date;
  onConfirm: (payment: PaymentDto) => void;
}

/** One row per deposit; manual deposits still pending carry the "Confirm payment" button. */
export function PaymentsTable({ rows, now, onConfirm }: PaymentsTableProps) {
  const intl = useIntl();
  return (
    <Table responsive hover size="sm" className="mb-0 align-middle" data-testid="payments-table">
      <thead>
        <tr>
          <Th>
            <FormattedMessage {...m.colId} />
          </Th>
          <Th>
            <FormattedMessage {...m.colUser} />
          </Th>
          <Th>
            <FormattedMessage {...m.colProvider} />
          </Th>
          <Th className="text-end">
            <FormattedMessage {...m.colAmount} />
          </Th>
          <Th className="text-end">
            <FormattedMessage {...m.colCoins} />
          </Th>
          <Th>
            <FormattedMessage {...m.colCreated} />
          </Th>
          <Th>
            <FormattedMessage {...m.colExpires} />
          </Th>
          <Th>
            <FormattedMessage {...m.colStatus} />
          </Th>
          <Th>
            <span className="visually-hidden">
              <FormattedMessage {...m.colActions} />
            </span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} data-testid={`payment-row-${p.id}`}>
            <td className="text-nowrap">#{p.id}</td>
            <td>
              {/* Who paid by name, with the e-mail to tell namesakes apart; the id only when the account is gone. */}
              <Link to={ADMIN_USER_PATHS.user(p.user_id)} data-testid="payment-payer">
                {p.payer ? displayName(p.payer) : <FormattedMessage {...m.user} values={{ id: p.user_id }} />}
              </Link>
              {p.payer && (
                <div className="small text-body-secondary text-break" data-testid="payment-payer-email">
                  {p.payer.email}
                </div>
              )}
            </td>
            <td className="small">
              {labelOf(intl, providerMessages, p.provider)}
              {p.payment_code && (
                <div className="text-body-secondary">
                  <FormattedMessage {...m.storeCode} values={{ code: p.payment_code }} />
                </div>
              )}
            </td>
            <td className="text-end text-nowrap fw-semibold">{formatMoney(intl, p.total, p.currency)}</td>
            <td className="text-end">
              <FormattedNumber value={p.coins} />
            </td>
            <td className="small text-body-secondary text-nowrap">{when(p.created_at)}</td>
            <td className="small text-body-secondary text-nowrap">{when(p.expires_at)}</td>
            <td>
              <PaymentStatusBadge status={p.status} />
            </td>
            <td className="text-end">
              {canConfirm(p, now) && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="text-nowrap"
                  onClick={() => onConfirm(p)}
                  data-testid={`payment-confirm-${p.id}`}
                >
                  <FormattedMessage {...m.confirm} />
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
