import { body, query, type ValidationChain } from 'express-validator';
import { ATTEMPT_STATUSES, ATTEMPT_TARGET_TYPES } from '@app/shared';
import { idParam, pageQuery } from '../../lib/rules';

const MAX_ID = 2147483647;
/** The grid-in field and choice labels are short; the column allows 64. */
export const ANSWER_MAX = 64;
export const HIGHLIGHTS_MAX = 200;
export const NOTE_MAX = 2000;
export const HIGHLIGHT_COLORS = ['yellow', 'blue', 'pink'] as const;
/** A question's total time is capped at a day: anything above is a broken client counter. */
const TIME_SPENT_MAX = 86_400;
/** `?status=active` lists running attempts (in_progress or on_break). */
export const LIST_STATUSES = [...ATTEMPT_STATUSES, 'active'] as const;

const TARGET_FIELDS = ['practiceId', 'composePracticeId', 'adaptiveId'] as const;
const present = (req: unknown, f: string) => ((req as { body?: Record<string, unknown> }).body ?? {})[f] !== undefined;

const id = (field: string): ValidationChain => body(field).optional().isInt({ min: 1, max: MAX_ID }).withMessage('validation.id').bail().toInt();
const int = (chain: ValidationChain, min: number, max: number, messageId: string): ValidationChain =>
  chain.isInt({ min, max }).withMessage(messageId).bail().toInt();

export const startRules = [
  ...TARGET_FIELDS.map(id),
  // Exactly one target; reported on the first field so the 422 names a field like every other.
  body('practiceId')
    .custom((_v, { req }) => TARGET_FIELDS.filter((f) => present(req, f)).length === 1)
    .withMessage('validation.attempt.target'),
];

export const attemptIdRules = [idParam('id')];

export const saveAnswerRules = [
  idParam('id'),
  idParam('questionId'),
  body('answer')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .isLength({ max: ANSWER_MAX })
    .withMessage('validation.too_long'),
  body('marked')
    .custom((v) => typeof v === 'boolean')
    .withMessage('validation.boolean'),
  body('eliminated')
    .isArray({ max: 26 })
    .withMessage('validation.attempt.eliminated')
    .bail()
    .custom((v: unknown[]) => v.every((l) => typeof l === 'string' && l.length >= 1 && l.length <= 8) && new Set(v).size === v.length)
    .withMessage('validation.attempt.eliminated'),
  body('annotations')
    .optional()
    .custom((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .withMessage('validation.attempt.annotations'),
  body('annotations.highlights')
    .if(body('annotations').exists())
    .isArray({ max: HIGHLIGHTS_MAX })
    .withMessage('validation.attempt.highlights')
    .bail()
    .custom((hs: { start?: unknown; end?: unknown }[]) => hs.every((h) => typeof h === 'object' && h !== null && Number(h.end) >= Number(h.start)))
    .withMessage('validation.attempt.highlights'),
  int(body('annotations.highlights.*.start'), 0, 10_000_000, 'validation.integer'),
  int(body('annotations.highlights.*.end'), 0, 10_000_000, 'validation.integer'),
  body('annotations.highlights.*.color').isIn(HIGHLIGHT_COLORS).withMessage('validation.attempt.color'),
  body('annotations.highlights.*.note')
    .optional()
    .isString()
    .withMessage('validation.string')
    .bail()
    .isLength({ max: NOTE_MAX })
    .withMessage('validation.too_long'),
  int(body('timeSpentSeconds').optional(), 0, TIME_SPENT_MAX, 'validation.attempt.time_spent'),
  int(body('seq').exists({ values: 'null' }).withMessage('validation.required').bail(), 0, Number.MAX_SAFE_INTEGER, 'validation.attempt.seq'),
];

export const submitModuleRules = [
  idParam('id'),
  body('moduleId')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isInt({ min: 1, max: MAX_ID })
    .withMessage('validation.id')
    .bail()
    .toInt(),
];

export const listAttemptsRules = [
  query('status').optional().isIn(LIST_STATUSES).withMessage('validation.attempt.status'),
  query('type').optional().isIn(ATTEMPT_TARGET_TYPES).withMessage('validation.attempt.type'),
  query('targetId').optional().isInt({ min: 1, max: MAX_ID }).withMessage('validation.id').bail().toInt(),
  ...pageQuery(),
];
