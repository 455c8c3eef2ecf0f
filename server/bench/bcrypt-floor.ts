/**
 * Child process of the login-storm bench, pinned like the app server: on 'run' it does BENCH_LOGINS
 * (200) bcrypt compares at once, as many as the storm's logins, and answers their completion times in
 * ms. Nothing else: the floor under the app's login latency on this core (bcrypt is most of a login).
 */
// The app's threadpool size (lib/threadpool.ts), so the floor runs as many compares at once as the app.
import '../src/lib/threadpool';
import bcrypt from 'bcrypt';
import { BCRYPT_COST } from '../src/modules/users/passwords';

const N = Number(process.env.BENCH_LOGINS ?? 200);
const hash = bcrypt.hashSync('bench-password', BCRYPT_COST);

process.on('message', (msg) => {
  if (msg !== 'run') return;
  const t0 = performance.now();
  void Promise.all(Array.from({ length: N }, () => bcrypt.compare('bench-password', hash).then(() => performance.now() - t0))).then((times) =>
    process.send?.({ times }),
  );
});
process.send?.('ready');
process.once('SIGTERM', () => process.exit(0));
