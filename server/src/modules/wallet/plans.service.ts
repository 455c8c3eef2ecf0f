/** Plans bought with coins; pro plans give the 'pro' role until their expiry (null: lifetime). */
import type { EntityManager } from 'typeorm';
import { ErrorCode, extendedExpiry, isPro, type PlanDto, type PlanPurchaseDto } from '@app/shared';
import { postLedgerEntry } from '../../core/coins';
import { iso } from '../../lib/dates';
import { AppError, notFound, notFoundUser } from '../../lib/errors';
import { userAccounts } from '../users';
import { toPlanDto } from './wallet.mapper';
import { walletRepository, type PlanRow, type PlanStateRow } from './wallet.repository';

/**
 * When the bought plan ends. A running plan of the same kind is extended from its end, so buying again
 * never loses paid days; lifetime pro cannot be extended (refused rather than charged for nothing).
 */
function expiryAfterPurchase(plan: PlanRow, state: PlanStateRow, now: Date): Date | null {
  if (plan.kind === 'pro') {
    const active = isPro(state, now);
    if (active && state.proExpiredAt === null) throw new AppError(ErrorCode.BAD_REQUEST, 'error.PLAN_ALREADY_LIFETIME');
    return extendedExpiry(active ? state.proExpiredAt : null, plan.durationMonths, now);
  }
  return extendedExpiry(state.satPlanExpiredAt, plan.durationMonths, now);
}

export async function listPlans(m: EntityManager): Promise<PlanDto[]> {
  return (await walletRepository(m).plans()).map(toPlanDto);
}

/** Charges the plan's price and applies it, in the caller's transaction (402 point_is_not_enough). */
export async function purchasePlan(m: EntityManager, userId: number, planId: number, now: Date, idempotencyKey?: string): Promise<PlanPurchaseDto> {
  const repo = walletRepository(m);
  const plan = await repo.plan(planId);
  if (!plan) throw notFound();
  if (plan.kind === 'free') throw new AppError(ErrorCode.BAD_REQUEST, 'error.PLAN_NOT_PURCHASABLE');
  const state = await repo.lockPlanState(userId);
  if (!state) throw notFoundUser();
  const expiresAt = expiryAfterPurchase(plan, state, now);
  const entry = await postLedgerEntry(m, { userId, type: 'purchase', amount: -plan.price, notes: `plan:${plan.code}`, idempotencyKey, at: now });
  const users = userAccounts(m);
  if (plan.kind === 'pro') await users.setPro(userId, expiresAt);
  else await users.setSatPlan(userId, expiresAt!);
  if (plan.reportAllowance > 0) await users.addReportAllowance(userId, plan.reportAllowance);
  const id = await repo.insertPurchase({ userId, planId, price: plan.price, entryId: entry.entryId, expiresAt, at: now });
  return { id, plan_id: plan.id, price: plan.price, expires_at: iso(expiresAt), balance: entry.balanceAfter, created_at: now.toISOString() };
}
