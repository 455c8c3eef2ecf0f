import { body, query, type ValidationChain } from 'express-validator';
import { ALL_SECTIONS, DIFFICULTIES, PUBLISH_STATUSES, QUESTION_TYPES, type ChoiceDto } from '@app/shared';
import { booleanQuery, idField, idParam, oneOf, oneValue, optionalIn, optionalText, pageQuery, requiredText, idValue } from '../../lib/rules';
import { CHOICE_TEXT_MAX, MAX_CHOICES } from './question-rules';

export const STEM_MAX = 20000;
export const EXPLANATION_MAX = 20000;
export const ANSWER_KEY_MAX = 200;
export const LABELS_PER_QUESTION_MAX = 20;
/** Fields a PATCH may set to null. */
export const QUESTION_CLEARABLE = ['source', 'passage_id'] as const;

/** Each choice is `{ label, text }` with strings; how many and which letters depends on the type (question-rules.ts). */
const isChoiceList = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length <= MAX_CHOICES * 2 &&
  v.every(
    (c: Partial<ChoiceDto> | null) =>
      c !== null && typeof c === 'object' && typeof c.label === 'string' && typeof c.text === 'string' && c.text.length <= CHOICE_TEXT_MAX,
  );

/** The fields of a question; on PATCH every one is optional, and the service checks the merged question. */
function questionRules(partial: boolean): ValidationChain[] {
  const chains = [
    oneOf('type', QUESTION_TYPES, 'validation.question.type'),
    oneOf('section', ALL_SECTIONS, 'validation.question.section'),
    requiredText('domain', 100),
    requiredText('skill', 100),
    oneOf('difficulty', DIFFICULTIES, 'validation.question.difficulty'),
    requiredText('stem', STEM_MAX),
    // Not trimmed: a blank anywhere in the key is the author's mistake to see ("no blanks").
    body('answer_key')
      .exists({ values: 'falsy' })
      .withMessage('answerKey.empty')
      .bail()
      .isString()
      .withMessage('validation.string')
      .bail()
      .isLength({ max: ANSWER_KEY_MAX })
      .withMessage('validation.too_long'),
  ].map((chain) => (partial ? chain.optional() : chain));
  return [
    ...chains,
    optionalText('source'),
    optionalText('explanation', EXPLANATION_MAX),
    body('choices').optional().custom(isChoiceList).withMessage('validation.question.choices'),
    idField('passage_id', { required: false, nullable: true }),
    body('label_ids').optional().isArray({ max: LABELS_PER_QUESTION_MAX }).withMessage('validation.question.label_ids'),
    idValue(body('label_ids.*'), 'validation.question.label_ids'),
  ];
}

export const createQuestionRules = questionRules(false);
export const updateQuestionRules = [idParam('id'), ...questionRules(true)];
export const idRules = [idParam('id')];

export const listQuestionsRules = [
  optionalIn('section', ALL_SECTIONS, 'validation.question.section'),
  // Built-in or added subjects: the service checks the code against both.
  oneValue(query('domain').optional(), 'validation.question.domain').isString().isLength({ max: 100 }).withMessage('validation.question.domain'),
  oneValue(query('skill').optional(), 'validation.question.skill').isString().isLength({ max: 100 }).withMessage('validation.question.skill'),
  optionalIn('difficulty', DIFFICULTIES, 'validation.question.difficulty'),
  optionalIn('type', QUESTION_TYPES, 'validation.question.type'),
  optionalIn('status', PUBLISH_STATUSES, 'validation.question.status'),
  idField('label', { where: query, required: false }),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 200 }).withMessage('validation.too_long'),
  booleanQuery('mine'),
  ...pageQuery(),
];
