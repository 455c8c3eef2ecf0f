import { body, query, type ValidationChain } from 'express-validator';
import { PUBLISH_STATUSES, TEST_VERSIONS } from '@app/shared';
import { booleanQuery, idField, idParam, oneOf, oneValue, optionalIn, pageQuery } from '../../lib/rules';
import { titleRule } from '../practices';

export const BREAK_MAX = 3600;
export const ITEMS_PER_SET_MAX = 20;

const breakRule = (field: string) =>
  oneValue(body(field).optional(), 'validation.set.break').isInt({ min: 0, max: BREAK_MAX }).withMessage('validation.set.break').bail().toInt();
/** Full practice sets: ordered practices with the break after each. */
const setFields = (partial: boolean): ValidationChain[] => [
  partial ? titleRule().optional() : titleRule(),
  body('items').optional().isArray({ max: ITEMS_PER_SET_MAX }).withMessage('validation.set.items'),
  idField('items.*.practice_id'),
  breakRule('items.*.break_after_seconds'),
];

export const createPracticeSetRules = [oneOf('version', TEST_VERSIONS, 'validation.practice.version'), ...setFields(false)];
export const updatePracticeSetRules = [idParam('id'), ...setFields(true)];

/** Adaptive sets: per section module 1, easier and harder module 2, routing threshold. */
const adaptiveFields = (partial: boolean): ValidationChain[] => {
  const sections = body('sections')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isArray({ min: 1, max: 2 })
    .withMessage('validation.adaptive.sections');
  return [
    partial ? titleRule().optional() : titleRule(),
    breakRule('break_after_seconds'),
    partial ? sections.optional() : sections,
    oneValue(body('sections.*.section'), 'validation.adaptive.section').isIn(['reading-writing', 'math']).withMessage('validation.adaptive.section'),
    idField('sections.*.module1_id'),
    idField('sections.*.easier_module2_id'),
    idField('sections.*.harder_module2_id'),
    oneValue(
      body('sections.*.routing_threshold').exists({ values: 'null' }).withMessage('validation.required').bail(),
      'validation.adaptive.threshold',
    )
      .isInt({ min: 0, max: 1000 })
      .withMessage('validation.adaptive.threshold')
      .bail()
      .toInt(),
  ];
};

export const createAdaptiveSetRules = adaptiveFields(false);
export const updateAdaptiveSetRules = [idParam('id'), ...adaptiveFields(true)];
export const idRules = [idParam('id')];

const setListRules = [
  optionalIn('status', PUBLISH_STATUSES, 'validation.question.status'),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 200 }).withMessage('validation.too_long'),
  booleanQuery('mine'),
  ...pageQuery(),
];
export const listAdaptiveSetsRules = setListRules;
export const listPracticeSetsRules = [optionalIn('version', TEST_VERSIONS, 'validation.practice.version'), ...setListRules];
