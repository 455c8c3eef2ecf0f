/** Referral codes, invitees and the referrer's exchange of completed invitees for coins (spec section 9). */
import type { AppModule } from '../../core/app-module';
import { referralsController } from './referrals.controller';
import { referralsOpenApi } from './referrals.openapi';
import { referralsRouter } from './referrals.routes';

export { recordPendingReferral, referralForRegistration, usableReferralCode } from './referral-codes';
export { completeReferralOf } from './referral-rewards';

export const referralsModule: AppModule = {
  name: 'referrals',
  router: (ctx, { requireAuth }) => referralsRouter(referralsController(ctx), requireAuth),
  openapi: referralsOpenApi,
};
