import os from 'node:os';
import bcrypt from 'bcrypt';
import { concurrencyGate } from '../../lib/concurrency-gate';

/** bcrypt, async so hashing never blocks the event loop. Cost 10 keeps a login under ~60 ms on one core. */
export const BCRYPT_COST = 10;

/** Node's libuv threadpool (UV_THREADPOOL_SIZE, 4 by default): where bcrypt, file reads, zlib and DNS lookups run. */
const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many bcrypt rounds may run at once (issue 17, the login storm). Each is ~60 ms of pure CPU on a pool
 * thread. Ungated, 200 logins at once queue 200 rounds on the pool: with 4 threads on one core the event loop
 * got a fifth of it (event-loop delay p99 99-114 ms, every other request of the process waiting), and any
 * file read, compression or DNS lookup queued behind all 200 rounds (~12 s). Gated, a core stays with the
 * event loop (one fewer than the cores the process may use) and at least one pool thread stays free for
 * the rest. The logins are no slower for it where they are CPU-bound anyway.
 */
export function bcryptConcurrency(cores = os.availableParallelism(), poolSize = THREADPOOL_SIZE): number {
  return Math.max(1, Math.min(cores - 1, poolSize - 1));
}

const bcryptGate = concurrencyGate(bcryptConcurrency());

export const hashPassword = (plain: string) => bcryptGate(() => bcrypt.hash(plain, BCRYPT_COST));

/** A constant-time compare; a missing hash still costs a bcrypt round so timing does not reveal which users exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);
export const verifyPassword = (plain: string, hash: string | null) =>
  bcryptGate(() => bcrypt.compare(plain, hash ?? DUMMY_HASH)).then((ok) => ok && hash !== null);
