import { body, query } from 'express-validator';
import { GRADING_SERVICES } from '@app/shared';
import { idParam, pageQuery } from '../../lib/rules';

/** The contract's page size is fixed (20): only `page` is taken. */
export const pageRules = [query('page').optional().isInt({ min: 1, max: 100000 }).withMessage('validation.page').bail().toInt()];
export const planIdRules = [idParam('planId')];
export const attemptIdRules = [idParam('attemptId')];
export const gradingOrderRules = [
  body('attempt_id')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isInt({ min: 1, max: 2147483647 })
    .withMessage('validation.id')
    .bail()
    .toInt(),
  body('service')
    .exists({ values: 'falsy' })
    .withMessage('validation.required')
    .bail()
    .isIn(GRADING_SERVICES)
    .withMessage('validation.grading_service'),
];
export const gradingListRules = pageQuery();
