/**
 * Shapes only (types, ids, list length): what each service requires of the feedback depends on the order,
 * so the service checks it with the shared `feedbackErrors` (the grading form runs the same function).
 */
import { body, query } from 'express-validator';
import { TEACHER_FEEDBACK_LIMITS, TEACHER_GRADING_STATUSES } from '@app/shared';
import { idParam, MAX_ID, pageQuery } from '../../lib/rules';

export const queueRules = [query('status').optional().isIn(TEACHER_GRADING_STATUSES).withMessage('teacherGrading.validation.status'), ...pageQuery()];
export const orderIdRules = [idParam('orderId')];
export const attemptIdRules = [idParam('attemptId')];
export const feedbackRules = [idParam('id')];

export const completeRules = [
  idParam('orderId'),
  body('score').optional({ values: 'null' }).isInt().withMessage('validation.integer').bail().toInt(),
  body('comments').optional({ values: 'null' }).isString().withMessage('validation.string'),
  body('question_comments')
    .optional({ values: 'null' })
    .isArray({ max: TEACHER_FEEDBACK_LIMITS.questionComments })
    .withMessage('teacherGrading.validation.questionCommentsMax'),
  body('question_comments.*').isObject().withMessage('teacherGrading.validation.questionComment'),
  body('question_comments.*.question_id').isInt({ min: 1, max: MAX_ID }).withMessage('validation.id').bail().toInt(),
  body('question_comments.*.comment').isString().withMessage('validation.string'),
];
