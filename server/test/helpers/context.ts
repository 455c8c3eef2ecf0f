/**
 * Builds the real app for a test file: the run's PostgreSQL database, a real SMTP mailbox, and the
 * inline job queue (or BullMQ when a test asks for it). Nothing is mocked.
 */
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { loadConfig, randomSuffix, type AppConfig } from '../../src/config/env';
import type { AppContext } from '../../src/context';
import { createDataSource } from '../../src/db/data-source';
import { createJobHandlers, ENTITIES } from '../../src/modules';
import { createInlineQueue } from '../../src/jobs/inline-queue';
import { systemClock, type Clock } from '../../src/lib/clock';
import { createLogger } from '../../src/lib/logger';
import { createMailer } from '../../src/lib/mail';
import { startMailbox, type Mailbox } from './mailbox';

export interface TestApp {
  app: Express;
  ctx: AppContext;
  mailbox: Mailbox;
  close(): Promise<void>;
}

type EnvOverrides = Record<string, string | undefined>;

export function testConfig(env: EnvOverrides = {}): Readonly<AppConfig> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup.ts)');
  return loadConfig({
    ...process.env,
    DATABASE_URL: url,
    // Counters never leak between runs or files.
    RATE_LIMIT_PREFIX: `rl-test-${randomSuffix()}:`,
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_IDENTIFIER: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IDENTIFIER: '1000',
    RATE_LIMIT_CAPTCHA_PER_IP: '100000',
    RATE_LIMIT_RESET_PER_IP: '100000',
    RATE_LIMIT_RESET_PER_IDENTIFIER: '1000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IDENTIFIER: '1000',
    RATE_LIMIT_ENROLLMENT_PER_IP: '100000',
    RATE_LIMIT_ENROLLMENT_SAVE_PER_IP: '100000',
    RATE_LIMIT_ENROLLMENT_PER_IDENTIFIER: '1000',
    RATE_LIMIT_ENROLLMENT_SAVE_PER_IDENTIFIER: '1000',
    // Every offline deposit method, so the payment tests can use each (a test overrides these to check the choice).
    PAYMENT_METHODS: 'bank_transfer,check,cash,convenience_store',
    BANK_TRANSFER_BANK: 'Test Bank',
    BANK_TRANSFER_ACCOUNT_NAME: 'Summit Prep Ltd',
    BANK_TRANSFER_ACCOUNT_NUMBER: '012-345-678901',
    ...env,
  });
}

export interface TestAppOptions {
  /** A manual clock for deadlines (default: the system clock). */
  clock?: Clock;
}

export async function buildTestApp(env: EnvOverrides = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const mailbox = await startMailbox();
  const config = testConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port), ...env });
  const ds = createDataSource(config.databaseUrl!, 5, ENTITIES);
  await ds.initialize();
  const logger = createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  // The database jobs (grading) run too; the repeating ones only run when a test schedules them.
  const queue = createInlineQueue(createJobHandlers({ sendMail: createMailer(config.mail), ds, clock }), logger, 50);
  const ctx: AppContext = { config, ds, queue, logger, redis: null, clock };
  const app = createApp(ctx);
  return {
    app,
    ctx,
    mailbox,
    async close() {
      await queue.close();
      await ds.destroy();
      await mailbox.close();
    },
  };
}
