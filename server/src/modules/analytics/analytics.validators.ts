import { query } from 'express-validator';
import { ANALYTICS_DAYS_MAX, LEDGER_TYPES, TRANSACTION_CATEGORIES, TRANSACTION_UNITS } from '@app/shared';
import { idField, pageQuery } from '../../lib/rules';
import { dayRangeQuery } from './business-day';

export const analysisRules = [
  query('days').optional().isInt({ min: 1, max: ANALYTICS_DAYS_MAX }).withMessage('validation.analytics.days').bail().toInt(),
];

export const transactionLogsRules = [
  query('category').optional().isIn(TRANSACTION_CATEGORIES).withMessage('validation.transaction.category'),
  query('unit').optional().isIn(TRANSACTION_UNITS).withMessage('validation.transaction.unit'),
  query('type').optional().isIn(LEDGER_TYPES).withMessage('validation.transaction.type'),
  idField('user_id', { where: query, required: false }),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 100 }).withMessage('validation.too_long'),
  ...dayRangeQuery(),
  ...pageQuery(),
];
