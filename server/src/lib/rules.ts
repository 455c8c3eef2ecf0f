/**
 * Reusable express-validator chains. Messages are locale ids (`validation.*`), translated per caller.
 * Every chain of every endpoint is built from these so the same field reads the same everywhere.
 */
import { body, param, query, type ValidationChain } from 'express-validator';
import { GRADE_LEVELS, LANGS, MIN_PHONE_DIGITS, PASSWORD_MIN_LENGTH } from '@app/shared';

/**
 * One value, not a list. express-validator runs isInt and isIn on each item of an array, so `{"id": [5]}`
 * or `?page=1&page=2` would pass them and reach SQL as an array (a 500); chains for one value start here.
 * (isString needs none: it looks at the whole value, so a list already fails it.)
 */
export const oneValue = (chain: ValidationChain, message: string): ValidationChain => chain.not().isArray().withMessage(message).bail();

/**
 * A required text whose every failure (missing, a list, not a string, blank) reads as the one `message`
 * the field's spec gives it; only a text over `max` says validation.too_long.
 */
export const textWithMessage = (chain: ValidationChain, message: string, max: number): ValidationChain =>
  oneValue(chain.exists({ values: 'falsy' }).withMessage(message).bail(), message)
    .isString()
    .withMessage(message)
    .bail()
    .trim()
    .notEmpty()
    .withMessage(message)
    .bail()
    .isLength({ max })
    .withMessage('validation.too_long');

/** Present and not empty: the head of every required field. */
const required = (chain: ValidationChain): ValidationChain => chain.exists({ values: 'falsy' }).withMessage('validation.required').bail();

/** Required and a string: the head of the required text fields (e-mail, username, password). */
const requiredString = (chain: ValidationChain): ValidationChain => required(chain).isString().withMessage('validation.string').bail();

/** The tail every "non-blank text" chain shares: a string, not blank once trimmed, at most `max` long. */
const nonBlankText = (chain: ValidationChain, max: number): ValidationChain =>
  chain
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .notEmpty()
    .withMessage('validation.required')
    .bail()
    .isLength({ max })
    .withMessage('validation.too_long');

export const requiredText = (field: string, max = 255): ValidationChain => nonBlankText(required(body(field)), max);

/** Optional, but when present a non-blank string (names, school, college...). */
export const optionalNonBlank = (field: string, max = 255): ValidationChain => nonBlankText(body(field).optional(), max);

export const optionalText = (field: string, max = 255): ValidationChain =>
  body(field)
    .optional({ values: 'null' })
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .isLength({ max })
    .withMessage('validation.too_long');

export const emailField = (field = 'email', where = body): ValidationChain =>
  requiredString(where(field))
    .trim()
    .isEmail()
    .withMessage('validation.email')
    .bail()
    .isLength({ max: 254 })
    .withMessage('validation.too_long')
    .toLowerCase();

/** An optional body e-mail: checked and lower-cased when given; empty means none (enrollment, contact form). */
export const optionalEmailField = (field: string, max = 254): ValidationChain =>
  body(field)
    .optional({ values: 'falsy' })
    .isString()
    .withMessage('validation.email')
    .bail()
    .trim()
    .isEmail()
    .withMessage('validation.email')
    .bail()
    .isLength({ max })
    .withMessage('validation.too_long')
    .toLowerCase();

export const usernameField = (field = 'username'): ValidationChain =>
  requiredString(body(field))
    .trim()
    .matches(/^[A-Za-z0-9_.-]{3,30}$/)
    .withMessage('validation.username.format');

export const newPasswordField = (field = 'password'): ValidationChain =>
  requiredString(body(field))
    .isLength({ min: PASSWORD_MIN_LENGTH })
    .withMessage('validation.password.min')
    .bail()
    .isLength({ max: 72 })
    .withMessage('validation.too_long');

/** `password_confirmation` must repeat `password`. */
export const passwordConfirmation = (field = 'password_confirmation', of = 'password'): ValidationChain =>
  required(body(field))
    .custom((value, { req }) => value === (req.body as Record<string, unknown>)[of])
    .withMessage('validation.password.mismatch');

export const phoneField = (field = 'phone', mandatory = true): ValidationChain => {
  const chain = body(field);
  return (mandatory ? required(chain) : chain.optional({ values: 'null' }))
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .matches(/^\+?[0-9 ()-]+$/)
    .withMessage('validation.phone')
    .bail()
    .custom((v: string) => v.replace(/\D/g, '').length >= MIN_PHONE_DIGITS && v.replace(/\D/g, '').length <= 20)
    .withMessage('validation.phone');
};

export const langField = (field = 'lang', mandatory = true): ValidationChain => {
  const chain = body(field);
  return oneValue(mandatory ? required(chain) : chain.optional(), 'validation.lang')
    .isIn(LANGS)
    .withMessage('validation.lang');
};

export const gradeLevelField = (field = 'grade_level'): ValidationChain =>
  oneValue(body(field).optional({ values: 'null' }), 'validation.grade_level')
    .customSanitizer((v) => (typeof v === 'number' ? String(v) : v))
    .isIn(GRADE_LEVELS)
    .withMessage('validation.grade_level');

export const yearField = (field: string): ValidationChain =>
  oneValue(body(field).optional({ values: 'null' }), 'validation.year')
    .isInt({ min: 1950, max: 2100 })
    .withMessage('validation.year')
    .bail()
    .toInt();

export function isKnownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows (a list is not one zone). */
export const timezoneField = (field = 'timezone'): ValidationChain =>
  oneValue(body(field).optional(), 'validation.timezone')
    .isString()
    .withMessage('validation.string')
    .bail()
    .custom(isKnownTimeZone)
    .withMessage('validation.timezone');

/** An IANA time zone of at most 64 characters whose every failure reads `validation.timezone` (courses, templates). */
export const timeZoneValue = (chain: ValidationChain): ValidationChain =>
  oneValue(chain, 'validation.timezone')
    .isString()
    .withMessage('validation.timezone')
    .bail()
    .isLength({ max: 64 })
    .withMessage('validation.timezone')
    .bail()
    .custom(isKnownTimeZone)
    .withMessage('validation.timezone');

/**
 * The browser's time zone sent along with a form the user filled in (sign-up): a zone this server does
 * not know is dropped (the account gets the business zone) rather than refusing a form the user cannot fix.
 */
export const browserTimezoneField = (field = 'timezone'): ValidationChain =>
  oneValue(body(field).optional(), 'validation.timezone')
    .isString()
    .withMessage('validation.string')
    .bail()
    .customSanitizer((tz: string) => (isKnownTimeZone(tz) ? tz : undefined));

/** The largest id a PostgreSQL integer column holds: bigger ones would fail in SQL instead of answering 422. */
export const MAX_ID = 2147483647;

/**
 * The one id rule: one positive integer no bigger than the int4 columns hold (so 2147483648, 1e20 and
 * "9223372036854775808" answer 422, not a SQL overflow). Every id of a path, query or body goes through it.
 */
export const idValue = (chain: ValidationChain, message = 'validation.id'): ValidationChain =>
  oneValue(chain, message).isInt({ min: 1, max: MAX_ID }).withMessage(message).bail().toInt();

export const idParam = (name = 'id'): ValidationChain => idValue(param(name));

/**
 * An id in the body (or the query): required ones answer validation.required when absent, optional ones
 * may be left out (or null with `nullable`).
 */
export const idField = (
  field: string,
  { where = body, required = true, nullable = false }: { where?: typeof body; required?: boolean; nullable?: boolean } = {},
): ValidationChain => {
  const chain = required
    ? where(field).exists({ values: 'null' }).withMessage('validation.required').bail()
    : where(field).optional(nullable ? { values: 'null' } : undefined);
  return idValue(chain);
};

export const pageQuery = (): ValidationChain[] => [
  oneValue(query('page').optional(), 'validation.page').isInt({ min: 1, max: 100000 }).withMessage('validation.page').bail().toInt(),
  oneValue(query('per_page').optional(), 'validation.per_page').isInt({ min: 1, max: 100 }).withMessage('validation.per_page').bail().toInt(),
];

/** A field that takes one of `values` when given: a query filter, or an optional body field (`where = body`). */
export const optionalIn = (field: string, values: readonly string[], messageId: string, where = query): ValidationChain =>
  oneValue(where(field).optional(), messageId).isIn(values).withMessage(messageId);

/** A required body field that takes one of `values`. */
export const oneOf = (field: string, values: readonly string[], messageId: string): ValidationChain =>
  oneValue(required(body(field)), messageId)
    .isIn(values)
    .withMessage(messageId);

/** An optional `?flag=true|false` (isBoolean, like isInt, would pass each item of a repeated flag). */
export const booleanQuery = (field: string): ValidationChain =>
  oneValue(query(field).optional(), 'validation.boolean').isBoolean().withMessage('validation.boolean').bail().toBoolean(true);

// Dates, times, integers and nullable fields (the classes and courses modules' request shapes).

/**
 * Absent, null, or checked by the rest of the chain. Unlike optional({ values: 'null' }), matchedData keeps
 * an explicit null, so a PATCH can clear a field.
 */
export const nullable = (field: string): ValidationChain =>
  body(field)
    .optional()
    .if((v: unknown) => v !== null);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A time of day, `HH:MM` on the 24-hour clock. */
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Years a date of this product can be in: PostgreSQL has no year 0, and 0000-01-01 would fail in SQL (a 500). */
const inYears = (iso: string): boolean => iso >= '1900' && iso < '3000';

/** A real calendar day `YYYY-MM-DD` (2030-02-30 is not one) from 1900 to 2999. */
export const isDay = (v: unknown): boolean =>
  typeof v === 'string' && DATE_RE.test(v) && inYears(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

export const dateField = (chain: ValidationChain): ValidationChain => oneValue(chain, 'validation.date').custom(isDay).withMessage('validation.date');

export const intField = (chain: ValidationChain, min: number, max: number, message = 'validation.integer'): ValidationChain =>
  oneValue(chain, message).isInt({ min, max }).withMessage(message).bail().toInt();

/** true or false, not "yes" or 1. */
export const strictBoolean = (chain: ValidationChain): ValidationChain =>
  chain.isBoolean({ strict: true }).withMessage('validation.boolean').bail().toBoolean(true);

const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO date-time with a zone (Z or an offset), so it means one instant whoever sends it. */
export const isInstant = (v: unknown): boolean =>
  typeof v === 'string' && INSTANT_RE.test(v) && !Number.isNaN(Date.parse(v)) && inYears(new Date(v).toISOString());
