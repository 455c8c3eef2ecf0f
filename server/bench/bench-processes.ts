/**
 * Servers under load run as child processes, pinned to core 0, while the load generator (the bench's
 * own process) sits on core 1 (when `taskset` exists and there are two cores): on a small machine the
 * generator, the server and PostgreSQL otherwise fight for the same cores and single runs swing by ±40%.
 * PostgreSQL is not pinned: it shares both cores with them.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** The secret every bench signs and verifies its tokens with. */
export const BENCH_JWT_SECRET = 'bench-secret-0123456789-0123456789-0123456789';

export const canPin = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();

/** Pins a process (all its threads) to one core. */
export function pin(pid: number, core: number): void {
  if (canPin) execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

/**
 * Forks a compiled bench server (raw-server.js, app-server.js...) on core 0 and waits for its 'ready'.
 * BENCH_CPU_PROF=<dir> writes each server's V8 CPU profile there when it is stopped (open it in Chrome
 * DevTools): where a server's time goes under the bench's load.
 */
export async function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  // The servers run with the flags `npm start` gives the API (package.json, Dockerfile), baselines too.
  const execArgv = ['--max-semi-space-size=64'];
  if (profile) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profile}`, `--cpu-prof-name=${script}.${Date.now()}.cpuprofile`);
  const child = fork(path.join(__dirname, script), { env: { ...process.env, ...env }, stdio: 'inherit', execArgv });
  pin(child.pid!, 0);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}
