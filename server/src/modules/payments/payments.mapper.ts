import type { PaymentDto } from '@app/shared';
import { iso } from '../wallet/wallet.mapper';
import type { PaymentRow } from './payments.repository';

export function toPaymentDto(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    user_id: p.user_id,
    provider: p.provider,
    currency: p.currency,
    coins: p.coins,
    amount: p.amount,
    fee: p.fee,
    total: p.total,
    status: p.status,
    checkout_url: p.checkout_url,
    payment_code: p.payment_code,
    expires_at: iso(p.expires_at),
    confirmed_at: iso(p.confirmed_at),
    created_at: iso(p.created_at)!,
  };
}
