import { query } from 'express-validator';
import { ANALYTICS_DAYS_MAX, LEDGER_TYPES, TRANSACTION_CATEGORIES, TRANSACTION_UNITS } from '@app/shared';
import { idField, oneValue, pageQuery } from '../../lib/rules';
import { dayRangeQuery } from '../../lib/business-day';

export const analysisRules = [
  oneValue(query('days').optional(), 'validation.analytics.days')
    .isInt({ min: 1, max: ANALYTICS_DAYS_MAX })
    .withMessage('validation.analytics.days')
    .bail()
    .toInt(),
];

export const transactionLogsRules = [
  oneValue(query('category').optional(), 'validation.transaction.category')
    .isIn(TRANSACTION_CATEGORIES)
    .withMessage('validation.transaction.category'),
  oneValue(query('unit').optional(), 'validation.transaction.unit').isIn(TRANSACTION_UNITS).withMessage('validation.transaction.unit'),
  oneValue(query('type').optional(), 'validation.transaction.type').isIn(LEDGER_TYPES).withMessage('validation.transaction.type'),
  idField('user_id', { where: query, required: false }),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 100 }).withMessage('validation.too_long'),
  ...dayRangeQuery(),
  ...pageQuery(),
];
