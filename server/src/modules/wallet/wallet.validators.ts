import { body, query } from 'express-validator';
import { GRADING_SERVICES } from '@app/shared';
import { idField, idParam, oneValue, pageQuery } from '../../lib/rules';

/** The contract's page size is fixed (20): only `page` is taken. */
export const pageRules = [
  oneValue(query('page').optional(), 'validation.page').isInt({ min: 1, max: 100000 }).withMessage('validation.page').bail().toInt(),
];
export const planIdRules = [idParam('planId')];
export const attemptIdRules = [idParam('attemptId')];
export const gradingOrderRules = [
  idField('attempt_id'),
  oneValue(body('service').exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.grading_service')
    .isIn(GRADING_SERVICES)
    .withMessage('validation.grading_service'),
];
export const gradingListRules = pageQuery();
