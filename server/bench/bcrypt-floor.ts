/**
 * Child process of the login-storm bench, pinned like the app server: on 'run' it does BENCH_LOGINS
 * (200) bcrypt compares at once, as many as the storm's logins, and answers their completion times in
 * ms. Nothing else: the floor under the app's login latency on this core (bcrypt is most of a login).
 */
import bcrypt from 'bcrypt';
import { concurrencyGate } from '../src/lib/concurrency-gate';
import { BCRYPT_COST, bcryptConcurrency } from '../src/modules/users/passwords';

const N = Number(process.env.BENCH_LOGINS ?? 200);
const hash = bcrypt.hashSync('bench-password', BCRYPT_COST);
// As many compares at once as the app runs (its bcrypt gate), so the floor is the app's own schedule.
const gate = concurrencyGate(bcryptConcurrency());

process.on('message', (msg) => {
  if (msg !== 'run') return;
  const t0 = performance.now();
  void Promise.all(Array.from({ length: N }, () => gate(() => bcrypt.compare('bench-password', hash)).then(() => performance.now() - t0))).then(
    (times) => process.send?.({ times }),
  );
});
process.send?.('ready');
process.once('SIGTERM', () => process.exit(0));
