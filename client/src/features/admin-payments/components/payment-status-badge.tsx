import { Badge } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { PaymentStatus } from '@app/shared';
import { labelOf } from '../../../lib/label-of';
import { statusMessages } from '../messages';

const TONE: Record<PaymentStatus, string> = { pending: 'warning', paid: 'success', expired: 'secondary', cancelled: 'danger' };

/** Pending (to act on), paid, expired or cancelled. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const intl = useIntl();
  const tone = TONE[status] ?? 'secondary';
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} data-status={status} data-testid="payment-status">
      {labelOf(intl, statusMessages, status)}
    </Badge>
  );
}
