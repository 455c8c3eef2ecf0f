/**
 * The runner's refusals. The 409s carry their message id as `reason` too, so the client tells them
 * apart without reading the translated text.
 */
import { ErrorCode } from '@app/shared';
import { AppError } from '../../lib/errors';

const conflict = (reason: string) => new AppError(ErrorCode.CONFLICT, `error.${reason}`, undefined, undefined, { reason });

/** A save into a module that is submitted, past its deadline, or not the current one (a break, the end). */
export const moduleClosed = () => conflict('ATTEMPT_MODULE_CLOSED');
/** A save of a question that is not in the module running now. */
export const questionNotInModule = () => conflict('ATTEMPT_QUESTION_NOT_IN_MODULE');
/** Restarting an attempt that is finished or abandoned. */
export const attemptNotRunning = () => conflict('ATTEMPT_NOT_RUNNING');
