import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/shared';
import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client(fetch: ReturnType<typeof vi.fn>, extra: Partial<ApiClientDeps> = {}) {
  return createApiClient({
    baseUrl: '/api',
    tokens: tokenStorage,
    getLocale: () => 'zh-TW',
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...extra,
  });
}

describe('api client', () => {
  it("keeps a 409's reason beside its code, and none when the body has no string reason", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(409, { code: 'CONFLICT', message: 'This class is full.', reason: 'class_full' }))
      .mockResolvedValueOnce(jsonResponse(409, { code: 'CONFLICT', message: 'Taken.', reason: 3 }));
    const api = client(fetch);
    await expect(api.post('classes/join', { code: 'ABC234' })).rejects.toMatchObject({ status: 409, code: 'CONFLICT', reason: 'class_full' });
    await expect(api.post('classes/join', { code: 'ABC234' })).rejects.toMatchObject({ reason: undefined });
  });

  it('sends the bearer token, accept-language, the mock-type header and JSON', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok-123');
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    const result = await client(fetch).post('auth/check-username', { username: 'ada' });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/check-username');
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('accept-language')).toBe('zh-TW');
    expect(headers.get('x-mock-type')).toBe('sat');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'ada' });
  });

  it('sends no authorization header without a token, and encodes query parameters', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, []));
    await client(fetch).get('notifications', { query: { page: 2, q: 'a b', skip: undefined } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notifications?page=2&q=a+b');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('turns a call that outlives the timeout into an ApiError with code TIMEOUT', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await client(fetch, { timeoutMs: 20 })
      .get('auth/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('TIMEOUT');
    expect((error as ApiError).status).toBe(0);
  });

  it('on 401 clears the stored token and reports it, unless the caller opts out', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'stale');
    const onUnauthorized = vi.fn();
    const fetch = vi.fn().mockImplementation(async () => jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Please log in.' }));

    await expect(client(fetch, { onUnauthorized }).post('sat/login/token', { token: 'x' }, { ignoreUnauthorized: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('stale');
    expect(onUnauthorized).not.toHaveBeenCalled();

    const error = await client(fetch, { onUnauthorized })
      .get('auth/me')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('joins every field message of a 422 into the error message and keeps the field map', async () => {
    const errors = {
      email: ['Please enter a valid e-mail address.'],
      password: ['Passwords have at least 8 characters.', 'The passwords do not match.'],
    };
    const fetch = vi.fn().mockResolvedValue(jsonResponse(422, { code: 'VALIDATION_FAILED', message: 'Please check the form.', errors }));
    const error = (await client(fetch)
      .post('auth/register', {})
      .catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Please enter a valid e-mail address. Passwords have at least 8 characters. The passwords do not match.');
    expect(error.errors).toEqual(errors);
    expect(error.fieldMessages()).toEqual({ email: 'Please enter a valid e-mail address.', password: 'Passwords have at least 8 characters.' });
  });

  it('keeps the server code and message of other failures', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(400, { code: 'UNAUTHORIZED', message: 'Incorrect username or password.' }));
    await expect(client(fetch).post('auth/login', {})).rejects.toMatchObject({
      status: 400,
      code: 'UNAUTHORIZED',
      message: 'Incorrect username or password.',
    });
  });

  it('reports a refused connection as NETWORK and an HTML answer as BAD_RESPONSE', async () => {
    await expect(client(vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))).get('tenant')).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
    const html = vi.fn().mockResolvedValue(new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(client(html).get('tenant')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('counts each call on the loading overlay unless it runs in the background', async () => {
    const loading = { start: vi.fn(), end: vi.fn() };
    const fetch = vi.fn().mockImplementation(async () => jsonResponse(204, undefined));
    const api = client(fetch, { loading });
    await expect(api.delete('image/1')).resolves.toBeUndefined();
    expect(loading.start).toHaveBeenCalledTimes(1);
    expect(loading.end).toHaveBeenCalledTimes(1);
    await api.get('notifications', { background: true });
    expect(loading.start).toHaveBeenCalledTimes(1);
    fetch.mockRejectedValueOnce(new TypeError('down'));
    await api.get('tenant').catch(() => undefined);
    expect(loading.end).toHaveBeenCalledTimes(2);
  });

  it('lets the browser set the multipart header for uploads', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const body = new FormData();
    body.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client(fetch).post('image', body);
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(body);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('returns a successful file download as a Blob and still reads an error or a JSON answer as JSON', async () => {
    const pdf = new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(pdf)
      .mockResolvedValueOnce(jsonResponse(402, { code: 'print_pdf_forbidden', message: 'Not unlocked.' }));
    const api = client(fetch);
    const blob = await api.get<Blob>('results/1/pdf', { responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(new Headers((fetch.mock.calls[0][1] as RequestInit).headers).get('accept')).toBe('*/*');
    await expect(api.get('results/1/pdf', { responseType: 'blob' })).rejects.toMatchObject({ status: 402, code: 'print_pdf_forbidden' });
    fetch.mockResolvedValueOnce(jsonResponse(202, { status: 'rendering' }));
    await expect(api.get('results/1/pdf', { responseType: 'blob' })).resolves.toEqual({ status: 'rendering' });
  });
});
