/**
 * The grading orders as their buyer sees them: placed with the coins paid (the wallet charges them), one
 * open order per attempt. This module owns the table; the wallet sells through these functions.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { isMachineScored, type GradingService, type TeacherGradingStatus } from '@app/shared';
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

/** The attempt's questions with their types (the questions of the modules it was given). */
export async function attemptQuestionTypes(db: Db, attemptId: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; type: string }>(
    db,
    `SELECT DISTINCT pq.question_id AS id, q.type FROM attempt_modules m
       JOIN practice_questions pq ON pq.practice_id = m.practice_id JOIN questions q ON q.id = pq.question_id
      WHERE m.attempt_id = $1`,
    [attemptId],
  );
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** Whether every question of the attempt is machine-scored: then a teacher reviews it and gives no score. */
export async function attemptMachineScored(db: Db, attemptId: number): Promise<boolean> {
  return isMachineScored((await attemptQuestionTypes(db, attemptId)).values());
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
