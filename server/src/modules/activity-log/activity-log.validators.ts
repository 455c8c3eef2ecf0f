import { query } from 'express-validator';
import { ACTIVITY_ACTIONS } from '@app/shared';
import { pageQuery } from '../../lib/rules';
import { dayRangeQuery } from '../analytics/business-day';

const optionalId = (field: string) => query(field).optional().isInt({ min: 1, max: 2147483647 }).withMessage('validation.id').bail().toInt();

export const historyRules = [
  optionalId('actor_id'),
  optionalId('target_user_id'),
  query('action').optional().isIn(ACTIVITY_ACTIONS).withMessage('validation.activity.action'),
  ...dayRangeQuery(),
  ...pageQuery(),
];
