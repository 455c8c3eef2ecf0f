/**
 * Who may start another attempt (spec section 6): a take limit per test (restarts count), and for free
 * members a daily allowance per category on the calendar day of their own timezone (restarts do not
 * count). Pro members (until their expiry), super-admins and holders of an unlimited grant have no daily allowance.
 */
import { ATTEMPT_TAKE_LIMIT, dailyLimitOf, ErrorCode, type AttemptTargetType } from '@app/shared';
import { AppError } from '../../lib/errors';
import { isContentAdmin } from '../../core/access';
import { TEST_TARGETS } from '../../core/test-targets';
import type { AttemptsRepository, TakerRecord } from './attempts.repository';

/**
 * Throws TAKEN_OVER_3_EXAM or exceeded_test. Content admins take their tests without a take limit (they
 * check the content they publish).
 */
export async function checkStartLimits(
  repo: AttemptsRepository,
  userId: number,
  taker: TakerRecord,
  type: AttemptTargetType,
  targetId: number,
  restart: boolean,
  now: Date,
): Promise<void> {
  if (!isContentAdmin(taker) && (await repo.takes(userId, type, targetId)) >= ATTEMPT_TAKE_LIMIT) throw new AppError(ErrorCode.TAKEN_OVER_3_EXAM);
  if (restart) return;
  // The plan rules (pro and its expiry, the SAT plan's 3 a day, an admin's unlimited grant) are the wallet's.
  const category = TEST_TARGETS[type].category;
  const allowance = dailyLimitOf(taker, now)[category];
  if (allowance !== null && (await repo.startedOn(userId, taker.localDay, category)) >= allowance) throw new AppError(ErrorCode.EXCEEDED_TEST);
}
