import { body } from 'express-validator';
import { pageQuery } from '../../lib/rules';

export const checkRules = [
  body('referral_code')
    .exists({ values: 'falsy' })
    .withMessage('validation.required')
    .bail()
    .isString()
    .withMessage('validation.string')
    .bail()
    .isLength({ max: 64 })
    .withMessage('validation.too_long'),
];
export const usedRules = pageQuery();
