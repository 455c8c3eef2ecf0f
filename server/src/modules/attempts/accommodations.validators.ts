import { body } from 'express-validator';
import { EXTRA_TIME_PERCENTS } from '@app/shared';
import { idParam, oneValue } from '../../lib/rules';

export const accommodationsRules = [
  idParam('id'),
  oneValue(body('extraTimePercent').exists({ values: 'null' }).withMessage('validation.required').bail(), 'validation.extra_time')
    .isInt()
    .withMessage('validation.extra_time')
    .bail()
    .toInt()
    .custom((v: number) => (EXTRA_TIME_PERCENTS as readonly number[]).includes(v))
    .withMessage('validation.extra_time'),
];
