import { body, query } from 'express-validator';
import { ATTEMPT_STATUSES, ATTEMPT_TARGET_TYPES } from '@app/shared';
import { idField, idParam, optionalIn, pageQuery } from '../../lib/rules';

/** `?status=active` lists running attempts (in_progress or on_break). */
export const LIST_STATUSES = [...ATTEMPT_STATUSES, 'active'] as const;

const TARGET_FIELDS = ['practiceId', 'composePracticeId', 'adaptiveId'] as const;
const present = (req: unknown, f: string) => ((req as { body?: Record<string, unknown> }).body ?? {})[f] !== undefined;

export const startRules = [
  ...TARGET_FIELDS.map((f) => idField(f, { required: false })),
  // Exactly one target; reported on the first field so the 422 names a field like every other.
  body('practiceId')
    .custom((_v, { req }) => TARGET_FIELDS.filter((f) => present(req, f)).length === 1)
    .withMessage('validation.attempt.target'),
];

export const attemptIdRules = [idParam('id')];

// The autosave's input is checked by hand (the hot path): see attempt-autosave.input.ts.

export const submitModuleRules = [idParam('id'), idField('moduleId')];

export const listAttemptsRules = [
  optionalIn('status', LIST_STATUSES, 'validation.attempt.status'),
  optionalIn('type', ATTEMPT_TARGET_TYPES, 'validation.attempt.type'),
  idField('targetId', { where: query, required: false }),
  ...pageQuery(),
];
