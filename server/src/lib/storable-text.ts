/**
 * The one rule every string a client sends goes through, wherever it sits (body, query, nested fields,
 * object keys, list items): no NUL (PostgreSQL's text and jsonb refuse it: a SQL error, so a 500) and no
 * unpaired UTF-16 surrogate (not Unicode at all: encodeURIComponent throws on it, UTF-8 cannot carry it).
 * Such input answers 422 naming each field, before any route or rate limit sees it.
 */
import type { RequestHandler } from 'express';
import { ErrorCode } from '@app/shared';
import { AppError } from './errors';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnstorableText = (s: string): boolean => UNSTORABLE.test(s);

/** The message id every such field carries. */
export const UNSTORABLE_MESSAGE = 'validation.text.characters';

/** Field paths in express-validator's notation (`profile.bio`, `answers[0]`) of every unstorable string. */
export function unstorableFields(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (isUnstorableText(value)) found.push(path || '_');
  } else if (Buffer.isBuffer(value)) {
    return found; // a signed webhook's raw body: bytes the route checks itself
  } else if (Array.isArray(value)) {
    if (depth < 32) value.forEach((item, i) => unstorableFields(item, `${path}[${i}]`, found, depth + 1));
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) found.push(at);
      else unstorableFields(item, at, found, depth + 1);
    }
  }
  return found;
}

/** A decoded path holding a NUL (`/api/uploads/%00`) is refused like a malformed escape. */
function pathHasNul(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return false; // a malformed escape: the router answers it 400
  }
}

export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  if (pathHasNul(req.path)) return next(new AppError(ErrorCode.BAD_REQUEST, 'error.BAD_PATH'));
  // One list for both (query first): every API request passes here, nearly always with nothing to report.
  const fields = unstorableFields(req.body, '', unstorableFields(req.query));
  if (!fields.length) return next();
  next(new AppError(ErrorCode.VALIDATION_FAILED, 'error.VALIDATION_FAILED', Object.fromEntries(fields.map((f) => [f, [UNSTORABLE_MESSAGE]]))));
};
