/** Child process: the real app (Express, the bearer-token check, session check) on BENCH_PORT, with a pg pool of BENCH_DB_POOL (20). */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createDataSource } from '../src/db/data-source';
import { createJobHandlers, ENTITIES } from '../src/modules';
import { createInlineQueue } from '../src/jobs/inline-queue';
import { createLogger } from '../src/lib/logger';
import { createHttpServer } from '../src/lib/http-server';
import { systemClock } from '../src/lib/clock';
import { bcryptConcurrency } from '../src/modules/users/passwords';

/**
 * The event loop's delay, for the bench that asks over IPC: 'eld-reset' starts a window, 'eld' answers
 * { p50, p99, max } in ms since then (perf_hooks' histogram, 10 ms resolution as Node's docs suggest), and how
 * many bcrypt rounds the app runs at once (modules/users/passwords.ts).
 */
function reportEventLoopDelay(): void {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('message', (msg) => {
    if (msg === 'eld-reset') h.reset();
    if (msg === 'eld')
      process.send?.({
        eld: { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6, threads: bcryptConcurrency() },
      });
  });
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const ds = createDataSource(config.databaseUrl!, Number(process.env.BENCH_DB_POOL ?? 20), ENTITIES);
  await ds.initialize();
  const logger = createLogger('silent');
  // Every job the API runs, grading included, in process as `npm start` runs them without Redis: a
  // finished attempt's grading job used to find no handler here, throw and retry during the bench.
  const queue = createInlineQueue(createJobHandlers({ sendMail: async () => undefined, logger, ds, clock: systemClock }), logger);
  // BENCH_SERVE_CLIENT=1: the built client too, as `npm start` serves it (the Lighthouse bench's pages).
  const app = createApp({ config, ds, queue, logger, redis: null, clock: systemClock }, { serveClient: process.env.BENCH_SERVE_CLIENT === '1' });
  createHttpServer(app).listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
  reportEventLoopDelay();
  // A normal exit on the bench's kill(), so --cpu-prof (BENCH_CPU_PROF) gets to write the profile.
  process.once('SIGTERM', () => process.exit(0));
}
void main();
