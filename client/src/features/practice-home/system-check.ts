/**
 * The system check (/systemcheck) as pure rules: each check turns a measurement into pass, warn or fail.
 * The page measures; the start page reads the stored result to remind the student before a test.
 */
import { MOBILE_BREAKPOINT_PX } from '@app/shared';
import { storage } from '../../lib/storage';

export type CheckStatus = 'pass' | 'warn' | 'fail';
export type CheckName = 'browser' | 'connection' | 'screen' | 'clock';

export interface CheckResult {
  name: CheckName;
  status: CheckStatus;
  /** Which explanation the page shows (a message key of the check). */
  reason: string;
  /** Numbers the explanation names (milliseconds, pixels, minutes). */
  values?: Record<string, number>;
}

/** The narrowest screen the test layout supports. */
export const MIN_SCREEN_PX = 375;
/** Past this the test still works, but answers save slowly. */
export const SLOW_ROUND_TRIP_MS = 1500;
/** The test's clock is the server's; a local clock further off than this confuses the student, nothing else. */
export const CLOCK_SKEW_WARN_MS = 2 * 60 * 1000;

export interface BrowserFeatures {
  fetch: boolean;
  localStorage: boolean;
  /** ES2020 built-ins (Promise.allSettled, BigInt, globalThis, String.prototype.matchAll). */
  es2020: boolean;
}

function storageWorks(w: Window): boolean {
  try {
    const key = '__system_check__';
    w.localStorage.setItem(key, '1');
    w.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Feature detection in this browser. Never throws: a blocked localStorage counts as missing. */
export function detectBrowser(w: Window & typeof globalThis = window): BrowserFeatures {
  return {
    fetch: typeof w.fetch === 'function',
    localStorage: storageWorks(w),
    es2020:
      typeof w.Promise?.allSettled === 'function' &&
      typeof w.BigInt === 'function' &&
      typeof globalThis === 'object' &&
      typeof String.prototype.matchAll === 'function',
  };
}

export function checkBrowser(f: BrowserFeatures): CheckResult {
  const missing = (['fetch', 'localStorage', 'es2020'] as const).filter((k) => !f[k]);
  if (missing.length === 0) return { name: 'browser', status: 'pass', reason: 'ok' };
  // Without localStorage the test runs, but a reload forgets answers that were not yet saved.
  if (missing.length === 1 && missing[0] === 'localStorage') return { name: 'browser', status: 'warn', reason: 'noStorage' };
  return { name: 'browser', status: 'fail', reason: 'old' };
}

/** `roundTripMs` null: the server did not answer. */
export function checkConnection(roundTripMs: number | null): CheckResult {
  if (roundTripMs === null) return { name: 'connection', status: 'fail', reason: 'offline' };
  const values = { ms: Math.round(roundTripMs) };
  if (roundTripMs > SLOW_ROUND_TRIP_MS) return { name: 'connection', status: 'warn', reason: 'slow', values };
  return { name: 'connection', status: 'pass', reason: 'ok', values };
}

export function checkScreen(widthPx: number): CheckResult {
  const values = { width: Math.round(widthPx), min: MIN_SCREEN_PX, mobile: MOBILE_BREAKPOINT_PX };
  if (widthPx < MIN_SCREEN_PX) return { name: 'screen', status: 'fail', reason: 'tooNarrow', values };
  if (widthPx < MOBILE_BREAKPOINT_PX) return { name: 'screen', status: 'warn', reason: 'mobile', values };
  return { name: 'screen', status: 'pass', reason: 'ok', values };
}

/** `serverNowMs` null: the server's time could not be read (no Date header). */
export function checkClock(clientNowMs: number, serverNowMs: number | null): CheckResult {
  if (serverNowMs === null || Number.isNaN(serverNowMs)) return { name: 'clock', status: 'warn', reason: 'unknown' };
  const offMs = clientNowMs - serverNowMs;
  const values = { minutes: Math.round(Math.abs(offMs) / 60000) };
  if (Math.abs(offMs) > CLOCK_SKEW_WARN_MS) return { name: 'clock', status: 'warn', reason: 'off', values };
  return { name: 'clock', status: 'pass', reason: 'ok', values };
}

/** The worst of the results. */
export function overallStatus(results: readonly CheckResult[]): CheckStatus {
  if (results.some((r) => r.status === 'fail')) return 'fail';
  if (results.some((r) => r.status === 'warn')) return 'warn';
  return 'pass';
}

/**
 * The round trip and the server's clock from one GET of the health endpoint. The server's time is the
 * middle of the round trip (the Date header has whole seconds, well inside the 2-minute margin).
 */
export async function measureServer(
  fetchFn: typeof fetch,
  url: string,
  now: () => number = () => performance.now(),
  wallClock: () => number = Date.now,
): Promise<{ roundTripMs: number | null; serverNowMs: number | null; clientNowMs: number }> {
  const started = now();
  try {
    const res = await fetchFn(url, { cache: 'no-store' });
    const roundTripMs = now() - started;
    const date = res.headers.get('date');
    return {
      roundTripMs: res.ok ? roundTripMs : null,
      serverNowMs: date ? Date.parse(date) + roundTripMs / 2 : null,
      clientNowMs: wallClock(),
    };
  } catch {
    return { roundTripMs: null, serverNowMs: null, clientNowMs: wallClock() };
  }
}

/** Where a passed check is remembered (this browser only: it is about this browser). */
export const SYSTEM_CHECK_KEY = 'system_check_passed_at';

/** Remembers a run without failures; a failed run forgets an earlier pass. */
export function rememberSystemCheck(status: CheckStatus, at: Date): void {
  if (status === 'fail') storage.remove(SYSTEM_CHECK_KEY);
  else storage.set(SYSTEM_CHECK_KEY, at.toISOString());
}

/** When this browser last passed the check, or null. */
export function lastSystemCheck(): Date | null {
  const saved = storage.get(SYSTEM_CHECK_KEY);
  const at = saved ? new Date(saved) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * Every check once; the connection and clock come from one request to the health endpoint. The system
 * check page shows them; the start page runs them too and blocks Start while one fails.
 */
export async function runSystemChecks(healthUrl: string, w: Window & typeof globalThis = window): Promise<CheckResult[]> {
  const server = await measureServer(w.fetch.bind(w), healthUrl);
  return [
    checkBrowser(detectBrowser(w)),
    checkConnection(server.roundTripMs),
    checkScreen(w.innerWidth),
    checkClock(server.clientNowMs, server.serverNowMs),
  ];
}

/** The path the system check returns to: only a page of this app (no other site through `//host`). */
export function returnPathOf(from: string | null): string | null {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
