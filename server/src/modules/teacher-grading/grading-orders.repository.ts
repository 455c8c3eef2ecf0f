/**
 * The grading orders as their buyer sees them: placed with the coins paid (the wallet charges them), one
 * open order per attempt. This module owns the table; the wallet sells through these functions.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { GradingService, TeacherGradingStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

export interface PurchasedOrderRow {
  id: number;
  attemptId: number;
  service: GradingService;
  price: number;
  listPrice: number;
  priority: boolean;
  status: TeacherGradingStatus;
  createdAt: Date;
}

export interface NewGradingOrder {
  attemptId: number;
  userId: number;
  service: GradingService;
  listPrice: number;
  price: number;
  /** Pro's orders go to the front of the graders' queue. */
  priority: boolean;
  ledgerEntryId: number;
  at: Date;
}

const COLUMNS = `id, attempt_id AS "attemptId", service, price, list_price AS "listPrice", priority, status, created_at AS "createdAt"`;

export async function hasOpenGradingOrder(db: Db, attemptId: number): Promise<boolean> {
  return (await queryRows(db, `SELECT 1 FROM grading_orders WHERE attempt_id = $1 AND status <> 'cancelled'`, [attemptId])).length > 0;
}

/** A pending order in the graders' queue. */
export async function placeGradingOrder(db: Db, o: NewGradingOrder): Promise<PurchasedOrderRow> {
  const rows = await queryRows<PurchasedOrderRow>(
    db,
    `INSERT INTO grading_orders (attempt_id, user_id, service, list_price, price, priority, ledger_entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [o.attemptId, o.userId, o.service, o.listPrice, o.price, o.priority, o.ledgerEntryId, o.at],
  );
  return rows[0];
}

/** A buyer's orders, newest first. */
export function gradingOrdersOf(db: Db, userId: number, page: Page): Promise<{ rows: PurchasedOrderRow[]; total: number }> {
  return pagedRows(
    db,
    { columns: COLUMNS, from: 'grading_orders', where: 'user_id = $1', params: [userId], orderBy: 'created_at DESC, id DESC' },
    page,
  );
}
