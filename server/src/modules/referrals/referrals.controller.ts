import type { RequestHandler } from 'express';
import { REFERRAL_PAIR_SIZE, REFERRER_PAIR_BONUS, type ReferralCheckDto, type ReferralCodeDto, type ReferralPageDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { idempotentRoute } from '../../core/coins';
import { usableReferralCode } from './referral-codes';
import { exchangeReferralPairs } from './referral-rewards';
import { toReferralDto } from './referrals.mapper';
import { referralsRepository } from './referrals.repository';

export function referralsController(ctx: Pick<AppContext, 'ds' | 'clock'>) {
  const { ds, clock } = ctx;
  const repo = referralsRepository(ds);
  return {
    myCode: (async (req, res) => {
      const userId = currentUser(req).id;
      const [code, used, counts] = await Promise.all([repo.codeOf(userId), repo.usedCodeOf(userId), repo.counts(userId)]);
      const body: ReferralCodeDto = {
        referral_code: code,
        used_code: used,
        pending_count: counts.pending,
        completed_count: counts.completed,
        unexchanged_count: counts.unexchanged,
        exchangeable_points: Math.floor(counts.unexchanged / REFERRAL_PAIR_SIZE) * REFERRER_PAIR_BONUS,
      };
      res.json(body);
    }) as RequestHandler,

    /** Anonymous (the registration form) or logged in (then also not one's own, not a second one). */
    check: (async (req, res) => {
      const usable = await usableReferralCode(ds, input<{ referral_code: string }>(req).referral_code, req.user?.id);
      const body: ReferralCheckDto = { valid: true, referrer_username: usable.referrerUsername };
      res.json(body);
    }) as RequestHandler,

    used: (async (req, res) => {
      const p = toPage(input<PageInput>(req));
      const { rows, total } = await repo.page(currentUser(req).id, p);
      const body: ReferralPageDto = { data: rows.map(toReferralDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    exchange: idempotentRoute(ds, 'referral-exchange', async (m, { user, key }) => ({
      status: 201,
      body: await exchangeReferralPairs(m, user.id, clock.now(), key),
    })),
  };
}
export type ReferralsController = ReturnType<typeof referralsController>;
