import { query } from 'express-validator';
import { ACTIVITY_ACTIONS } from '@app/shared';
import { idField, oneValue, pageQuery } from '../../lib/rules';
import { dayRangeQuery } from '../../lib/business-day';

const optionalId = (field: string) => idField(field, { where: query, required: false });

export const historyRules = [
  optionalId('actor_id'),
  optionalId('target_user_id'),
  oneValue(query('action').optional(), 'validation.activity.action').isIn(ACTIVITY_ACTIONS).withMessage('validation.activity.action'),
  ...dayRangeQuery(),
  ...pageQuery(),
];
