/** What the test runner's daily limit check reads: the user's plan fields, through @app/shared dailyLimitOf. */
import type { DataSource, EntityManager } from 'typeorm';
import { dailyLimitOf, type DailyLimits } from '@app/shared';
import { notFoundUser } from '../../lib/errors';
import { planHolder } from './wallet.mapper';
import { walletRepository } from './wallet.repository';

export async function dailyLimitsFor(db: DataSource | EntityManager, userId: number, now: Date): Promise<DailyLimits> {
  const state = await walletRepository(db).planState(userId);
  if (!state) throw notFoundUser();
  return dailyLimitOf(planHolder(state), now);
}
