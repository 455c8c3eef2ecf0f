import type { MessageDescriptor } from 'react-intl';
import { ErrorCode } from '@app/shared';
import { errorAction } from '../../lib/error-policy';
import { isApiError } from '../../lib/api-error';

/** How the start page answers a refused start or restart (spec section 8). */
export type StartFailure =
  /** 402 exceeded_test: the plan-upgrade prompt. */
  | { kind: 'plans' }
  /** 400 TAKEN_OVER_3_EXAM and 429: a message on the page; too many takes also links to the practices list. */
  | { kind: 'message'; message?: MessageDescriptor; text?: string; toPractices: boolean }
  /** Anything else: the app's central handling. */
  | { kind: 'central' };

export function startFailure(error: unknown): StartFailure {
  if (!isApiError(error)) return { kind: 'central' };
  if (error.status === 402 && error.code === ErrorCode.EXCEEDED_TEST) return { kind: 'plans' };
  const takes = error.status === 400 && error.code === ErrorCode.TAKEN_OVER_3_EXAM;
  if (!takes && error.status !== 429) return { kind: 'central' };
  // The wording is the error policy's, so this page says what every other page would.
  const action = errorAction(error);
  return action.kind === 'message' ? { kind: 'message', message: action.message, text: action.text, toPractices: takes } : { kind: 'central' };
}
