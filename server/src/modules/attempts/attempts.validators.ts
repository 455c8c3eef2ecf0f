import { query } from 'express-validator';
import { ATTEMPT_STATUSES, ATTEMPT_TARGET_TYPES } from '@app/shared';
import { targetRules } from '../../core/test-targets';
import { idField, idParam, optionalIn, pageQuery } from '../../lib/rules';

/** `?status=active` lists running attempts (in_progress or on_break). */
export const LIST_STATUSES = [...ATTEMPT_STATUSES, 'active'] as const;

export const startRules = targetRules;

export const attemptIdRules = [idParam('id')];

// The autosave's input is checked by hand (the hot path): see attempt-autosave.input.ts.

export const submitModuleRules = [idParam('id'), idField('moduleId')];

export const listAttemptsRules = [
  optionalIn('status', LIST_STATUSES, 'validation.attempt.status'),
  optionalIn('type', ATTEMPT_TARGET_TYPES, 'validation.attempt.type'),
  idField('targetId', { where: query, required: false }),
  ...pageQuery(),
];
