import { body, param, query } from 'express-validator';
import { REGISTRABLE_ROLES } from '@app/shared';
import {
  emailField,
  idField,
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
import { loginIdentifier } from './login-identifier';

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

/** An e-mail or a username (the e-mail wins when both are given), and the password. */
export const loginRules = [
  // Blank (null, empty) is absent: loginIdentifier then reads the other field.
  body('email').optional({ values: 'falsy' }).isString().withMessage('validation.string').bail().trim().toLowerCase(),
  body('username').optional({ values: 'falsy' }).isString().withMessage('validation.string').bail().trim(),
  body('email')
    .custom((_v, { req }) => loginIdentifier(req.body) !== undefined)
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
export const requestVerifyRules = [idField('user_id')];
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
export const resetUrlRules = [idField('user_id')];
