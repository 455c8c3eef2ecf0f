import type { Request } from 'express';
import { negotiateLocale, type Locale } from '@app/shared';

/** The language the caller reads: the accept-language the client sends with every call. */
export function requestLocale(req: Request): Locale {
  return negotiateLocale(req.headers['accept-language']);
}
