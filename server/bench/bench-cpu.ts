/**
 * CPU time from /proc (Linux) while a bench runs: the server under test, the bench database's
 * PostgreSQL backends (and its background writers), this load generator, and everything else on the
 * machine. On a shared machine req/s swing with other people's load; CPU milliseconds per request
 * hardly do, and they say where the time goes. Null where /proc is missing (not Linux).
 */
import fs from 'node:fs';
import type { DataSource } from 'typeorm';

/** Linux reports /proc times in USER_HZ, 100 on every mainstream build. */
const TICKS_PER_SECOND = 100;

interface Snapshot {
  server: number;
  pg: Map<number, number>;
  self: number;
  busy: number;
  idle: number;
}

export interface CpuUse {
  /** Seconds of CPU. */
  server: number;
  pg: number;
  loadGenerator: number;
  /** Every other process on the machine (other people's builds and tests). */
  others: number;
  idle: number;
}

function ticksOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // gone
  }
}

/** CPU seconds a process has used so far (0 once it is gone). */
export const processCpuSeconds = (pid: number): number => ticksOf(pid) / TICKS_PER_SECOND;

function machine(): { busy: number; idle: number } {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = v[3] + v[4]; // idle + iowait
  return { busy: v.reduce((a, b) => a + b, 0) - idle, idle };
}

/** The bench database's backends and the server's background processes (no database: WAL writer, checkpointer...). */
async function pgPids(ds: DataSource): Promise<number[]> {
  const rows: { pid: number }[] = await ds.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR datname IS NULL`);
  return rows.map((r) => r.pid);
}

async function snapshot(ds: DataSource, serverPid: number): Promise<Snapshot> {
  const pg = new Map((await pgPids(ds)).map((pid) => [pid, ticksOf(pid)]));
  const { user, system } = process.cpuUsage();
  return { server: ticksOf(serverPid), pg, self: (user + system) / 1e6, ...machine() };
}

/** Starts measuring; the returned function stops and answers the CPU each side used in between. */
export async function cpuMeter(ds: DataSource, serverPid: number): Promise<() => Promise<CpuUse | null>> {
  if (!fs.existsSync('/proc/stat')) return async () => null;
  const start = await snapshot(ds, serverPid);
  return async () => {
    const end = await snapshot(ds, serverPid);
    let pgTicks = 0;
    // A backend the pool opened during the run counts from zero.
    for (const [pid, t] of end.pg) pgTicks += t - (start.pg.get(pid) ?? 0);
    const server = (end.server - start.server) / TICKS_PER_SECOND;
    const pg = pgTicks / TICKS_PER_SECOND;
    const loadGenerator = end.self - start.self;
    const busy = (end.busy - start.busy) / TICKS_PER_SECOND;
    return { server, pg, loadGenerator, others: Math.max(0, busy - server - pg - loadGenerator), idle: (end.idle - start.idle) / TICKS_PER_SECOND };
  };
}

/** "server 1.2 ms, PostgreSQL 0.9 ms per request; others used 9.1 of 14.8 core-seconds" */
export function describeCpu(use: CpuUse | null, requests: number, noun: string): string {
  if (!use) return 'CPU: /proc not available';
  const per = (s: number) => `${((s * 1000) / Math.max(1, requests)).toFixed(3)} ms`;
  const total = use.server + use.pg + use.loadGenerator + use.others + use.idle;
  return (
    `CPU per ${noun}: server ${per(use.server)}, PostgreSQL ${per(use.pg)}, load generator ${per(use.loadGenerator)}; ` +
    `other processes on the machine took ${use.others.toFixed(1)} of ${total.toFixed(1)} core-seconds (idle ${use.idle.toFixed(1)})`
  );
}

/** CPU seconds summed over runs. */
export const addCpu = (a: CpuUse | null, b: CpuUse | null): CpuUse | null =>
  a &&
  b && {
    server: a.server + b.server,
    pg: a.pg + b.pg,
    loadGenerator: a.loadGenerator + b.loadGenerator,
    others: a.others + b.others,
    idle: a.idle + b.idle,
  };
