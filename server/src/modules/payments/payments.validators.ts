import { body, query, type ValidationChain } from 'express-validator';
import { CONVENIENCE_STORE_DAYS, DEPOSIT_COINS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PROVIDER_CURRENCIES, type PaymentProvider } from '@app/shared';
import { idParam, oneValue, pageQuery } from '../../lib/rules';

type Where = typeof body | typeof query;
const providerOf = (req: unknown, where: Where) =>
  ((req as Record<string, Record<string, unknown>>)[where === body ? 'body' : 'query'] ?? {}).provider as PaymentProvider;

const provider = (where: Where): ValidationChain =>
  oneValue(where('provider').exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.payment.provider')
    .isIn(PAYMENT_PROVIDERS)
    .withMessage('validation.payment.provider');

/** A currency the chosen provider takes (check: TWD or USD; convenience store: TWD). */
const currency = (where: Where): ValidationChain =>
  where('currency')
    .exists({ values: 'falsy' })
    .withMessage('validation.required')
    .bail()
    .custom((c: unknown, { req }) => (PROVIDER_CURRENCIES[providerOf(req, where)] ?? ['TWD', 'RMB', 'USD']).includes(c as never))
    .withMessage('validation.payment.currency');

const coins = (where: Where): ValidationChain =>
  oneValue(where('coins').exists({ values: 'null' }).withMessage('validation.required').bail(), 'validation.payment.coins')
    .isInt({ min: DEPOSIT_COINS.min, max: DEPOSIT_COINS.max })
    .withMessage('validation.payment.coins')
    .bail()
    .toInt();

export const quoteRules = [provider(query), currency(query), coins(query)];
export const createRules = [
  provider(body),
  currency(body),
  coins(body),
  body('expires_in_days')
    .optional()
    .custom((_v, { req }) => providerOf(req, body) === 'convenience_store')
    .withMessage('validation.payment.expires_in_days.store_only')
    .bail()
    .not()
    .isArray()
    .withMessage('validation.payment.expires_in_days')
    .bail()
    .isInt({ min: CONVENIENCE_STORE_DAYS.min, max: CONVENIENCE_STORE_DAYS.max })
    .withMessage('validation.payment.expires_in_days')
    .bail()
    .toInt(),
];
export const listRules = [
  ...pageQuery(),
  oneValue(query('status').optional(), 'validation.payment.status').isIn(PAYMENT_STATUSES).withMessage('validation.payment.status'),
];
export const idRules = [idParam()];
export const confirmRules = [
  idParam(),
  oneValue(body('total').optional(), 'validation.integer').isInt({ min: 1 }).withMessage('validation.integer').bail().toInt(),
];
