import type { Request } from 'express';
import { input } from './validate';

/**
 * The validated input plus the listed fields the caller explicitly set to null.
 * The shared optional chains let null through without error, but matchedData then drops it, so a
 * client could never clear a nullable column. Only the listed (clearable) fields are taken back.
 */
export function inputWithNulls<T>(req: Request, clearable: readonly string[]): T {
  const data: Record<string, unknown> = { ...input<Record<string, unknown>>(req) };
  const body: unknown = req.body;
  if (body && typeof body === 'object') {
    for (const field of clearable) if ((body as Record<string, unknown>)[field] === null) data[field] = null;
  }
  return data as T;
}
