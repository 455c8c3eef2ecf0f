import { body, param, query } from 'express-validator';
import { REGISTRABLE_ROLES } from '@app/shared';
import { emailField, idParam, newPasswordField, optionalText, passwordConfirmation, requiredText, usernameField } from '../../lib/rules';

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
  body('captcha_key')
    .exists({ values: 'falsy' })
    .withMessage('validation.captcha.required')
    .bail()
    .isUUID()
    .withMessage('validation.captcha.invalid'),
  optionalText('referral_code', 64),
  body('role').optional().isIn(REGISTRABLE_ROLES).withMessage('validation.role'),
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
  body('token').exists({ values: 'falsy' }).withMessage('validation.required').bail().isJWT().withMessage('validation.token'),
];

export const checkUsernameRules = [usernameField()];
export const requestVerifyRules = [
  body('user_id').exists().withMessage('validation.required').bail().isInt({ min: 1 }).withMessage('validation.id').bail().toInt(),
];
export const verifyEmailRules = [
  idParam('id'),
  param('hash')
    .matches(/^[a-f0-9]{40}$/)
    .withMessage('validation.link'),
  query('expires').exists().withMessage('validation.link').bail().isInt({ min: 0 }).withMessage('validation.link').bail().toInt(),
  query('signature')
    .exists()
    .withMessage('validation.link')
    .bail()
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
    .isLength({ max: 200 })
    .withMessage('validation.token'),
  newPasswordField(),
  passwordConfirmation(),
];
export const resetUrlRules = [
  body('user_id').exists().withMessage('validation.required').bail().isInt({ min: 1 }).withMessage('validation.id').bail().toInt(),
];
