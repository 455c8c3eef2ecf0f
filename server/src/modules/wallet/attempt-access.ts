import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { walletRepository } from './wallet.repository';

/**
 * The caller's own finished attempt, or the refusal: 404 unknown, 403 someone else's (admins too:
 * unlocking or ordering charges the taker's wallet), 400 REPORT_NOT_READY before it is finished.
 */
export async function ownFinishedAttempt(m: EntityManager, userId: number, attemptId: number): Promise<{ id: number }> {
  const a = await walletRepository(m).attempt(attemptId);
  if (!a) throw notFound();
  if (a.userId !== userId) throw forbidden();
  if (a.status !== 'finished') throw new AppError(ErrorCode.BAD_REQUEST, 'error.REPORT_NOT_READY');
  return { id: a.id };
}
