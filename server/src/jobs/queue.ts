/**
 * The job queue port. Two drivers: BullMQ on Redis (production, separate worker processes) and
 * inline (the zero-setup default: jobs run in this process right after the request).
 */
import type { Locale } from '@app/shared';

/** Which score report to render: the attempt's, in a language, with a tenant's branding. */
export interface RenderReportPayload {
  attemptId: number;
  locale: Locale;
  /** The tenant (product) whose branding the report carries. */
  tenant: string;
}

/** A file sent with a mail (a progress report's PDF); `content` in base64, so the job payload stays JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface JobPayloads {
  /** `fromName`: the tenant's name shown as the sender (the configured address stays). */
  'send-email': { to: string; subject: string; text: string; fromName?: string; attachments?: MailAttachment[] };
  /** Every 15 s: submits modules past their deadline and ends breaks past their end (attempts module). */
  'sweep-attempt-deadlines': Record<string, never>;
  /** Every 5 min: closes pending payments past their deadline (convenience-store codes; payments module). */
  'expire-payments': Record<string, never>;
  /** Grades one finished attempt (grading module); exactly once by the results primary key. */
  'grade-attempt': { attemptId: number };
  /** An author's bulk regrade of one test's attempts (grading module); progress in regrade_runs. */
  regrade: { runId: number };
  /** Every 30 s: grades finished attempts whose grading job was lost (grading module). */
  'grade-waiting-results': Record<string, never>;
  /** Renders one score report PDF into report_files (reports module), off the web process's event loop. */
  'render-report-pdf': RenderReportPayload;
  /** Hourly: mails each opted-in parent the weekly class summary of a child not summarized for a week (classes module). */
  'send-parent-summaries': Record<string, never>;
  /** Reads an uploaded question document into drafts (question-imports module): AI or parser. */
  'analyze-question-import': { importId: number };
  /** Creates the bank's questions of an import's chosen drafts, once each (question-imports module). */
  'import-question-drafts': { importId: number };
  /** Every minute: re-queues question imports whose job was lost (an enqueue after a crash, the inline queue's restart). */
  'recover-question-imports': Record<string, never>;
}
export type JobName = keyof JobPayloads;
/** Repeating jobs: handled only where the database is at hand (the API process, the worker). */
export type RepeatingJobName =
  'sweep-attempt-deadlines' | 'expire-payments' | 'grade-waiting-results' | 'send-parent-summaries' | 'recover-question-imports';
type Handler<K extends JobName> = (data: JobPayloads[K]) => Promise<void>;
/** Jobs that need the database: handled only where it is at hand, like the repeating ones. */
export type DatabaseJobName =
  RepeatingJobName | 'grade-attempt' | 'regrade' | 'render-report-pdf' | 'analyze-question-import' | 'import-question-drafts';
export type JobHandlers = { [K in Exclude<JobName, DatabaseJobName>]: Handler<K> } & { [K in DatabaseJobName]?: Handler<K> };

export interface JobQueue {
  readonly driver: 'inline' | 'bullmq';
  enqueue<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void>;
  /** Runs the job every `everyMs` from now on (BullMQ: one job scheduler shared by every process; inline: a timer). */
  repeat<K extends RepeatingJobName>(name: K, data: JobPayloads[K], everyMs: number): Promise<void>;
  /** Resolves once every job enqueued so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const QUEUE_NAME = 'app-jobs';
export const JOB_ATTEMPTS = 5;
