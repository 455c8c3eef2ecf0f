/**
 * GET /results/{attemptId}/pdf: who may have the score report PDF, and when it exists. Whoever may read the
 * result sees it (readResult: the taker, admins, teachers and company-admins who see the attempt; 404 for
 * everyone else, as for an unknown attempt); it must be unlocked by the taker (402 print_pdf_forbidden, the
 * wallet's rule) and graded (409 while grading). A stored file is served as it
 * is; otherwise the render job is queued and the request waits a few seconds for the file to appear.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { ErrorCode, type Locale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { Caller } from '../../core/access';
import { readResult } from '../results';
import { assertReportUnlocked } from '../wallet';
import { reportsRepository, type ReportFileKey } from './reports.repository';

export interface ReportsOptions {
  /** How long a request waits for a render it queued before answering 202 (ms). */
  waitMs: number;
}

/** Enough for a Chinese report (embedding the CJK font) on a busy worker; well inside the client's 20 s. */
export const DEFAULT_REPORTS_OPTIONS: ReportsOptions = { waitMs: 5000 };

export type PdfAnswer = { kind: 'file'; bytes: Buffer; filename: string } | { kind: 'rendering' };

const FIRST_POLL_MS = 40;
const MAX_POLL_MS = 250;

export function reportsService(deps: { ds: DataSource; queue: JobQueue }, options: ReportsOptions) {
  const repo = reportsRepository(deps.ds);

  /**
   * Polls the store: the same code for the inline queue (the job runs in this process) and BullMQ (a
   * worker elsewhere). Request time is wall time, not the app clock: tests that stop the clock still wait.
   */
  async function waitForFile(key: ReportFileKey): Promise<Buffer | null> {
    const deadline = performance.now() + options.waitMs;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
      const bytes = await repo.find(key);
      if (bytes) return bytes;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await sleep(Math.min(pause, left));
    }
  }

  return {
    async pdf(caller: Caller, attemptId: number, locale: Locale, tenant: string): Promise<PdfAnswer> {
      const result = await readResult(deps.ds, caller, attemptId);
      await assertReportUnlocked(deps.ds, attemptId);
      if (result.status !== 'graded' || !result.gradedAt) throw new AppError(ErrorCode.CONFLICT, 'error.REPORT_GRADING');

      const key: ReportFileKey = { attemptId, locale, tenant, gradedAt: result.gradedAt };
      let bytes = await repo.find(key);
      if (!bytes) {
        await deps.queue.enqueue('render-report-pdf', { attemptId, locale, tenant });
        bytes = await waitForFile(key);
      }
      return bytes ? { kind: 'file', bytes, filename: `${t(locale, 'reports.pdf.filename')}-${attemptId}.pdf` } : { kind: 'rendering' };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
