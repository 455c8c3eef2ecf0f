/**
 * The 'render-report-pdf' job: renders one score report and stores it. Runs in the worker (BullMQ) or
 * after the request (inline), never inside the request that asked for it. Idempotent: a report already
 * stored, or a result that is not graded (yet), is left alone.
 */
import type { DataSource } from 'typeorm';
import type { RenderReportPayload } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { loadResult } from '../results';
import { brandOf } from '../tenants';
import { reportTheme } from './report-theme';
import { reportsRepository } from './reports.repository';
import { renderScoreReport } from './score-report.renderer';

export function renderReportJob(deps: { ds: DataSource; clock: Clock; logger?: Logger }) {
  const repo = reportsRepository(deps.ds);
  return async ({ attemptId, locale, tenant }: RenderReportPayload): Promise<void> => {
    const result = await loadResult(deps.ds, attemptId);
    if (!result || result.status !== 'graded' || !result.gradedAt) return;
    const key = { attemptId, locale, tenant, gradedAt: result.gradedAt };
    if (await repo.exists(key)) return;
    const taker = await repo.taker(result.userId);
    const pdf = await renderScoreReport(result, {
      locale,
      theme: reportTheme(brandOf(tenant)),
      taker: taker?.name ?? '',
      timeZone: taker?.timezone,
      warn: (message, details) => deps.logger?.warn(details, message),
    });
    await repo.save(key, pdf, deps.clock.now());
  };
}
