/** Payment rows: raw SQL, in the caller's transaction when given its manager. */
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentCurrency, PaymentProvider, PaymentStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

export interface PaymentRow {
  id: number;
  user_id: number;
  provider: PaymentProvider;
  currency: PaymentCurrency;
  coins: number;
  amount: number;
  fee: number;
  total: number;
  status: PaymentStatus;
  external_id: string | null;
  checkout_url: string | null;
  payment_code: string | null;
  expires_at: Date | null;
  confirmed_at: Date | null;
  created_at: Date;
}

export interface NewPayment {
  userId: number;
  provider: PaymentProvider;
  currency: PaymentCurrency;
  coins: number;
  amount: number;
  fee: number;
  total: number;
  at: Date;
}

export interface PaymentFilters {
  userId?: number;
  status?: PaymentStatus;
}

const COLUMNS = `id, user_id, provider, currency, coins, amount, fee, total, status, external_id, checkout_url, payment_code,
                 expires_at, confirmed_at, created_at`;

export function paymentsRepository(db: DataSource | EntityManager) {
  const one = async (sql: string, params: unknown[]) => (await queryRows<PaymentRow>(db, sql, params))[0];
  return {
    insert: (p: NewPayment) =>
      one(
        `INSERT INTO payments (user_id, provider, currency, coins, amount, fee, total, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [p.userId, p.provider, p.currency, p.coins, p.amount, p.fee, p.total, p.at],
      ),
    /** What the provider answered when the payment started (checkout link, counter code, deadline). */
    setStarted: (id: number, s: { externalId?: string; checkoutUrl?: string; paymentCode?: string; expiresAt?: Date | null }) =>
      one(`UPDATE payments SET external_id = $2, checkout_url = $3, payment_code = $4, expires_at = $5 WHERE id = $1 RETURNING ${COLUMNS}`, [
        id,
        s.externalId ?? null,
        s.checkoutUrl ?? null,
        s.paymentCode ?? null,
        s.expiresAt ?? null,
      ]),
    find: (id: number) => one(`SELECT ${COLUMNS} FROM payments WHERE id = $1`, [id]),
    /** The row locked until the transaction ends: confirmations and expiry of one payment serialize. */
    lock: (id: number) => one(`SELECT ${COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [id]),
    lockByExternalId: (externalId: string) => one(`SELECT ${COLUMNS} FROM payments WHERE external_id = $1 FOR UPDATE`, [externalId]),
    markPaid: (id: number, entryId: number, by: number | null, at: Date) =>
      one(
        `UPDATE payments SET status = 'paid', ledger_entry_id = $2, confirmed_by = $3, confirmed_at = $4
          WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
        [id, entryId, by, at],
      ),
    markClosed: (id: number, status: 'expired' | 'cancelled') =>
      db.query(`UPDATE payments SET status = $2 WHERE id = $1 AND status = 'pending'`, [id, status]),
    /** Pending payments whose deadline passed, closed as expired; answers their ids. */
    expireDue: async (now: Date) =>
      (
        await queryRows<{ id: number }>(
          db,
          `UPDATE payments SET status = 'expired' WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= $1 RETURNING id`,
          [now],
        )
      ).map((r) => r.id),
    page: (f: PaymentFilters, page: Page) => {
      const where: string[] = [];
      const params: unknown[] = [];
      if (f.userId !== undefined) where.push(`user_id = $${params.push(f.userId)}`);
      if (f.status !== undefined) where.push(`status = $${params.push(f.status)}`);
      return pagedRows<PaymentRow>(
        db,
        { columns: COLUMNS, from: 'payments', where: where.join(' AND ') || 'true', params, orderBy: 'created_at DESC, id DESC' },
        page,
      );
    },
  };
}
