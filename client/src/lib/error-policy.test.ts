import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorAction } from './error-policy';
import { appMessages } from '../i18n/app-messages';

const err = (status: number, code: string, message = 'server text', errors?: Record<string, string[]>) =>
  new ApiError({ status, code: code as never, message, errors });

describe('error policy (spec section 8)', () => {
  it('maps 400 codes', () => {
    expect(errorAction(err(400, 'UNAUTHORIZED'))).toEqual({ kind: 'message', message: appMessages.incorrectCredentials });
    expect(errorAction(err(400, 'NOT_FOUND_USER', 'No account uses that e-mail address.'))).toEqual({
      kind: 'message',
      text: 'No account uses that e-mail address.',
    });
    expect(errorAction(err(400, 'BAD_REQUEST'))).toEqual({ kind: 'message', message: appMessages.genericError });
  });

  it('redirects on 403 and on page-level 404', () => {
    expect(errorAction(err(403, 'FORBIDDEN'))).toEqual({ kind: 'redirect', to: '/403' });
    expect(errorAction(err(404, 'NOT_FOUND'), { pageLevel: true })).toEqual({ kind: 'redirect', to: '/404' });
    expect(errorAction(err(404, 'NOT_FOUND'))).toMatchObject({ kind: 'message' });
  });

  it('a refused action (403) is a message on the page the user is on, not the 403 page', () => {
    expect(errorAction(err(403, 'FORBIDDEN'), { action: true })).toEqual({ kind: 'message', message: appMessages.actionRefused });
  });

  it('shows 422 joined messages and a localized 429', () => {
    expect(errorAction(err(422, 'VALIDATION_FAILED', 'a. b.'))).toEqual({ kind: 'message', text: 'a. b.' });
    expect(errorAction(err(429, 'TOO_MANY_ATTEMPTS'))).toEqual({ kind: 'message', message: appMessages.tooManyAttempts });
  });

  it('asks for a refresh on time-outs and lost chunks, and ignores 401 and aborts', () => {
    expect(errorAction(err(0, 'TIMEOUT'))).toEqual({ kind: 'notice' });
    expect(errorAction(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toEqual({ kind: 'notice' });
    expect(errorAction(err(401, 'UNAUTHENTICATED'))).toEqual({ kind: 'ignore' });
    expect(errorAction(err(0, 'ABORTED'))).toEqual({ kind: 'ignore' });
  });
});
