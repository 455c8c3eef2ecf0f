import type { ErrorCode } from '@app/shared';

/** Failures that never reached the server's error shape. */
export const ClientErrorCode = {
  TIMEOUT: 'TIMEOUT',
  NETWORK: 'NETWORK',
  ABORTED: 'ABORTED',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

export type FieldErrors = Record<string, string[]>;

/** What every failed API call throws: the HTTP status (0 when there was no response) and the server's body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly errors: FieldErrors | undefined;
  /** SAT_PASSAGE_EXISTS: the passage to choose instead. */
  readonly existingId: number | undefined;
  /** A 409's machine-readable cause beside CONFLICT (e.g. the classes' `class_full`), when the server gives one. */
  readonly reason: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    errors?: FieldErrors;
    existingId?: number;
    reason?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.existingId = init.existingId;
    this.reason = init.reason;
  }

  /** The first message of each field, for forms that show one message per field. */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors ?? {})) {
      if (messages.length > 0) out[field] = messages[0];
    }
    return out;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Every message of every field, joined: how a 422 reads as one sentence (spec section 8). */
export function joinFieldErrors(errors: FieldErrors | undefined): string {
  const all = Object.values(errors ?? {}).flat();
  return [...new Set(all)].join(' ');
}
