/** Request shapes of the payroll routes, bounds from @app/shared's PAYROLL_LIMITS; each failure a localized 422 on its field. */
import { body, param, query } from 'express-validator';
import { MONTH_PATTERN, PAYMENT_CURRENCIES, PAYROLL_LIMITS as L, TEACHER_PAYOUT_METHODS } from '@app/shared';
import { dateField, idParam, intField, oneValue, textWithMessage } from '../../lib/rules';

const month = (chain: typeof body | typeof query | typeof param, field = 'month') =>
  oneValue(chain(field).exists({ values: 'falsy' }).withMessage('payrollApi.validation.month').bail(), 'payrollApi.validation.month')
    .isString()
    .withMessage('payrollApi.validation.month')
    .bail()
    .matches(MONTH_PATTERN)
    .withMessage('payrollApi.validation.month')
    .bail()
    .custom((v: string) => v >= '2000-01' && v <= '2999-12')
    .withMessage('payrollApi.validation.month');

const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** Printable text on one line (account numbers, WeChat and Alipay IDs). */
const ONE_LINE = { test: (v: string) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f) };

export const teacherIdRules = [idParam('teacherId')];

export const billingRules = [
  idParam('teacherId'),
  textWithMessage(body('official_name'), 'payrollApi.validation.officialName', L.officialNameMax),
  oneValue(body('id_number').optional({ values: 'null' }), 'payrollApi.validation.idNumber')
    .isString()
    .withMessage('payrollApi.validation.idNumber')
    .bail()
    .trim()
    .isLength({ min: L.idNumberMin, max: L.idNumberMax })
    .withMessage('payrollApi.validation.idNumber')
    .bail()
    .matches(ID_NUMBER)
    .withMessage('payrollApi.validation.idNumber'),
  dateField(body('birth_date').exists({ values: 'falsy' }).withMessage('payrollApi.validation.birthDate').bail()).withMessage(
    'payrollApi.validation.birthDate',
  ),
  textWithMessage(body('mailing_address'), 'payrollApi.validation.address', L.addressMax),
  oneValue(
    body('payment_method').exists({ values: 'falsy' }).withMessage('payrollApi.validation.paymentMethod').bail(),
    'payrollApi.validation.paymentMethod',
  )
    .isIn(TEACHER_PAYOUT_METHODS)
    .withMessage('payrollApi.validation.paymentMethod'),
  oneValue(body('payment_account').optional(), 'payrollApi.validation.paymentAccount')
    .if((v: unknown) => v !== null)
    .isString()
    .withMessage('payrollApi.validation.paymentAccount')
    .bail()
    .trim()
    .isLength({ max: L.accountMax })
    .withMessage('payrollApi.validation.paymentAccount')
    .bail()
    .custom((v: string) => ONE_LINE.test(v))
    .withMessage('payrollApi.validation.paymentAccount'),
];

export const payRateRules = [
  idParam('teacherId'),
  month(body),
  intField(
    body('hourly_rate').exists({ values: 'null' }).withMessage('payrollApi.validation.hourlyRate').bail(),
    0,
    L.hourlyRateMax,
    'payrollApi.validation.hourlyRate',
  ),
  oneValue(body('currency').exists({ values: 'falsy' }).withMessage('payrollApi.validation.currency').bail(), 'payrollApi.validation.currency')
    .isIn(PAYMENT_CURRENCIES)
    .withMessage('payrollApi.validation.currency'),
];

export const monthQueryRules = [month(query)];
export const payslipRules = [idParam('teacherId'), month(param)];

export const progressRules = [idParam('courseId'), idParam('studentId')];
export const progressSendRules = [...progressRules, textWithMessage(body('comment'), 'payrollApi.validation.comment', L.commentMax)];
export const reportIdRules = [idParam('reportId')];
