import type { Response } from 'supertest';
import { t as translate } from '../../src/lib/i18n';

/** A 422 naming `field`; with a message id, its English text must be among (or, exact, all of) the field's messages. */
export function expectFieldError(res: Response, field: string, messageId?: string, opts: { exact?: boolean } = {}): void {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.errors).toHaveProperty([field]);
  if (!messageId) return;
  const text = translate('en-US', messageId);
  if (opts.exact) expect(res.body.errors[field]).toEqual([text]);
  else expect(res.body.errors[field]).toContain(text);
}
