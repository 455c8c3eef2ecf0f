/**
 * Shapes only (types, ids, list length): what each service requires of the feedback depends on the order,
 * so the service checks it with the shared `feedbackErrors` (the grading form runs the same function).
 */
import { body } from 'express-validator';
import { TEACHER_FEEDBACK_LIMITS, TEACHER_GRADING_STATUSES } from '@app/shared';
import { idParam, MAX_ID, oneValue, optionalIn, pageQuery } from '../../lib/rules';

export const queueRules = [optionalIn('status', TEACHER_GRADING_STATUSES, 'teacherGrading.validation.status'), ...pageQuery()];
export const orderIdRules = [idParam('orderId')];
export const attemptIdRules = [idParam('attemptId')];
export const feedbackRules = [idParam('id')];

export const completeRules = [
  idParam('orderId'),
  oneValue(body('score').optional({ values: 'null' }), 'validation.integer')
    .isInt()
    .withMessage('validation.integer')
    .bail()
    .toInt(),
  body('comments').optional({ values: 'null' }).isString().withMessage('validation.string'),
  body('question_comments')
    .optional({ values: 'null' })
    .isArray({ max: TEACHER_FEEDBACK_LIMITS.questionComments })
    .withMessage('teacherGrading.validation.questionCommentsMax'),
  body('question_comments.*').isObject().withMessage('teacherGrading.validation.questionComment'),
  oneValue(body('question_comments.*.question_id'), 'validation.id').isInt({ min: 1, max: MAX_ID }).withMessage('validation.id').bail().toInt(),
  body('question_comments.*.comment').isString().withMessage('validation.string'),
];
