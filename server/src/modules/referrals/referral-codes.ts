/**
 * Whether a referral code may be used (spec section 8 "invalid referral invitee"): it must belong to
 * someone, not to the caller, and the caller must not have used one already. Refusals are 422s on
 * `referral_code`, so the registration form shows them next to the field.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { fieldError } from '../../lib/errors';
import { normalizeCode, referralsRepository } from './referrals.repository';

export interface UsableCode {
  code: string;
  referrerId: number;
  referrerUsername: string;
}

export async function usableReferralCode(db: DataSource | EntityManager, raw: string, callerId?: number): Promise<UsableCode> {
  const repo = referralsRepository(db);
  const code = normalizeCode(raw);
  const owner = /^[A-Z0-9]{8}$/.test(code) ? await repo.ownerOf(code) : undefined;
  if (!owner) throw fieldError({ referral_code: 'validation.referral_code.invalid' });
  if (callerId !== undefined) {
    if (owner.userId === callerId) throw fieldError({ referral_code: 'validation.referral_code.own' });
    if (await repo.usedCodeOf(callerId)) throw fieldError({ referral_code: 'validation.referral_code.used' });
  }
  return { code, referrerId: owner.userId, referrerUsername: owner.username };
}

/**
 * Registration's two steps: before the account exists, the code is checked (422 on referral_code);
 * once it exists, the pending referral is recorded. A blank code is no referral.
 */
export async function referralForRegistration(ds: DataSource, raw: string | undefined): Promise<UsableCode | null> {
  return raw?.trim() ? usableReferralCode(ds, raw) : null;
}

export async function recordPendingReferral(ds: DataSource, referral: UsableCode | null, inviteeId: number): Promise<void> {
  if (referral) await referralsRepository(ds).insertPending(referral.referrerId, inviteeId, referral.code);
}
