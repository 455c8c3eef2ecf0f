import { ErrorCode } from '@app/shared';
import { AppError } from '../../lib/errors';

/** A practice a full set or an adaptive set uses cannot be deleted: the set would lose a part. */
export const practiceInUse = () => new AppError(ErrorCode.CONFLICT, 'error.PRACTICE_IN_USE');
