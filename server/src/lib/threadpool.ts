/**
 * The libuv threadpool's size, chosen before anything uses the pool: import this module first in a
 * process's entry file (libuv reads UV_THREADPOOL_SIZE once, when the pool starts).
 *
 * bcrypt's compares run on the pool, and each is ~60 ms of CPU at cost 10. With Node's default of 4
 * threads on fewer cores, a login storm leaves the event loop one runnable thread among five on its core:
 * every other request of the process (a class's submits, autosaves) waits behind the compares (issue 17:
 * event-loop delay p99 106-114 ms with 4 threads on one core, 29 ms with 1). So the pool gets one thread
 * less than the cores the process may use (at least 1, at most Node's 4): a core stays with the event
 * loop. The logins themselves are no slower for it where they are CPU-bound anyway. An explicit
 * UV_THREADPOOL_SIZE (the environment) wins.
 */
import os from 'node:os';

const DEFAULT_MAX = 4;

export function threadpoolSize(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  const explicit = Number(env.UV_THREADPOOL_SIZE);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return Math.max(1, Math.min(DEFAULT_MAX, cores - 1));
}

process.env.UV_THREADPOOL_SIZE = String(threadpoolSize());
