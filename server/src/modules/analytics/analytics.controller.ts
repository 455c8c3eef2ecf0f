import type { RequestHandler } from 'express';
import { ANALYTICS_DAYS_DEFAULT, type PagedDto } from '@app/shared';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { toTransactionLogDto, toTransactionLogUserDto } from './analytics.mapper';
import type { AnalyticsService, DailyReport } from './analytics.service';
import type { TransactionFilters } from './transaction-logs.repository';

/** The `/analysis` and `/today` handlers of one report. */
const report = <K extends string>(r: DailyReport<K>) => ({
  analysis: (async (req, res) => {
    res.json(await r.analysis(input<{ days?: number }>(req).days ?? ANALYTICS_DAYS_DEFAULT));
  }) as RequestHandler,
  today: (async (_req, res) => {
    res.json(await r.today());
  }) as RequestHandler,
});

function pagedList<R, D>(
  load: (f: TransactionFilters, p: ReturnType<typeof toPage>) => Promise<{ rows: R[]; total: number }>,
  toDto: (r: R) => D,
): RequestHandler {
  return async (req, res) => {
    const { page, per_page, ...filters } = input<PageInput & TransactionFilters>(req);
    const p = toPage({ page, per_page });
    const { rows, total } = await load({ ...filters, q: filters.q || undefined }, p);
    const body: PagedDto<D> = { data: rows.map(toDto), current_page: p.page, total };
    res.json(body);
  };
}

export function analyticsController(a: AnalyticsService) {
  return {
    userExams: report(a.userExams),
    transactions: report(a.transactions),
    orders: report(a.orders),
    transactionLogs: pagedList(a.transactionLogs.list, toTransactionLogDto),
    transactionLogUsers: pagedList(a.transactionLogs.users, toTransactionLogUserDto),
  };
}
export type AnalyticsController = ReturnType<typeof analyticsController>;
