import { ErrorCode, HTTP_TIMEOUT_MS, MOCK_TYPE_HEADER, MOCK_TYPE_VALUE, type ApiErrorBody, type Locale } from '@app/shared';
import { ApiError, ClientErrorCode, joinFieldErrors } from './api-error';
import type { TokenStorage } from './token-storage';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Background calls do not show the loading overlay. */
  background?: boolean;
  /** Send this token instead of the stored one (logout sends the token it is about to forget). */
  token?: string | null;
  /** Skip the global 401 handling (the caller deals with it). */
  ignoreUnauthorized?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on spending calls (architecture.md "Data rules"). */
  headers?: Record<string, string>;
  /**
   * 'blob': a successful non-JSON body is returned as a Blob (file downloads such as the score report PDF);
   * errors, and a JSON answer such as a 202 "not ready yet", still read as JSON.
   */
  responseType?: 'json' | 'blob';
  /** The request outlives the page: sent as it unloads (the test runner saying it goes away). */
  keepalive?: boolean;
  /** Longer than the spec's 20 s for one call (a large video upload). */
  timeoutMs?: number;
}

export interface ApiClientDeps {
  baseUrl: string;
  tokens: TokenStorage;
  getLocale: () => Locale;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The loading overlay's counter. */
  loading?: { start(): void; end(): void };
  /** Called after a 401 cleared the stored token. */
  onUnauthorized?: (error: ApiError) => void;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const message = status === 422 && body.errors ? joinFieldErrors(body.errors) || body.message : body.message;
    const reason = (body as { reason?: unknown }).reason;
    return new ApiError({
      status,
      code: body.code,
      message,
      errors: body.errors,
      existingId: body.existing_id,
      reason: typeof reason === 'string' ? reason : undefined,
    });
  }
  const code =
    status === 401
      ? ErrorCode.UNAUTHENTICATED
      : status === 403
        ? ErrorCode.FORBIDDEN
        : status === 404
          ? ErrorCode.NOT_FOUND
          : status === 429
            ? ErrorCode.TOO_MANY_ATTEMPTS
            : status >= 500
              ? ErrorCode.INTERNAL
              : ErrorCode.BAD_REQUEST;
  return new ApiError({ status, code, message: `HTTP ${status}` });
}

/**
 * The one HTTP client (spec section 7): bearer token, accept-language, mock-type header,
 * a 20 s timeout, the loading overlay counter, JSON in and out, and ApiError on any failure.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const headers = new Headers({
      ...options.headers,
      accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      'accept-language': deps.getLocale(),
      [MOCK_TYPE_HEADER]: MOCK_TYPE_VALUE,
    });
    const token = options.token !== undefined ? options.token : deps.tokens.get();
    if (token) headers.set('authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    const forwardAbort = () => controller.abort();
    options.signal?.addEventListener('abort', forwardAbort);

    if (!options.background) deps.loading?.start();
    try {
      let response: Response;
      try {
        response = await doFetch(buildUrl(deps.baseUrl, path, options.query), {
          method,
          headers,
          body,
          signal: controller.signal,
          keepalive: options.keepalive,
        });
      } catch (cause) {
        if (timedOut) throw new ApiError({ status: 0, code: ClientErrorCode.TIMEOUT, message: 'Request timed out' });
        if (options.signal?.aborted) throw new ApiError({ status: 0, code: ClientErrorCode.ABORTED, message: 'Request aborted' });
        throw new ApiError({ status: 0, code: ClientErrorCode.NETWORK, message: cause instanceof Error ? cause.message : 'Network error' });
      }
      let parsed: unknown;
      try {
        // A file download that answers JSON instead (an accepted-but-not-ready 202) reads as JSON.
        const isJson = response.headers.get('content-type')?.includes('json') ?? false;
        if (response.ok && options.responseType === 'blob' && !isJson) return (await response.blob()) as T;
        parsed = await readBody(response);
      } catch {
        if (timedOut) throw new ApiError({ status: 0, code: ClientErrorCode.TIMEOUT, message: 'Request timed out' });
        throw new ApiError({ status: response.status, code: ClientErrorCode.BAD_RESPONSE, message: 'Unreadable response' });
      }
      if (!response.ok) {
        const error = errorFromResponse(response.status, parsed);
        if (response.status === 401 && !options.ignoreUnauthorized) {
          deps.tokens.clear();
          deps.onUnauthorized?.(error);
        }
        throw error;
      }
      if (typeof parsed === 'string') {
        // An HTML page where JSON was expected: a proxy or SPA fallback answered, not the API.
        throw new ApiError({ status: response.status, code: ClientErrorCode.BAD_RESPONSE, message: 'Unexpected response' });
      }
      return parsed as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
      if (!options.background) deps.loading?.end();
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body: body ?? {} }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body: body ?? {} }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
