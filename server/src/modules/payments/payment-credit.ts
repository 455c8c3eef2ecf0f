/**
 * Turns a pending payment into coins, once: the payment row is locked and must still be pending, the
 * ledger row's ref key `payment:<id>` is unique, and the status change and the credit commit together.
 */
import type { EntityManager } from 'typeorm';
import { postLedgerEntry } from '../../core/coins';
import { paymentsRepository, type PaymentRow } from './payments.repository';

/** Answers the paid row, or null when the payment was no longer pending (already paid or closed). */
export async function creditPayment(
  m: EntityManager,
  payment: PaymentRow,
  c: { confirmedBy: number | null; at: Date; idempotencyKey?: string },
): Promise<PaymentRow | null> {
  if (payment.status !== 'pending') return null;
  const entry = await postLedgerEntry(m, {
    userId: payment.userId,
    type: 'deposit',
    amount: payment.coins,
    notes: `payment:${payment.id}:${payment.provider}`,
    actorId: c.confirmedBy,
    refKey: `payment:${payment.id}`,
    idempotencyKey: c.idempotencyKey,
    at: c.at,
  });
  return (await paymentsRepository(m).markPaid(payment.id, entry.entryId, c.confirmedBy, c.at)) ?? null;
}
