import { body, param, query } from 'express-validator';
import { ATTEMPT_TARGET_TYPES } from '@app/shared';
import { idField, idParam, MAX_ID, oneValue, optionalIn, pageQuery, idValue } from '../../lib/rules';

/** Attempts one combination may join (a paper test has at most four sections). */
export const COMBINE_MAX_ATTEMPTS = 4;

const typeQuery = () => optionalIn('type', ATTEMPT_TARGET_TYPES, 'validation.attempt.type');

/** ?targetId narrows to one test, so it needs ?type to say which kind of test. */
const targetIdQuery = () =>
  oneValue(query('targetId').optional(), 'validation.id')
    .isInt({ min: 1, max: MAX_ID })
    .withMessage('validation.id')
    .bail()
    .custom((_v, { req }) => (req.query as Record<string, unknown>).type !== undefined)
    .withMessage('validation.analysis.target_type')
    .bail()
    .toInt();

const searchQuery = () =>
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 100 }).withMessage('validation.too_long');

export const resultsRules = [typeQuery(), targetIdQuery(), searchQuery(), ...pageQuery()];

export const targetRules = [param('type').isIn(ATTEMPT_TARGET_TYPES).withMessage('validation.attempt.type'), idParam('targetId')];

export const studentsRules = [...targetRules, ...pageQuery()];

export const userResultsRules = [idParam('userId'), typeQuery(), targetIdQuery(), ...pageQuery()];

export const combineRules = [
  idField('userId'),
  body('attemptIds')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isArray({ min: 2, max: COMBINE_MAX_ATTEMPTS })
    .withMessage('validation.combine.count'),
  idValue(body('attemptIds.*')),
];

export const combinedListRules = [idField('userId', { where: query, required: false }), ...pageQuery()];
