import { ErrorCode } from '@app/shared';
import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '../../lib/api-error';
import { errorAction } from '../../lib/error-policy';
import type { UiStore } from '../../stores/ui-store';
import { joinMessages as jm, lockMessages as lm, sendMessages as sm } from './messages';

/**
 * Why a join by code or link failed, in words a student can act on: a wrong code (404 on the preview, 422
 * on the join), an archived class, a full one, already a member. Null: not one of these (central handling).
 */
export function joinProblem(error: unknown): MessageDescriptor | null {
  if (!isApiError(error)) return null;
  if (error.status === 404 || (error.status === 422 && error.errors?.code)) return jm.wrongCode;
  if (error.status === 409) {
    if (error.reason === 'class_archived') return jm.archived;
    if (error.reason === 'class_full') return jm.full;
    if (error.reason === 'already_member') return jm.alreadyMember;
  }
  return null;
}

/** A refused class-test start: the spec's insufficient_coins text (section 8) or the window's state. */
export function startProblem(error: unknown): MessageDescriptor | null {
  if (!isApiError(error)) return null;
  if ((error.status === 402 || error.status === 403) && error.code === ErrorCode.INSUFFICIENT_COINS) return lm.insufficientCoins;
  if (error.status === 409) {
    if (error.reason === 'class_exam_not_open') return lm.notOpen;
    if (error.reason === 'class_exam_closed') return lm.closed;
    if (error.reason === 'class_exam_no_attempts') return lm.noAttemptsLeft;
    if (error.reason === 'attempt_running') return lm.attemptRunning;
    if (error.reason === 'class_archived') return jm.archived;
  }
  return null;
}

/** The owner's coins cannot pay for a send: the teacher is told on the send form, with a way to top up. */
export const isCoinsRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.status === 402 || error.status === 403) && error.code === ErrorCode.INSUFFICIENT_COINS;

export const sendRefusedMessage = sm.insufficientCoins;

/** A failure's text to show where the user is looking; redirects and the refresh notice go through the central handling (null). */
export function problemText(ui: UiStore, error: unknown): string | null {
  const action = errorAction(error);
  if (action.kind === 'message') return ui.describe(action);
  ui.apply(action);
  return null;
}
