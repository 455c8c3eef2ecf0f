/**
 * Chains for profile fields, shared by the profile edits and the binding forms.
 * Built on lib/rules.ts; messages are locale ids.
 */
import { body, type ValidationChain } from 'express-validator';
import { TEACHER_PAYMENT_METHODS } from '@app/shared';
import { gradeLevelField, idField, oneValue, optionalNonBlank, optionalText, phoneField, timezoneField, langField, yearField } from '../../lib/rules';

/** Null is refused for columns that cannot be empty (the shared optional chains would skip it). */
export const notNull = (field: string): ValidationChain =>
  body(field)
    .custom((v) => v !== null)
    .withMessage('validation.required');

const optionalPhone = (): ValidationChain[] => [notNull('phone'), phoneField('phone', false)];

/** Student fields on a PATCH: all optional; null clears the nullable ones. */
export const studentPatchRules = (): ValidationChain[] => [
  optionalNonBlank('school'),
  ...optionalPhone(),
  gradeLevelField(),
  yearField('graduation_year'),
  optionalText('address', 500),
  optionalText('language_preference', 50),
  optionalText('referral', 255),
  optionalText('notes', 2000),
];
export const STUDENT_CLEARABLE = ['grade_level', 'graduation_year', 'address', 'language_preference', 'referral', 'notes'] as const;

export const nameRules = (): ValidationChain[] => [optionalNonBlank('first_name', 100), optionalNonBlank('last_name', 100)];

const billingText = (key: string, max: number) => optionalText(`billing.${key}`, max);

/** Teacher fields on a PATCH; the hourly salary only on the admin route. */
export const teacherPatchRules = (withSalary: boolean): ValidationChain[] => [
  optionalNonBlank('college'),
  optionalNonBlank('major'),
  ...optionalPhone(),
  gradeLevelField(),
  oneValue(body('hours_weekly').optional({ values: 'null' }), 'validation.hours_weekly')
    .isInt({ min: 0, max: 168 })
    .withMessage('validation.hours_weekly')
    .bail()
    .toInt(),
  body('subjects').optional().isArray({ max: 30 }).withMessage('validation.subjects'),
  body('subjects.*')
    .if(body('subjects').isArray())
    .isString()
    .withMessage('validation.subjects')
    .bail()
    .trim()
    .notEmpty()
    .withMessage('validation.subjects')
    .bail()
    .isLength({ max: 100 })
    .withMessage('validation.too_long'),
  optionalText('bio', 5000),
  body('billing').optional({ values: 'null' }).isObject().withMessage('validation.billing'),
  billingText('official_name', 200),
  billingText('id_number', 50),
  body('billing.birth_date')
    .optional({ values: 'null' })
    .isString()
    .withMessage('validation.date')
    .bail()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .withMessage('validation.date')
    .bail()
    .isISO8601({ strict: true })
    .withMessage('validation.date'),
  billingText('mailing_address', 500),
  oneValue(body('billing.payment_method').optional({ values: 'null' }), 'validation.payment_method')
    .isIn(TEACHER_PAYMENT_METHODS)
    .withMessage('validation.payment_method'),
  ...(withSalary
    ? [
        oneValue(body('hourly_salary').optional({ values: 'null' }), 'validation.salary')
          .isInt({ min: 0, max: 100_000_000 })
          .withMessage('validation.salary')
          .bail()
          .toInt(),
      ]
    : []),
];
export const TEACHER_CLEARABLE = ['grade_level', 'hours_weekly', 'bio', 'billing'] as const;
/** Only the admin route names the salary, so only there may null clear it. */
export const TEACHER_ADMIN_CLEARABLE = [...TEACHER_CLEARABLE, 'hourly_salary'] as const;

export const basicRules = (): ValidationChain[] => [
  ...nameRules(),
  timezoneField(),
  langField('lang', false),
  idField('avatar_image_id', { required: false, nullable: true }),
];
export const BASIC_CLEARABLE = ['avatar_image_id'] as const;
