/**
 * What verifying an e-mail pays, run by the verification in its own transaction: the one e-mail
 * reward (ref key `email-verification`, unique per user in PostgreSQL) and the completion of the
 * user's pending referral with the invitee's bonus.
 */
import type { EntityManager } from 'typeorm';
import { EMAIL_VERIFICATION_REWARD } from '@app/shared';
import { completeReferralOf } from '../referrals';
import { EMAIL_REWARD_REF, postLedgerEntry } from '../../core/coins';

export async function rewardEmailVerification(m: EntityManager, userId: number, at?: Date): Promise<void> {
  await postLedgerEntry(m, {
    userId,
    type: 'email_verification_reward',
    amount: EMAIL_VERIFICATION_REWARD,
    notes: EMAIL_REWARD_REF,
    refKey: EMAIL_REWARD_REF,
    at,
  });
  await completeReferralOf(m, userId, at);
}
