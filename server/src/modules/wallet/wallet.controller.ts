import type { RequestHandler } from 'express';
import type { GradingService, LedgerPageDto, PagedDto, GradingOrderDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { notFoundUser } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { listGradingOrders, orderGrading } from './grading-orders';
import { idempotentRoute } from '../../core/coins';
import { listPlans, purchasePlan } from './plans.service';
import { reportUnlockState, unlockReport } from './report-unlocks';
import { toLedgerEntryDto, toWalletDto } from './wallet.mapper';
import { walletRepository } from './wallet.repository';

export function walletController(ctx: Pick<AppContext, 'ds' | 'clock'>) {
  const { ds, clock } = ctx;
  const repo = walletRepository(ds);
  return {
    plans: (async (_req, res) => {
      res.json(await listPlans(ds.manager));
    }) as RequestHandler,

    wallet: (async (req, res) => {
      const state = await repo.planState(currentUser(req).id);
      if (!state) throw notFoundUser();
      res.json(toWalletDto(state, clock.now()));
    }) as RequestHandler,

    transactions: (async (req, res) => {
      const p = toPage({ page: input<{ page?: number }>(req).page });
      const { rows, total } = await repo.ledgerPage(currentUser(req).id, p);
      const body: LedgerPageDto = { data: rows.map(toLedgerEntryDto), current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,

    purchase: idempotentRoute<{ planId: number }>(ds, 'plan-purchase', async (m, { user, key, input: i }) => ({
      status: 201,
      body: await purchasePlan(m, user.id, i.planId, clock.now(), key),
    })),

    reportState: (async (req, res) => {
      res.json(await reportUnlockState(ds.manager, currentUser(req).id, input<{ attemptId: number }>(req).attemptId));
    }) as RequestHandler,

    unlockReport: idempotentRoute<{ attemptId: number }>(ds, 'report-unlock', async (m, { user, key, input: i }) => {
      const { created, dto } = await unlockReport(m, user.id, i.attemptId, clock.now(), key);
      return { status: created ? 201 : 200, body: dto };
    }),

    orderGrading: idempotentRoute<{ attempt_id: number; service: GradingService }>(ds, 'grading-order', async (m, { user, key, input: i }) => ({
      status: 201,
      body: await orderGrading(m, user.id, i.attempt_id, i.service, clock.now(), key),
    })),

    gradingOrders: (async (req, res) => {
      const p = toPage(input<{ page?: number; per_page?: number }>(req));
      const { rows, total } = await listGradingOrders(ds, currentUser(req).id, p);
      const body: PagedDto<GradingOrderDto> = { data: rows, current_page: p.page, total };
      res.json(body);
    }) as RequestHandler,
  };
}
export type WalletController = ReturnType<typeof walletController>;
