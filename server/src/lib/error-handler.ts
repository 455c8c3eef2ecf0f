import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode, type ApiErrorBody } from '@app/shared';
import { AppError } from './errors';
import { t } from './i18n';
import type { Logger } from './logger';
import { requestLocale } from './request-locale';

/** Unknown API paths answer 404 JSON rather than the client's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new AppError(ErrorCode.NOT_FOUND));

/**
 * A malformed %-escape in a path parameter (`/api/profile/%ZZ`, the SPA's `/%ZZ`): the router's decoding
 * throws a URIError it marks 400. Anyone can send it without logging in, so it is the client's mistake,
 * answered 400 and logged at debug level, never as an error line.
 */
const isMalformedPath = (err: unknown): boolean => err instanceof URIError && (err as { status?: number }).status === 400;

/** Maps body-parser and upload failures to the product's codes. */
function normalize(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (isMalformedPath(err)) return new AppError(ErrorCode.BAD_REQUEST, 'error.BAD_PATH');
  const e = err as { type?: string; status?: number; code?: string };
  // passport's failWithError: missing, invalid, expired or revoked token.
  if ((err as Error)?.name === 'AuthenticationError') return new AppError(ErrorCode.UNAUTHENTICATED);
  if (e?.type === 'entity.parse.failed') return new AppError(ErrorCode.BAD_REQUEST, 'error.BAD_JSON');
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
  // Other client mistakes the body parsers report (unsupported charset or encoding, aborted body).
  const exposed = err as { status?: number; expose?: boolean };
  if (exposed?.expose && typeof exposed.status === 'number' && exposed.status >= 400 && exposed.status < 500)
    return new AppError(ErrorCode.BAD_REQUEST);
  return null;
}

/** One error shape; a 500 never carries a stack or SQL to the client. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = normalize(err);
    const locale = requestLocale(req);
    if (isMalformedPath(err)) logger.debug({ path: req.originalUrl }, 'malformed path escape');
    if (!appError) {
      logger.error({ err, path: req.path }, 'unhandled error');
      const body: ApiErrorBody = { code: ErrorCode.INTERNAL, message: t(locale, 'error.INTERNAL') };
      res.status(500).json(body);
      return;
    }
    const body: ApiErrorBody = { ...appError.details, code: appError.code, message: t(locale, appError.messageId, appError.values) };
    if (appError.fields) {
      body.errors = Object.fromEntries(Object.entries(appError.fields).map(([f, ids]) => [f, ids.map((id) => t(locale, id, appError.values))]));
      body.message = Object.values(body.errors).flat().join(' ');
    }
    if (appError.status === 429) res.setHeader('Retry-After', String(appError.values?.retryAfter ?? 60));
    res.status(appError.status).json(body);
  };
}
