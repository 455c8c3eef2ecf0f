import { ErrorCode } from '@app/shared';
import type { MessageDescriptor } from 'react-intl';
import { ApiError, ClientErrorCode } from './api-error';
import { isChunkLoadError } from './chunk-errors';
import { PATHS } from '../config/paths';
import { appMessages } from '../i18n/app-messages';

/** What the app does with a failure (spec section 8). */
export type ErrorAction =
  { kind: 'ignore' } | { kind: 'redirect'; to: string } | { kind: 'notice' } | { kind: 'message'; text?: string; message?: MessageDescriptor };

export interface ErrorContext {
  /** The failed call loaded the page itself, so a 404 means the page does not exist. */
  pageLevel?: boolean;
  /** The failed call was an action on a page that stays: a refusal (403) is a message there, not the 403 page. */
  action?: boolean;
}

const CODE_MESSAGES: Partial<Record<string, MessageDescriptor>> = {
  [ErrorCode.UNAUTHORIZED]: appMessages.incorrectCredentials,
  [ErrorCode.TAKEN_OVER_3_EXAM]: appMessages.takenOver3Exam,
  [ErrorCode.PRACTICE_EXAM_HAS_TAKEN]: appMessages.practiceExamHasTaken,
  [ErrorCode.PRACTICE_EXAM_TITLE_EXISTS]: appMessages.practiceExamTitleExists,
  [ErrorCode.SAT_PASSAGE_EXISTS]: appMessages.satPassageExists,
  [ErrorCode.LINK_EXPIRED]: appMessages.linkExpired,
};

/** Server text when there is one, else the given fallback. */
const serverText = (error: ApiError, fallback: MessageDescriptor): ErrorAction =>
  error.message && !/^HTTP \d+$/.test(error.message) ? { kind: 'message', text: error.message } : { kind: 'message', message: fallback };

export function errorAction(error: unknown, context: ErrorContext = {}): ErrorAction {
  if (!(error instanceof ApiError)) {
    return isChunkLoadError(error) ? { kind: 'notice' } : { kind: 'message', message: appMessages.genericError };
  }
  switch (error.code) {
    case ClientErrorCode.ABORTED:
      return { kind: 'ignore' };
    case ClientErrorCode.TIMEOUT:
      return { kind: 'notice' };
    case ClientErrorCode.NETWORK:
      return { kind: 'message', message: appMessages.network };
  }
  const status = error.status;
  if (status === 401) return { kind: 'ignore' }; // the API client already cleared the session and went to Login
  if (status === 403 && context.action) return { kind: 'message', message: appMessages.actionRefused };
  if (status === 403 && error.code !== ErrorCode.INSUFFICIENT_COINS) return { kind: 'redirect', to: PATHS.forbidden };
  if (status === 404) return context.pageLevel ? { kind: 'redirect', to: PATHS.notFound } : { kind: 'message', message: appMessages.notFound };
  if (status === 422) return { kind: 'message', text: error.message };
  if (status === 429) return { kind: 'message', message: appMessages.tooManyAttempts };
  if (status === 400) {
    if (error.code === ErrorCode.NOT_FOUND_USER) return serverText(error, appMessages.notFoundUser);
    return { kind: 'message', message: CODE_MESSAGES[error.code] ?? appMessages.genericError };
  }
  if (status === 402 || status === 403 || status === 409 || status === 413) return serverText(error, appMessages.genericError);
  return { kind: 'message', message: appMessages.genericError };
}
