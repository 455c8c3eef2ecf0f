/** Grading services bought with coins (spec section 4); pro pays 20% less and is graded first. */
import type { DataSource, EntityManager } from 'typeorm';
import {
  ErrorCode,
  GRADING_SERVICE_PRICES,
  gradingPrice,
  isPro,
  type GradingOrderDto,
  type GradingService,
  type TeacherGradingStatus,
} from '@app/shared';
import { AppError, notFoundUser } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';
import { ownFinishedAttempt } from './attempt-access';
import { postLedgerEntry } from './ledger';
import { iso, planHolder } from './wallet.mapper';
import { walletRepository } from './wallet.repository';

interface OrderRow {
  id: number;
  attempt_id: number;
  service: GradingService;
  price: number;
  list_price: number;
  priority: boolean;
  status: TeacherGradingStatus;
  created_at: Date;
}
const COLUMNS = 'id, attempt_id, service, price, list_price, priority, status, created_at';

const toDto = (r: OrderRow): GradingOrderDto => ({ ...r, created_at: iso(r.created_at)! });

/** One open order per attempt (409 GRADING_ALREADY_ORDERED); 402 point_is_not_enough without the coins. */
export async function orderGrading(
  m: EntityManager,
  userId: number,
  attemptId: number,
  service: GradingService,
  now: Date,
  idempotencyKey?: string,
): Promise<GradingOrderDto> {
  await ownFinishedAttempt(m, userId, attemptId);
  const state = await walletRepository(m).lockPlanState(userId);
  if (!state) throw notFoundUser();
  const open = await queryRows(m, `SELECT 1 FROM grading_orders WHERE attempt_id = $1 AND status <> 'cancelled'`, [attemptId]);
  if (open.length) throw new AppError(ErrorCode.CONFLICT, 'error.GRADING_ALREADY_ORDERED');
  const pro = isPro(planHolder(state), now);
  const price = gradingPrice(service, pro);
  const entry = await postLedgerEntry(m, {
    userId,
    type: 'purchase',
    amount: -price,
    notes: `grading:${service}:${attemptId}`,
    idempotencyKey,
    at: now,
  });
  const [row] = await queryRows<OrderRow>(
    m,
    `INSERT INTO grading_orders (attempt_id, user_id, service, list_price, price, priority, ledger_entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [attemptId, userId, service, GRADING_SERVICE_PRICES[service], price, pro, entry.entryId, now],
  );
  return toDto(row);
}

export async function listGradingOrders(db: DataSource | EntityManager, userId: number, page: Page) {
  const { rows, total } = await pagedRows<OrderRow>(
    db,
    { columns: COLUMNS, from: 'grading_orders', where: 'user_id = $1', params: [userId], orderBy: 'created_at DESC, id DESC' },
    page,
  );
  return { rows: rows.map(toDto), total };
}
