import { body, param, query, type ValidationChain } from 'express-validator';
import { CONTACT_LIMITS, CONTACT_STATUSES, COURSE_SLUGS, LOCALES, SITE_KEY_PATTERN } from '@app/shared';
import { idParam, oneValue, optionalEmailField, optionalIn, pageQuery, phoneField, textWithMessage } from '../../lib/rules';

/** A required body text whose every failure reads as the one message spec section 5 gives the field. */
const bodyText = (field: string, message: string, max: number): ValidationChain => textWithMessage(body(field), message, max);

const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export const contactRules: ValidationChain[] = [
  bodyText('name', 'validation.contact.name', CONTACT_LIMITS.name),
  bodyText('message', 'validation.contact.message', CONTACT_LIMITS.message),
  bodyText('captcha', 'validation.contact.captcha', 20),
  // The key names a stored challenge (a UUID); anything else is a captcha that has expired.
  bodyText('captcha_key', 'validation.contact.captcha', 200).bail().isUUID().withMessage('validation.captcha.invalid'),
  // E-mail or phone: at least one, so the provider can answer (its own chain: optional() applies to a whole chain).
  body('email')
    .custom((v: unknown, { req }) => present(v) || present((req.body as Record<string, unknown>).phone))
    .withMessage('validation.contact.reach'),
  // Each checked when given.
  optionalEmailField('email'),
  phoneField('phone', false).optional({ values: 'falsy' }),
  optionalIn('course', COURSE_SLUGS, 'validation.contact.course', body),
];

export const inboxRules: ValidationChain[] = [optionalIn('status', CONTACT_STATUSES, 'validation.contact.status', query), ...pageQuery()];

export const readRules: ValidationChain[] = [
  idParam('id'),
  oneValue(body('read').exists().withMessage('validation.required').bail(), 'validation.boolean')
    .isBoolean({ strict: true })
    .withMessage('validation.boolean')
    .bail()
    .toBoolean(true),
];

export const replyRules: ValidationChain[] = [idParam('id'), bodyText('body', 'validation.contact.reply', CONTACT_LIMITS.reply)];

const LOCALE_SET = new Set<string>(LOCALES);

export const siteTextRules: ValidationChain[] = [
  param('key').matches(SITE_KEY_PATTERN).withMessage('validation.site.key'),
  body('texts')
    .custom(
      (v: unknown) =>
        !!v &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        Object.keys(v).length > 0 &&
        Object.entries(v as Record<string, unknown>).every(
          ([k, t]) => LOCALE_SET.has(k) && (t === null || (typeof t === 'string' && t.length <= 4000 && !t.includes('\u0000'))),
        ),
    )
    .withMessage('validation.site.texts'),
];
