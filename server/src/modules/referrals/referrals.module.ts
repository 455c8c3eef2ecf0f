import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { referralsController } from './referrals.controller';
import { referralsRouter } from './referrals.routes';

/** Referral codes, invitees and the referrer's exchange of completed invitees for coins. */
export function referralsModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  return { router: referralsRouter(referralsController(ctx), requireAuth) };
}
