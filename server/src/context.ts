import type { DataSource } from 'typeorm';
import type IORedis from 'ioredis';
import type { AppConfig } from './config/env';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';

/** What every module is built from. Made once in main.ts (or per test) and passed down; no globals. */
export interface AppContext {
  config: Readonly<AppConfig>;
  ds: DataSource;
  queue: JobQueue;
  logger: Logger;
  /** Shared counters (rate limits) when Redis is configured. */
  redis: IORedis | null;
  /** Time for deadlines and daily limits: the system clock, or a manual one in tests. */
  clock: Clock;
}
