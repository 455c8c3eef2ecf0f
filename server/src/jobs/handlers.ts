import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { AppModule } from '../core/app-module';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { SendMail } from '../lib/mail';
import type { JobHandlers } from './queue';

export interface JobHandlerDeps {
  sendMail: SendMail;
  /** The database jobs' database and clock; without them only the e-mail job is handled (a mail-only worker). */
  ds?: DataSource;
  clock?: Clock;
  logger?: Logger;
  config?: Readonly<AppConfig>;
}

/** The e-mail job, then the jobs every module of `modules` owns (given the database). */
export function collectJobHandlers(deps: JobHandlerDeps, modules: readonly Pick<AppModule, 'jobs'>[]): JobHandlers {
  const { ds, clock, logger, config } = deps;
  const handlers: JobHandlers = { 'send-email': (data) => deps.sendMail(data) };
  if (!ds || !clock) return handlers;
  for (const m of modules) Object.assign(handlers, m.jobs?.({ ds, clock, logger, sendMail: deps.sendMail, config }));
  return handlers;
}
