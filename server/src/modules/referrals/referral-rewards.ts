/**
 * Referral coins (spec section 9). The invitee gets REFERRAL_INVITEE_BONUS when their e-mail is
 * verified (the referral completes in the verification's transaction); the referrer exchanges every
 * REFERRAL_PAIR_SIZE completed invitees for REFERRER_PAIR_BONUS. Both are ledger rows with ref keys
 * (`referral:<id>`, `referral-pair:<second id>`), so PostgreSQL refuses paying either twice.
 */
import type { EntityManager } from 'typeorm';
import { ErrorCode, REFERRAL_INVITEE_BONUS, REFERRAL_PAIR_SIZE, REFERRER_PAIR_BONUS, type ReferralExchangeDto } from '@app/shared';
import { AppError, notFoundUser } from '../../lib/errors';
import { postLedgerEntry } from '../../core/coins';
import { referralsRepository } from './referrals.repository';

/** Completes the invitee's pending referral, if any, and credits the invitee once. */
export async function completeReferralOf(m: EntityManager, inviteeId: number, at?: Date): Promise<void> {
  const done = await referralsRepository(m).complete(inviteeId, at ?? null);
  if (!done) return;
  await postLedgerEntry(m, {
    userId: inviteeId,
    type: 'referral_bonus',
    amount: REFERRAL_INVITEE_BONUS,
    notes: `referral:${done.id}`,
    refKey: `referral:${done.id}`,
    at,
  });
}

/** Turns the referrer's unexchanged completed invitees into coins, two at a time (400 when fewer than two). */
export async function exchangeReferralPairs(m: EntityManager, referrerId: number, now: Date, idempotencyKey?: string): Promise<ReferralExchangeDto> {
  // The referrer's row lock serializes their exchanges before the referrals are read.
  const repo = referralsRepository(m);
  const user = await repo.lockReferrer(referrerId);
  if (!user) throw notFoundUser();
  const open = await repo.unexchangedForUpdate(referrerId);
  const pairs = Math.floor(open.length / REFERRAL_PAIR_SIZE);
  if (pairs === 0) throw new AppError(ErrorCode.BAD_REQUEST, 'error.REFERRAL_NOTHING_TO_EXCHANGE');
  let balance = user.balance;
  for (let i = 0; i < pairs; i++) {
    const ids = open.slice(i * REFERRAL_PAIR_SIZE, (i + 1) * REFERRAL_PAIR_SIZE).map((r) => r.id);
    const entry = await postLedgerEntry(m, {
      userId: referrerId,
      type: 'referral_bonus',
      amount: REFERRER_PAIR_BONUS,
      notes: `referral-pair:${ids.join(',')}`,
      refKey: `referral-pair:${ids[ids.length - 1]}`,
      idempotencyKey,
      at: now,
    });
    await repo.markExchanged(ids, entry.entryId);
    balance = entry.balanceAfter;
  }
  return { exchanged_invitees: pairs * REFERRAL_PAIR_SIZE, points: pairs * REFERRER_PAIR_BONUS, balance };
}
