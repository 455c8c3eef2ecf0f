import { query } from 'express-validator';
import { idParam, optionalText, pageQuery, requiredText } from '../../lib/rules';

export const PASSAGE_BODY_MAX = 50000;
/** Fields a PATCH may set to null. */
export const PASSAGE_CLEARABLE = ['source'] as const;

export const listPassagesRules = [
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 200 }).withMessage('validation.too_long'),
  ...pageQuery(),
];
export const idRules = [idParam('id')];
export const createPassageRules = [requiredText('title'), requiredText('body', PASSAGE_BODY_MAX), optionalText('source')];
export const updatePassageRules = [
  idParam('id'),
  requiredText('title').optional(),
  requiredText('body', PASSAGE_BODY_MAX).optional(),
  optionalText('source'),
];
