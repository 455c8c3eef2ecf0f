import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkBrowser,
  checkClock,
  checkConnection,
  checkScreen,
  lastSystemCheck,
  measureServer,
  overallStatus,
  rememberSystemCheck,
  returnPathOf,
  SYSTEM_CHECK_KEY,
} from '../system-check';

const modern = { fetch: true, localStorage: true, es2020: true };

describe('system check rules', () => {
  it('browser: passes with every feature, warns without storage only, fails when old', () => {
    expect(checkBrowser(modern).status).toBe('pass');
    expect(checkBrowser({ ...modern, localStorage: false })).toMatchObject({ status: 'warn', reason: 'noStorage' });
    expect(checkBrowser({ ...modern, es2020: false })).toMatchObject({ status: 'fail', reason: 'old' });
    expect(checkBrowser({ ...modern, fetch: false, localStorage: false })).toMatchObject({ status: 'fail' });
  });

  it('connection: fails without an answer, warns when slow', () => {
    expect(checkConnection(null)).toMatchObject({ status: 'fail', reason: 'offline' });
    expect(checkConnection(120.4)).toMatchObject({ status: 'pass', values: { ms: 120 } });
    expect(checkConnection(1500).status).toBe('pass');
    expect(checkConnection(1501)).toMatchObject({ status: 'warn', reason: 'slow' });
  });

  it('screen: fails below 375 px, warns below 768 px (the mobile layout)', () => {
    expect(checkScreen(374)).toMatchObject({ status: 'fail', reason: 'tooNarrow' });
    expect(checkScreen(375)).toMatchObject({ status: 'warn', reason: 'mobile' });
    expect(checkScreen(767).status).toBe('warn');
    expect(checkScreen(768).status).toBe('pass');
  });

  it('clock: warns when more than 2 minutes off either way, or when the server time is unknown', () => {
    const server = Date.parse('2026-01-01T12:00:00Z');
    expect(checkClock(server + 119_000, server).status).toBe('pass');
    expect(checkClock(server - 120_000, server).status).toBe('pass');
    expect(checkClock(server + 121_000, server)).toMatchObject({ status: 'warn', reason: 'off', values: { minutes: 2 } });
    expect(checkClock(server - 10 * 60_000, server)).toMatchObject({ status: 'warn', values: { minutes: 10 } });
    expect(checkClock(server, null)).toMatchObject({ status: 'warn', reason: 'unknown' });
  });

  it('overall: the worst result', () => {
    const pass = checkScreen(1024);
    const warn = checkScreen(500);
    const fail = checkConnection(null);
    expect(overallStatus([pass, pass])).toBe('pass');
    expect(overallStatus([pass, warn])).toBe('warn');
    expect(overallStatus([warn, fail, pass])).toBe('fail');
  });
});

describe('measureServer', () => {
  it('times the round trip and reads the server clock from the Date header, at the middle of the trip', async () => {
    const times = [1000, 1200];
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200, headers: { date: 'Thu, 01 Jan 2026 12:00:00 GMT' } }));
    const r = await measureServer(
      fetchFn as unknown as typeof fetch,
      '/api/health',
      () => times.shift()!,
      () => 42,
    );
    expect(fetchFn).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(r).toEqual({ roundTripMs: 200, serverNowMs: Date.parse('2026-01-01T12:00:00Z') + 100, clientNowMs: 42 });
  });

  it('answers nulls when the request fails or the server errs', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await measureServer(
        down as unknown as typeof fetch,
        '/x',
        () => 0,
        () => 7,
      ),
    ).toEqual({ roundTripMs: null, serverNowMs: null, clientNowMs: 7 });
    const error = vi.fn(async () => new Response('', { status: 503 }));
    expect(
      (
        await measureServer(
          error as unknown as typeof fetch,
          '/x',
          () => 0,
          () => 7,
        )
      ).roundTripMs,
    ).toBeNull();
  });
});

describe('the remembered result', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the date of a run without failures, and a failed run forgets it', () => {
    expect(lastSystemCheck()).toBeNull();
    const at = new Date('2026-03-04T05:06:07Z');
    rememberSystemCheck('warn', at);
    expect(window.localStorage.getItem(SYSTEM_CHECK_KEY)).toBe(at.toISOString());
    expect(lastSystemCheck()).toEqual(at);
    rememberSystemCheck('fail', new Date());
    expect(lastSystemCheck()).toBeNull();
  });

  it('returns only to a page of this app (the start page it came from), never to another site', () => {
    expect(returnPathOf('/test/adaptive/5/start')).toBe('/test/adaptive/5/start');
    expect(returnPathOf('//evil.example/x')).toBeNull();
    expect(returnPathOf('https://evil.example')).toBeNull();
    expect(returnPathOf(null)).toBeNull();
  });

  it('ignores a value it cannot read', () => {
    window.localStorage.setItem(SYSTEM_CHECK_KEY, 'yesterday');
    expect(lastSystemCheck()).toBeNull();
  });
});
