import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';

/**
 * The caller's own finished attempt, or the refusal: 404 unknown, 403 someone else's (admins too:
 * unlocking or ordering charges the taker's wallet), 400 REPORT_NOT_READY before it is finished.
 */
export async function ownFinishedAttempt(m: EntityManager, userId: number, attemptId: number): Promise<{ id: number }> {
  const [a] = await queryRows<{ id: number; user_id: number; status: string }>(m, `SELECT id, user_id, status FROM attempts WHERE id = $1`, [
    attemptId,
  ]);
  if (!a) throw notFound();
  if (a.user_id !== userId) throw forbidden();
  if (a.status !== 'finished') throw new AppError(ErrorCode.BAD_REQUEST, 'error.REPORT_NOT_READY');
  return { id: a.id };
}
