import { body, query } from 'express-validator';
import { GRADING_SERVICES } from '@app/shared';
import { idField, idParam, pageQuery } from '../../lib/rules';

/** The contract's page size is fixed (20): only `page` is taken. */
export const pageRules = [query('page').optional().isInt({ min: 1, max: 100000 }).withMessage('validation.page').bail().toInt()];
export const planIdRules = [idParam('planId')];
export const attemptIdRules = [idParam('attemptId')];
export const gradingOrderRules = [
  idField('attempt_id'),
  body('service')
    .exists({ values: 'falsy' })
    .withMessage('validation.required')
    .bail()
    .isIn(GRADING_SERVICES)
    .withMessage('validation.grading_service'),
];
export const gradingListRules = pageQuery();
