/** Gives back one spending row (a purchase or a class test), at most once per row: the refund's ref key is the row's. */
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { postLedgerEntry, type LedgerResult } from './ledger';

const REFUNDABLE = ['purchase', 'test'];

export async function refundEntry(
  m: EntityManager,
  r: { entryId: number; actorId?: number | null; notes?: string; at?: Date },
): Promise<LedgerResult> {
  const [entry] = await queryRows<{ userId: number; type: string; amount: number }>(
    m,
    `SELECT user_id AS "userId", type, amount FROM ledger_entries WHERE id = $1`,
    [r.entryId],
  );
  if (!entry) throw notFound();
  if (!REFUNDABLE.includes(entry.type)) throw new AppError(ErrorCode.BAD_REQUEST, 'error.NOT_REFUNDABLE');
  return postLedgerEntry(m, {
    userId: entry.userId,
    type: 'refund',
    amount: -entry.amount,
    notes: r.notes ?? `refund:${r.entryId}`,
    actorId: r.actorId,
    refKey: `refund-of:${r.entryId}`,
    at: r.at,
  });
}
