/**
 * The job queue port. Two drivers: BullMQ on Redis (production, separate worker processes) and
 * inline (the zero-setup default: jobs run in this process right after the request).
 */
export interface JobPayloads {
  'send-email': { to: string; subject: string; text: string };
  /** Every 15 s: submits modules past their deadline and ends breaks past their end (attempts module). */
  'sweep-attempt-deadlines': Record<string, never>;
  /** Every 5 min: closes pending payments past their deadline (convenience-store codes; payments module). */
  'expire-payments': Record<string, never>;
}
export type JobName = keyof JobPayloads;
/** Repeating jobs: handled only where the database is at hand (the API process, the worker). */
export type RepeatingJobName = 'sweep-attempt-deadlines' | 'expire-payments';
type Handler<K extends JobName> = (data: JobPayloads[K]) => Promise<void>;
export type JobHandlers = { [K in Exclude<JobName, RepeatingJobName>]: Handler<K> } & { [K in RepeatingJobName]?: Handler<K> };

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
