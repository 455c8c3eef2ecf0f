/** Request shapes of the tuition routes, with @app/shared's TUITION_LIMITS. Amounts are integers in minor units: a fraction is a 422. */
import { body, query, type ValidationChain } from 'express-validator';
import {
  BILL_STATUSES,
  PAYMENT_CURRENCIES,
  PLACEMENT_TEST_TARGETS,
  TUITION_LIMITS as L,
  TUITION_PAYMENT_KINDS,
  TUITION_PAYMENT_METHODS,
} from '@app/shared';
import { dateField, idField, idParam, intField, oneValue, optionalIn, optionalText, pageQuery } from '../../lib/rules';

const required = (field: string): ValidationChain => body(field).exists({ values: 'null' }).withMessage('validation.required').bail();
const inList = (chain: ValidationChain, values: readonly string[], message: string) => oneValue(chain, message).isIn(values).withMessage(message);

export const enrollmentIdRules = [idParam('enrollmentId')];
export const placementIdRules = [idParam('placementId')];
export const paymentIdRules = [idParam('paymentId')];

export const placeRules = [idParam('enrollmentId'), idField('enrollment_student_id'), idField('class_id')];

export const tuitionRules = [
  idParam('enrollmentId'),
  inList(required('currency'), PAYMENT_CURRENCIES, 'tuitionApi.validation.currency'),
  intField(required('original_price'), 0, L.amountMax, 'tuitionApi.validation.amount'),
  intField(required('discount'), 0, L.amountMax, 'tuitionApi.validation.amount'),
  optionalText('discount_comment', L.commentMax),
];

export const paymentRules = [
  idParam('enrollmentId'),
  inList(required('kind'), TUITION_PAYMENT_KINDS, 'tuitionApi.validation.kind'),
  inList(required('method'), TUITION_PAYMENT_METHODS, 'tuitionApi.validation.method'),
  inList(required('currency'), PAYMENT_CURRENCIES, 'tuitionApi.validation.currency'),
  intField(required('amount'), 1, L.amountMax, 'tuitionApi.validation.paymentAmount'),
  optionalText('comment', L.commentMax),
  dateField(required('received_on')),
];

export const orderRules = [
  ...pageQuery(),
  optionalIn('status', BILL_STATUSES, 'tuitionApi.validation.status'),
  optionalIn('currency', PAYMENT_CURRENCIES, 'tuitionApi.validation.currency'),
  idField('course_id', { where: query, required: false }),
];

export const coursePlacementTestRules = [
  idParam('courseId'),
  inList(required('target_type'), PLACEMENT_TEST_TARGETS, 'tuitionApi.validation.placementTestType'),
  idField('target_id'),
];
export const inviteRules = [idParam('enrollmentId'), idField('enrollment_student_id')];
export const invitationIdRules = [idParam('invitationId')];
