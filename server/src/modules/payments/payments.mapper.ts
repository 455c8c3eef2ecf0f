import type { AdminPaymentDto, PaymentDto } from '@app/shared';
import { iso } from '../../lib/dates';
import type { PaymentRow } from './payments.repository';

export function toPaymentDto(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    user_id: p.userId,
    provider: p.provider,
    currency: p.currency,
    coins: p.coins,
    amount: p.amount,
    fee: p.fee,
    total: p.total,
    status: p.status,
    checkout_url: p.checkoutUrl,
    payment_code: p.paymentCode,
    expires_at: iso(p.expiresAt),
    confirmed_at: iso(p.confirmedAt),
    created_at: iso(p.createdAt)!,
  };
}

/** The admin list's row: the payment and who paid. */
export const toAdminPaymentDto = (p: PaymentRow): AdminPaymentDto => ({ ...toPaymentDto(p), payer: p.payer ?? null });
