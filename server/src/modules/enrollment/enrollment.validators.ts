/**
 * Request shapes of the enrollment routes, with @app/shared's ENROLLMENT_LIMITS (spec section 5: required
 * fields, e-mail format, phones of at least 7 digits, e-mails that do not repeat, well-formed scores). Rules
 * that need the stored form (a parent's form needs the parent's name) are the service's.
 */
import { body, query, type ValidationChain } from 'express-validator';
import {
  ENROLLMENT_CLASS_TYPES,
  ENROLLMENT_LIMITS as L,
  ENROLLMENT_PAYMENT_CURRENCIES,
  ENROLLMENT_PAYMENT_METHODS,
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_PROGRESS,
  ENROLLMENT_READ_STATUSES,
  ENROLLMENT_ROLES,
  ENROLLMENT_STATUSES,
  HEARD_FROM,
  isValidTestScore,
  MANDARIN_HELP,
  PAYMENT_CURRENCIES,
  TUTOR_MODES,
  type EnrollmentPaymentMethod,
} from '@app/shared';
import {
  idField,
  idParam,
  intField,
  nullable,
  oneOf,
  optionalIn,
  optionalText,
  pageQuery,
  phoneField,
  requiredText,
  optionalEmailField,
  strictBoolean,
  textWithMessage,
} from '../../lib/rules';

const V = 'enrollmentApi.validation';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** An optional e-mail: checked and lower-cased when given, empty means none. */
const optionalEmail = (field: string): ValidationChain => optionalEmailField(field, L.emailMax);

const requiredEmail = (field: string): ValidationChain =>
  textWithMessage(body(field), 'validation.required', L.emailMax).isEmail().withMessage('validation.email').bail().toLowerCase();

const optionalPhone = (field: string): ValidationChain => phoneField(field, false).optional({ values: 'falsy' });

/** Step 1: the course, who fills the form, their first name and how to reach them. */
export const step1Rules: ValidationChain[] = [
  idField('course_id'),
  oneOf('role', ENROLLMENT_ROLES, `${V}.role`),
  requiredText('name', L.nameMax),
  requiredEmail('email'),
  phoneField('phone'),
];

/** The scores of one student: at most L.scoresMax, each a known test with a score on its scale. */
const scoresOk = (v: unknown): boolean =>
  Array.isArray(v) && v.length <= L.scoresMax && v.every((s) => isObject(s) && typeof s.test === 'string' && isValidTestScore(s.test, s.score));

/** Step 2: the students (more may be added) and the parent. */
export const step2Rules: ValidationChain[] = [
  body('students')
    .exists({ values: 'null' })
    .withMessage(`${V}.students`)
    .bail()
    .isArray({ min: 1, max: L.studentsMax })
    .withMessage(`${V}.students`),
  body('students.*').custom(isObject).withMessage(`${V}.student`),
  requiredText('students.*.name', L.nameMax),
  optionalEmail('students.*.email'),
  optionalPhone('students.*.phone'),
  optionalPhone('students.*.home_phone'),
  optionalText('students.*.school', L.schoolMax),
  intField(nullable('students.*.graduation_year'), L.graduationYearMin, L.graduationYearMax, `${V}.graduationYear`),
  optionalText('students.*.address', L.addressMax),
  body('students.*.test_scores').optional({ values: 'null' }).custom(scoresOk).withMessage(`${V}.scores`),
  // Spec section 5: e-mails must not repeat (between the students; the parent may share one).
  body('students')
    .if(body('students').isArray())
    .custom((list: unknown[]) => {
      const emails = list.map((s) => (isObject(s) && typeof s.email === 'string' ? s.email.trim().toLowerCase() : '')).filter(Boolean);
      return new Set(emails).size === emails.length;
    })
    .withMessage(`${V}.emailsRepeat`),
  nullable('parent').custom(isObject).withMessage(`${V}.parent`),
  optionalText('parent.name', L.nameMax),
  optionalEmail('parent.email'),
  optionalPhone('parent.phone'),
  optionalPhone('parent.home_phone'),
];

const isReferrer = body('referrer').custom(isObject);

/** Step 3: class details and how the family will pay. */
export const step3Rules: ValidationChain[] = [
  oneOf('class_type', ENROLLMENT_CLASS_TYPES, `${V}.classType`),
  oneOf('tutor_mode', TUTOR_MODES, `${V}.tutorMode`),
  optionalText('previous_class', L.previousClassMax),
  oneOf('mandarin_help', MANDARIN_HELP, `${V}.mandarinHelp`),
  oneOf('heard_from', HEARD_FROM, `${V}.heardFrom`),
  optionalText('heard_from_detail', L.heardFromDetailMax),
  nullable('referrer').custom(isObject).withMessage(`${V}.referrer`),
  textWithMessage(body('referrer.name').if(isReferrer), `${V}.referrerName`, L.nameMax),
  body('referrer.contact')
    .if(isReferrer)
    .optional({ values: 'null' })
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .isLength({ max: L.emailMax })
    .withMessage('validation.too_long'),
  body('group_members').optional({ values: 'null' }).isArray({ max: L.groupMembersMax }).withMessage(`${V}.groupMembers`),
  body('group_members.*').custom(isObject).withMessage(`${V}.groupMember`),
  requiredText('group_members.*.name', L.nameMax),
  optionalText('group_members.*.contact', L.emailMax),
  oneOf('payment_method', ENROLLMENT_PAYMENT_METHODS, `${V}.paymentMethod`),
  oneOf('payment_currency', PAYMENT_CURRENCIES, `${V}.paymentCurrency`)
    .bail()
    .custom((currency: string, { req }) => {
      const method = (req.body as Record<string, unknown>).payment_method as EnrollmentPaymentMethod;
      const allowed = ENROLLMENT_PAYMENT_CURRENCIES[method] as readonly string[] | undefined;
      return !allowed || allowed.includes(currency);
    })
    .withMessage(`${V}.paymentCurrency`),
  optionalText('notes', L.notesMax),
];

/** The submit: the captcha (a one-time challenge from GET /auth/captcha/flat). */
export const submitRules: ValidationChain[] = [
  textWithMessage(body('captcha'), 'validation.captcha.required', 20),
  textWithMessage(body('captcha_key'), 'validation.captcha.required', 200).bail().isUUID().withMessage('validation.captcha.invalid'),
];

export const listRules: ValidationChain[] = [
  idField('course_id', { where: query, required: false }),
  optionalIn('step', ENROLLMENT_PROGRESS, `${V}.step`),
  optionalIn('read', ENROLLMENT_READ_STATUSES, `${V}.read`),
  optionalIn('status', ENROLLMENT_STATUSES, `${V}.status`),
  optionalIn('payment_status', ENROLLMENT_PAYMENT_STATUSES, `${V}.paymentStatus`),
  ...pageQuery(),
];

export const detailRules: ValidationChain[] = [idParam('enrollmentId')];

export const patchRules: ValidationChain[] = [
  idParam('enrollmentId'),
  optionalIn('status', ENROLLMENT_STATUSES, `${V}.status`, body),
  optionalIn('payment_status', ENROLLMENT_PAYMENT_STATUSES, `${V}.paymentStatus`, body),
  strictBoolean(body('read').optional()),
  body('status')
    .custom((_v, { req }) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      return ['status', 'payment_status', 'read'].some((k) => b[k] !== undefined);
    })
    .withMessage(`${V}.patchEmpty`),
];
