/** Payment rows: raw SQL, in the caller's transaction when given its manager. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPaymentDto, PaymentCurrency, PaymentProvider, PaymentStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

export interface PaymentRow {
  /** Pages only: who paid (the admin list names them). */
  payer?: AdminPaymentDto['payer'];
  id: number;
  userId: number;
  provider: PaymentProvider;
  currency: PaymentCurrency;
  coins: number;
  amount: number;
  fee: number;
  total: number;
  status: PaymentStatus;
  externalId: string | null;
  checkoutUrl: string | null;
  paymentCode: string | null;
  expiresAt: Date | null;
  confirmedAt: Date | null;
  createdAt: Date;
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

const COLUMNS = `id, user_id AS "userId", provider, currency, coins, amount, fee, total, status, external_id AS "externalId",
                 checkout_url AS "checkoutUrl", payment_code AS "paymentCode", expires_at AS "expiresAt", confirmed_at AS "confirmedAt",
                 created_at AS "createdAt"`;

/** Stripe's events, each recorded once by its id: a replay finds it and does nothing. */
export function webhookEventsRepository(db: DataSource | EntityManager) {
  return {
    /** Records the event as being processed; false when it was recorded before. */
    async claim(eventId: string, type: string, at: Date): Promise<boolean> {
      const rows = await queryRows(
        db,
        `INSERT INTO webhook_events (provider, event_id, type, outcome, received_at) VALUES ('stripe', $1, $2, 'processing', $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [eventId, type, at],
      );
      return rows.length > 0;
    },

    async setOutcome(eventId: string, outcome: string, paymentId: number | null): Promise<void> {
      await db.query(`UPDATE webhook_events SET outcome = $2, payment_id = $3 WHERE provider = 'stripe' AND event_id = $1`, [
        eventId,
        outcome,
        paymentId,
      ]);
    },
  };
}

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
        {
          columns: `${COLUMNS}, (SELECT json_build_object('id', u.id, 'username', u.username, 'first_name', u.first_name,
                      'last_name', u.last_name, 'email', u.email) FROM users u WHERE u.id = payments.user_id) AS payer`,
          from: 'payments',
          where: where.join(' AND ') || 'true',
          params,
          orderBy: 'created_at DESC, id DESC',
        },
        page,
      );
    },
  };
}
