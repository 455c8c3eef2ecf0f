/** Grading services bought with coins (spec section 4); pro pays 20% less and is graded first. The orders are teacher-grading's. */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, GRADING_SERVICE_PRICES, gradingPrice, gradingServicesFor, isPro, type GradingOrderDto, type GradingService } from '@app/shared';
import { postLedgerEntry } from '../../core/coins';
import { AppError, fieldError, notFoundUser } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { attemptMachineScored, gradingOrdersOf, hasOpenGradingOrder, placeGradingOrder } from '../teacher-grading';
import { ownFinishedAttempt } from './attempt-access';
import { toGradingOrderDto } from './wallet.mapper';
import { walletRepository } from './wallet.repository';

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
  // A machine-scored test has its score: "score only" would put a teacher's number beside it (item 13).
  if (!gradingServicesFor(await attemptMachineScored(m, attemptId)).includes(service))
    throw fieldError({ service: 'teacherGrading.validation.serviceMachineScored' });
  const repo = walletRepository(m);
  const state = await repo.lockPlanState(userId);
  if (!state) throw notFoundUser();
  if (await hasOpenGradingOrder(m, attemptId)) throw new AppError(ErrorCode.CONFLICT, 'error.GRADING_ALREADY_ORDERED');
  const pro = isPro(state, now);
  const price = gradingPrice(service, pro);
  const entry = await postLedgerEntry(m, {
    userId,
    type: 'purchase',
    amount: -price,
    notes: `grading:${service}:${attemptId}`,
    idempotencyKey,
    at: now,
  });
  const row = await placeGradingOrder(m, {
    attemptId,
    userId,
    service,
    listPrice: GRADING_SERVICE_PRICES[service],
    price,
    priority: pro,
    ledgerEntryId: entry.entryId,
    at: now,
  });
  return toGradingOrderDto(row);
}

export async function listGradingOrders(db: DataSource | EntityManager, userId: number, page: Page) {
  const { rows, total } = await gradingOrdersOf(db, userId, page);
  return { rows: rows.map(toGradingOrderDto), total };
}
