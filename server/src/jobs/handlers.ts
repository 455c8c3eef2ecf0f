import type { DataSource } from 'typeorm';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { SendMail } from '../lib/mail';
import { sweepDueAttempts } from '../modules/attempts/attempt-sweeper';
import { expireDuePayments } from '../modules/payments/payment-expiry';
import { gradeAttempt } from '../modules/grading/grade-attempt';
import { gradeWaitingResults } from '../modules/grading/grading-recovery';
import { runRegrade } from '../modules/grading/regrade';
import { renderReportJob } from '../modules/reports/render-report.job';
import type { JobHandlers } from './queue';

/** `ds` and `clock` give the repeating jobs their database; without them only the e-mail job is handled. */
export function createJobHandlers(deps: { sendMail: SendMail; ds?: DataSource; clock?: Clock; logger?: Logger }): JobHandlers {
  const { ds, clock } = deps;
  return {
    'send-email': (data) => deps.sendMail(data),
    ...(ds && clock ? { 'sweep-attempt-deadlines': async () => void (await sweepDueAttempts(ds, clock)) } : {}),
    ...(ds && clock ? { 'expire-payments': async () => void (await expireDuePayments(ds, clock)) } : {}),
    ...(ds && clock
      ? {
          'grade-attempt': async ({ attemptId }) => void (await gradeAttempt(ds, clock, attemptId)),
          regrade: ({ runId }) => runRegrade(ds, clock, runId),
          'grade-waiting-results': async () => void (await gradeWaitingResults(ds, clock)),
        }
      : {}),
    ...(ds && clock ? { 'render-report-pdf': renderReportJob({ ds, clock, logger: deps.logger }) } : {}),
  };
}
