import { ERROR_STATUS, ErrorCode } from '@app/shared';

/**
 * A failure the client is meant to see. `messageId` is a locale key (translated by the error handler
 * into the caller's language); `fields` carries per-field message ids for 422.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageId: string = `error.${code}`,
    readonly fields?: Record<string, string[]>,
    readonly values?: Record<string, string | number>,
    /** Extra fields for the client, merged into the error body (e.g. `existing_id`). */
    readonly details?: Record<string, string | number>,
  ) {
    super(messageId);
    this.status = ERROR_STATUS[code];
  }
}

export const badCredentials = () => new AppError(ErrorCode.UNAUTHORIZED, 'error.UNAUTHORIZED');
export const unauthenticated = () => new AppError(ErrorCode.UNAUTHENTICATED);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);
export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const notFoundUser = () => new AppError(ErrorCode.NOT_FOUND_USER);

/** A 422 for one or more fields, each with a message id. */
export function fieldError(fields: Record<string, string | string[]>): AppError {
  const normalized: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(fields)) normalized[k] = Array.isArray(v) ? v : [v];
  return new AppError(ErrorCode.VALIDATION_FAILED, 'error.VALIDATION_FAILED', normalized);
}
