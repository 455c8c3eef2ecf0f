import type { RequestHandler } from 'express';
import { REPORT_RENDERING_STATUS, type Locale, type ReportRenderingDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { t } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { input } from '../../lib/validate';
import type { ReportsService } from './reports.service';

/** A render still running after the wait: the client asks again after this many seconds. */
const RETRY_AFTER_SECONDS = 2;

export function reportsController(reports: ReportsService) {
  return {
    pdf: (async (req, res) => {
      const { attemptId, locale } = input<{ attemptId: number; locale?: Locale }>(req);
      const lang = locale ?? requestLocale(req);
      const answer = await reports.pdf(currentUser(req), attemptId, lang, req.tenant.product);
      if (answer.kind === 'rendering') {
        const body: ReportRenderingDto = { status: REPORT_RENDERING_STATUS, message: t(lang, 'reports.pdf.rendering') };
        res.status(202).set('Retry-After', String(RETRY_AFTER_SECONDS)).json(body);
        return;
      }
      // attachment() also sets application/pdf from the extension, and an ASCII fallback for Chinese names.
      res.attachment(answer.filename).set('Cache-Control', 'no-store').send(answer.bytes);
    }) as RequestHandler,
  };
}
export type ReportsController = ReturnType<typeof reportsController>;
