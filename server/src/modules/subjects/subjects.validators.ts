import { body } from 'express-validator';
import { SUBJECT_CODE_MAX, SUBJECT_CODE_RE, SUBJECT_KINDS, SUBJECT_NAME_MAX } from '@app/shared';
import { idParam, oneOf, oneValue, optionalNonBlank, requiredText, strictBoolean } from '../../lib/rules';

const names = (optional: boolean) =>
  ['name_en', 'name_zh_cn', 'name_zh_tw'].map((f) => (optional ? optionalNonBlank(f, SUBJECT_NAME_MAX) : requiredText(f, SUBJECT_NAME_MAX)));

export const createSubjectRules = [
  oneOf('kind', SUBJECT_KINDS, 'validation.subject.kind'),
  requiredText('parent', 100),
  oneValue(body('code').optional({ values: 'falsy' }), 'validation.subject.code')
    .isString()
    .withMessage('validation.subject.code')
    .bail()
    .trim()
    .isLength({ max: SUBJECT_CODE_MAX })
    .withMessage('validation.too_long')
    .bail()
    .matches(SUBJECT_CODE_RE)
    .withMessage('validation.subject.code'),
  ...names(false),
];

export const updateSubjectRules = [idParam('id'), ...names(true), strictBoolean(oneValue(body('archived').optional(), 'validation.boolean'))];
