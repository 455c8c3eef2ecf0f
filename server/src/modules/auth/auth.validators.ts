import { body, param, query } from 'express-validator';
import { REGISTRABLE_ROLES } from '@app/shared';
import {
  emailField,
  idParam,
  newPasswordField,
  oneValue,
  optionalIn,
  optionalText,
  passwordConfirmation,
  requiredText,
  browserTimezoneField,
  usernameField,
} from '../../lib/rules';

export const registerRules = [
  requiredText('first_name', 100),
  requiredText('last_name', 100),
  usernameField(),
  emailField(),
  newPasswordField(),
  passwordConfirmation(),
  body('captcha')
    .exists({ values: 'falsy' })
    .withMessage('validation.captcha.required')
    .bail()
    .isString()
    .withMessage('validation.captcha.required')
    .bail()
    .trim()
    .notEmpty()
    .withMessage('validation.captcha.required')
    .bail()
    .isLength({ max: 20 })
    .withMessage('validation.captcha.invalid'),
  oneValue(body('captcha_key').exists({ values: 'falsy' }).withMessage('validation.captcha.required').bail(), 'validation.captcha.invalid')
    .isUUID()
    .withMessage('validation.captcha.invalid'),
  optionalText('referral_code', 64),
  optionalIn('role', REGISTRABLE_ROLES, 'validation.role', body),
  browserTimezoneField(),
];

/** Exactly one of email or username, and the password. */
export const loginRules = [
  body('email').optional().isString().withMessage('validation.string').bail().trim().toLowerCase(),
  body('username').optional().isString().withMessage('validation.string').bail().trim(),
  body('email')
    .custom((_v, { req }) => {
      const b = req.body as Record<string, unknown>;
      return (typeof b.email === 'string' && b.email.trim() !== '') || (typeof b.username === 'string' && b.username.trim() !== '');
    })
    .withMessage('validation.login.identifier'),
  body('password').exists({ values: 'falsy' }).withMessage('validation.required').bail().isString().withMessage('validation.string'),
];

export const partnerLoginRules = [
  param('product')
    .isString()
    .matches(/^[a-z0-9-]{2,30}$/)
    .withMessage('validation.product'),
  oneValue(body('token').exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.token')
    .isJWT()
    .withMessage('validation.token'),
];

export const checkUsernameRules = [usernameField()];
export const requestVerifyRules = [
  oneValue(body('user_id').exists().withMessage('validation.required').bail(), 'validation.id')
    .isInt({ min: 1 })
    .withMessage('validation.id')
    .bail()
    .toInt(),
];
export const verifyEmailRules = [
  idParam('id'),
  param('hash')
    .matches(/^[a-f0-9]{40}$/)
    .withMessage('validation.link'),
  oneValue(query('expires').exists().withMessage('validation.link').bail(), 'validation.link')
    .isInt({ min: 0 })
    .withMessage('validation.link')
    .bail()
    .toInt(),
  oneValue(query('signature').exists().withMessage('validation.link').bail(), 'validation.link')
    .matches(/^[a-f0-9]{64}$/)
    .withMessage('validation.link'),
];
export const requestResetRules = [emailField()];
export const resetPasswordRules = [
  emailField(),
  body('token')
    .exists({ values: 'falsy' })
    .withMessage('validation.required')
    .bail()
    .isString()
    .withMessage('validation.token')
    .bail()
    .isLength({ max: 200 })
    .withMessage('validation.token'),
  newPasswordField(),
  passwordConfirmation(),
];
export const resetUrlRules = [
  oneValue(body('user_id').exists().withMessage('validation.required').bail(), 'validation.id')
    .isInt({ min: 1 })
    .withMessage('validation.id')
    .bail()
    .toInt(),
];
