import { body, type ValidationChain } from 'express-validator';
import { ALL_SECTIONS, DIFFICULTIES, QUESTION_IMPORT_LIMITS as L, QUESTION_TYPES, type ChoiceDto } from '@app/shared';
import { idParam, idValue, oneValue, optionalIn, optionalNonBlank, pageQuery } from '../../lib/rules';
import { ANSWER_KEY_MAX, CHOICE_TEXT_MAX, EXPLANATION_MAX, MAX_CHOICES, STEM_MAX } from '../questions';
import { PASSAGE_BODY_MAX, PASSAGE_TITLE_MAX } from './question-imports.service';

/** POST: `title` (optional) and either the multipart `file` (checked by the service) or `text`. */
export const createImportRules: ValidationChain[] = [
  optionalNonBlank('title', L.titleMax),
  oneValue(body('text').optional(), 'validation.string')
    .isString()
    .withMessage('validation.string')
    .bail()
    .custom((v: string) => v.trim().length > 0)
    .withMessage('validation.required')
    .bail()
    .isLength({ max: L.textMax })
    .withMessage('validation.too_long'),
];

export const importIdRules = [idParam('id')];
export const listImportsRules = pageQuery();

const isChoiceList = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length <= MAX_CHOICES * 2 &&
  v.every(
    (c: Partial<ChoiceDto> | null) =>
      c !== null && typeof c === 'object' && typeof c.label === 'string' && typeof c.text === 'string' && c.text.length <= CHOICE_TEXT_MAX,
  );

const isPassage = (v: unknown): boolean =>
  v === null ||
  (typeof v === 'object' &&
    !Array.isArray(v) &&
    typeof (v as { title?: unknown }).title === 'string' &&
    typeof (v as { body?: unknown }).body === 'string' &&
    (v as { title: string }).title.trim().length > 0 &&
    (v as { title: string }).title.length <= PASSAGE_TITLE_MAX &&
    (v as { body: string }).body.trim().length > 0 &&
    (v as { body: string }).body.length <= PASSAGE_BODY_MAX);

const text = (field: string, max: number, blankOk: boolean): ValidationChain => {
  const chain = oneValue(body(field).optional(), 'validation.string').isString().withMessage('validation.string').bail();
  return (
    blankOk
      ? chain
      : chain
          .custom((v: string) => v.trim().length > 0)
          .withMessage('validation.required')
          .bail()
  )
    .isLength({ max })
    .withMessage('validation.too_long');
};

/** PATCH of a draft: every field optional; the merged draft is checked by the service. */
export const updateDraftRules: ValidationChain[] = [
  idParam('id'),
  idParam('draftId'),
  optionalIn('type', QUESTION_TYPES, 'validation.question.type', body),
  optionalIn('section', ALL_SECTIONS, 'validation.question.section', body),
  text('domain', 100, false),
  text('skill', 100, false),
  optionalIn('difficulty', DIFFICULTIES, 'validation.question.difficulty', body),
  text('stem', STEM_MAX, false),
  // Not trimmed: the shared checker sees the key as typed ("no blanks").
  text('answer_key', ANSWER_KEY_MAX, true),
  text('explanation', EXPLANATION_MAX, true),
  body('choices').optional().custom(isChoiceList).withMessage('validation.question.choices'),
  body('passage').optional({ values: 'undefined' }).custom(isPassage).withMessage('questionImport.validation.passage'),
];

export const startImportRules: ValidationChain[] = [
  idParam('id'),
  body('draft_ids')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isArray({ min: 1, max: L.importMax })
    .withMessage('questionImport.validation.draftIds'),
  idValue(body('draft_ids.*'), 'questionImport.validation.draftIds'),
];
