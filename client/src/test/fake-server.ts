import { vi } from 'vitest';
import type { TenantDto, UserDto } from '@app/shared';
import { FALLBACK_TENANT } from '../stores/tenant-store';

export type Reply = { status?: number; body?: unknown };
export type Handler = (request: { body: unknown; url: URL; headers: Headers }) => Reply | Promise<Reply>;

/**
 * A stub of `fetch` answering by "METHOD path" (path without /api). Unknown routes answer 404 NOT_FOUND,
 * like the server. `calls` records every request for assertions.
 */
export function fakeServer(routes: Record<string, Handler | Reply>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const reply: Reply =
      route === undefined
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }
        : typeof route === 'function'
          ? await route({ body, url, headers })
          : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    email_verified_at: '2024-01-01T00:00:00.000Z',
    all_roles: ['student'],
    lang: 'EN-US',
    timezone: 'America/Denver',
    pro_expired_at: null,
    taken_unlimited_expire_at: null,
    balance: 0,
    grader: false,
    ...overrides,
  };
}

export const testTenant: TenantDto = { ...FALLBACK_TENANT, name: 'Summit Prep', email: 'support@summit.example' };

/** The calls every logged-in page makes, for a user who finished registration. */
export function loggedInRoutes(user: UserDto): Record<string, Reply> {
  return {
    'GET tenant': { body: testTenant },
    'GET auth/me': { body: { user } },
    'POST finish-bind': { body: { finishBind: true, role: null } },
    'GET notifications': { body: [] },
  };
}
