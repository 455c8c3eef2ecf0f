/**
 * Shapes only (types, ids, list length): what each service requires of the feedback depends on the order,
 * so the service checks it with the shared `feedbackErrors` (the grading form runs the same function).
 */
import { body } from 'express-validator';
import { TEACHER_FEEDBACK_LIMITS, TEACHER_GRADING_STATUSES } from '@app/shared';
import { idParam, oneValue, optionalIn, pageQuery, idValue } from '../../lib/rules';

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
  idValue(body('question_comments.*.question_id')),
  body('question_comments.*.comment').isString().withMessage('validation.string'),
];
