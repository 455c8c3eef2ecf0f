import { body, type ValidationChain } from 'express-validator';
import { LOCALES, NOTIFICATION_ROUTES, NOTIFICATION_TYPES } from '@app/shared';
import { idParam, oneOf, oneValue, optionalIn, pageQuery, textWithMessage } from '../../lib/rules';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const when = (field: string, message: string): ValidationChain =>
  oneValue(body(field).exists({ values: 'falsy' }).withMessage('validation.required').bail(), message)
    .custom((v: unknown) => typeof v === 'string' && ISO.test(v) && !Number.isNaN(Date.parse(v)))
    .withMessage(message);

/** One text per language, each required: a banner never shows English on a Chinese page. */
const localeTexts = (field: string, message: string, onlyIf?: ValidationChain): ValidationChain[] =>
  LOCALES.map((l) => textWithMessage(onlyIf ? body(`${field}.${l}`).if(onlyIf) : body(`${field}.${l}`), message, 300));

export const notificationRules: ValidationChain[] = [
  oneOf('type', NOTIFICATION_TYPES, 'validation.notification.type'),
  when('start', 'validation.notification.start'),
  when('end', 'validation.notification.end')
    .bail()
    .custom((v: string, { req }) => {
      const start = (req.body as Record<string, unknown>).start;
      return typeof start !== 'string' || Number.isNaN(Date.parse(start)) || Date.parse(v) > Date.parse(start);
    })
    .withMessage('validation.notification.end_after_start'),
  ...localeTexts('description', 'validation.notification.description'),
  body('link')
    .exists()
    .withMessage('validation.required')
    .bail()
    .custom((v: unknown) => v === null || (typeof v === 'object' && !Array.isArray(v)))
    .withMessage('validation.notification.link'),
  // The link's fields are checked only when there is a link.
  ...[
    oneValue(
      body('link.routerName').if(body('link').isObject()).exists({ values: 'falsy' }).withMessage('validation.notification.route').bail(),
      'validation.notification.route',
    )
      .isIn(NOTIFICATION_ROUTES)
      .withMessage('validation.notification.route'),
    ...localeTexts('link.text', 'validation.notification.link_text', body('link').isObject()),
  ],
];

export const updateRules: ValidationChain[] = [idParam('id'), ...notificationRules];
export const idRules: ValidationChain[] = [idParam('id')];
export const listRules: ValidationChain[] = [optionalIn('state', ['scheduled', 'active', 'ended'], 'validation.notification.state'), ...pageQuery()];
