import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { walletController } from './wallet.controller';
import { walletRouter } from './wallet.routes';

/**
 * Coins: plans, the wallet and its ledger, score report unlocks and grading orders. Other modules use
 * the ledger API directly (ledger.ts, class-tests.ts, refunds.ts, plan-limits.ts).
 */
export function walletModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  return { router: walletRouter(walletController(ctx), requireAuth) };
}
