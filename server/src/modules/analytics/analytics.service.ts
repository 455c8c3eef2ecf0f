import type { DataSource } from 'typeorm';
import { BUSINESS_TIMEZONE, type AnalyticsDto } from '@app/shared';
import type { Clock } from '../../lib/clock';
import { addDays, businessDay } from '../../lib/business-day';
import { dailySeries, type DailyRow, type DailySource } from './daily-series.repository';
import { ordersSource, transactionsSource, userExamsSource } from './daily-sources.repository';
import { transactionLogsRepository } from './transaction-logs.repository';

/** The two reads of an analytics page: the complete days before today, and today so far. */
export interface DailyReport<K extends string> {
  analysis(days: number): Promise<AnalyticsDto<DailyRow<K>>>;
  today(): Promise<DailyRow<K>>;
}

/** Days are cut in GMT+8 and "today" comes from the app clock. */
function dailyReport<K extends string>(ds: DataSource, clock: Clock, source: DailySource<K>): DailyReport<K> {
  return {
    async analysis(days) {
      const today = businessDay(clock.now());
      return { timezone: BUSINESS_TIMEZONE, data: await dailySeries(ds, source, addDays(today, -days), addDays(today, -1)) };
    },
    async today() {
      const today = businessDay(clock.now());
      return (await dailySeries(ds, source, today, today))[0];
    },
  };
}

export function analyticsService(deps: { ds: DataSource; clock: Clock }) {
  const { ds, clock } = deps;
  return {
    userExams: dailyReport(ds, clock, userExamsSource),
    transactions: dailyReport(ds, clock, transactionsSource),
    orders: dailyReport(ds, clock, ordersSource),
    transactionLogs: transactionLogsRepository(ds),
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
