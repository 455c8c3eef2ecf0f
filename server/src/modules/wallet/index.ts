/**
 * The wallet: plans bought with coins, the balance and its ledger page, score report unlocks and grading
 * orders, and what verifying an e-mail pays. Coins themselves move only through core/coins.
 */
import type { AppModule } from '../../core/app-module';
import { walletController } from './wallet.controller';
import { walletOpenApi } from './wallet.openapi';
import { walletRouter } from './wallet.routes';

export { assertReportUnlocked, reportUnlockState, unlockReport } from './report-unlocks';
export { rewardEmailVerification } from './email-verified';

export const walletModule: AppModule = {
  name: 'wallet',
  router: (ctx, { requireAuth }) => walletRouter(walletController(ctx), requireAuth),
  openapi: walletOpenApi,
};
