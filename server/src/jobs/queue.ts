/**
 * The job queue port. Two drivers: BullMQ on Redis (production, separate worker processes) and
 * inline (the zero-setup default: jobs run in this process right after the request).
 */
export interface JobPayloads {
  'send-email': { to: string; subject: string; text: string };
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [K in JobName]: (data: JobPayloads[K]) => Promise<void> };

export interface JobQueue {
  readonly driver: 'inline' | 'bullmq';
  enqueue<K extends JobName>(name: K, data: JobPayloads[K]): Promise<void>;
  /** Resolves once every job enqueued so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const QUEUE_NAME = 'app-jobs';
export const JOB_ATTEMPTS = 5;
