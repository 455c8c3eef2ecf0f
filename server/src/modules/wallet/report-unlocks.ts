/**
 * Score report unlocks (spec sections 6 and 8): once per attempt, paid with one plan allowance, else
 * pro's one free report, else SCORE_REPORT_PRICE coins. The PDF itself is served by the score report
 * capability, which calls `assertReportUnlocked` first.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, isPro, SCORE_REPORT_PRICE, type ReportUnlockDto, type ReportUnlockMethod } from '@app/shared';
import { postLedgerEntry } from '../../core/coins';
import { iso } from '../../lib/dates';
import { AppError, notFoundUser } from '../../lib/errors';
import { userAccounts } from '../users';
import { ownFinishedAttempt } from './attempt-access';
import { walletRepository } from './wallet.repository';

const findUnlock = (db: DataSource | EntityManager, attemptId: number) => walletRepository(db).unlockOf(attemptId);

/** 402 print_pdf_forbidden unless the attempt's report is unlocked. */
export async function assertReportUnlocked(db: DataSource | EntityManager, attemptId: number): Promise<void> {
  if (!(await findUnlock(db, attemptId))) throw new AppError(ErrorCode.PRINT_PDF_FORBIDDEN);
}

async function unlockDto(m: EntityManager, userId: number, attemptId: number): Promise<ReportUnlockDto> {
  const unlock = await findUnlock(m, attemptId);
  const state = await walletRepository(m).planState(userId);
  return {
    attempt_id: attemptId,
    unlocked: !!unlock,
    method: unlock?.method ?? null,
    unlocked_at: iso(unlock?.createdAt ?? null),
    balance: state.balance,
    report_allowance: state.reportAllowance,
  };
}

/** The caller's own attempt's unlock state. */
export async function reportUnlockState(m: EntityManager, userId: number, attemptId: number): Promise<ReportUnlockDto> {
  await ownFinishedAttempt(m, userId, attemptId);
  return unlockDto(m, userId, attemptId);
}

/** Unlocks in the caller's transaction; `created` is false when it already was (nothing charged). */
export async function unlockReport(
  m: EntityManager,
  userId: number,
  attemptId: number,
  now: Date,
  idempotencyKey?: string,
): Promise<{ created: boolean; dto: ReportUnlockDto }> {
  await ownFinishedAttempt(m, userId, attemptId);
  const repo = walletRepository(m);
  // The user's row lock serializes their unlocks: one allowance or free report is never spent twice.
  const state = await repo.lockPlanState(userId);
  if (!state) throw notFoundUser();
  if (await findUnlock(m, attemptId)) return { created: false, dto: await unlockDto(m, userId, attemptId) };

  let method: ReportUnlockMethod;
  let entryId: number | null = null;
  if (state.reportAllowance > 0) {
    method = 'allowance';
    await userAccounts(m).addReportAllowance(userId, -1);
  } else if (isPro(state, now) && !state.proFreeUsed) {
    method = 'pro_free';
  } else {
    method = 'coins';
    const entry = await postLedgerEntry(m, {
      userId,
      type: 'purchase',
      amount: -SCORE_REPORT_PRICE,
      notes: `report:${attemptId}`,
      idempotencyKey,
      at: now,
    });
    entryId = entry.entryId;
  }
  await repo.insertUnlock({ attemptId, userId, method, entryId, at: now });
  return { created: true, dto: await unlockDto(m, userId, attemptId) };
}
