/**
 * Who may start another attempt (spec section 6): a take limit per test (restarts count), and for free
 * members a daily allowance per category on the calendar day of their own timezone (restarts do not
 * count). Pro members, super-admins and holders of an unlimited grant have no daily allowance.
 */
import {
  ATTEMPT_TAKE_LIMIT,
  ErrorCode,
  FREE_DAILY_FULL_TESTS,
  FREE_DAILY_SECTION_PRACTICES,
  hasAnyRole,
  Role,
  type AttemptTargetType,
} from '@app/shared';
import { AppError } from '../../lib/errors';
import { isContentAdmin } from '../questions/authoring';
import { categoryOf } from './attempt-plan';
import type { AttemptsRepository, TakerRecord } from './attempts.repository';

export const DAILY_ALLOWANCE = { full: FREE_DAILY_FULL_TESTS, section: FREE_DAILY_SECTION_PRACTICES } as const;

export const hasUnlimitedPlan = (t: TakerRecord): boolean => t.unlimitedGrant || hasAnyRole(t.roles, [Role.Pro, Role.SuperAdmin]);

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
): Promise<void> {
  if (!isContentAdmin({ id: userId, roles: taker.roles as Role[] }) && (await repo.takes(userId, type, targetId)) >= ATTEMPT_TAKE_LIMIT)
    throw new AppError(ErrorCode.TAKEN_OVER_3_EXAM);
  if (restart || hasUnlimitedPlan(taker)) return;
  const category = categoryOf(type);
  if ((await repo.startedOn(userId, taker.localDay, category)) >= DAILY_ALLOWANCE[category]) throw new AppError(ErrorCode.EXCEEDED_TEST);
}
