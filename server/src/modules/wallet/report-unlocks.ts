/**
 * Score report unlocks (spec sections 6 and 8): once per attempt, paid with one plan allowance, else
 * pro's one free report, else SCORE_REPORT_PRICE coins. The PDF itself is served by the score report
 * capability, which calls `assertReportUnlocked` first.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, isPro, SCORE_REPORT_PRICE, type ReportUnlockDto, type ReportUnlockMethod } from '@app/shared';
import { AppError, notFoundUser } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { ownFinishedAttempt } from './attempt-access';
import { postLedgerEntry } from './ledger';
import { iso, planHolder } from './wallet.mapper';
import { walletRepository } from './wallet.repository';

interface UnlockRow {
  method: ReportUnlockMethod;
  created_at: Date;
}

const findUnlock = async (db: DataSource | EntityManager, attemptId: number) =>
  (await queryRows<UnlockRow>(db, `SELECT method, created_at FROM report_unlocks WHERE attempt_id = $1`, [attemptId]))[0];

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
    unlocked_at: iso(unlock?.created_at ?? null),
    balance: state.balance,
    report_allowance: state.report_allowance,
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
  if (state.report_allowance > 0) {
    method = 'allowance';
    await repo.addReportAllowance(userId, -1);
  } else if (isPro(planHolder(state), now) && !state.pro_free_used) {
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
  await m.query(`INSERT INTO report_unlocks (attempt_id, user_id, method, ledger_entry_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [
    attemptId,
    userId,
    method,
    entryId,
    now,
  ]);
  return { created: true, dto: await unlockDto(m, userId, attemptId) };
}
