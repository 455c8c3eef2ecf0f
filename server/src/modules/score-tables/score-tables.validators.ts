import { body, query, type ValidationChain } from 'express-validator';
import { MODULE_ROUTES, SCORE_TABLE_TARGETS, SCORE_TYPES } from '@app/shared';
import { TARGET_LIST } from '../../core/test-targets';
import { idField, idParam, oneOf, oneValue, optionalIn } from '../../lib/rules';

export const RAW_MAX = 1000;
/** ?practice_id, ?practice_set_id, ?adaptive_set_id: a list names its target by the score_tables column. */
const TARGET_QUERIES = TARGET_LIST.map((t) => t.scoring.column);

const score = (field: string, optional: boolean): ValidationChain => {
  const chain = body(field);
  return oneValue(
    optional ? chain.optional({ values: 'null' }) : chain.exists({ values: 'null' }).withMessage('validation.required').bail(),
    'validation.score_table.score',
  )
    .isInt({ min: 0, max: 1600 })
    .withMessage('validation.score_table.score')
    .bail()
    .toInt();
};

/** The shape of each row; coverage, scale, order and bounds are checked against the target (score-scale.ts). */
const rowsRules = (): ValidationChain[] => [
  body('rows')
    .exists({ values: 'null' })
    .withMessage('validation.required')
    .bail()
    .isArray({ min: 1, max: RAW_MAX + 1 })
    .withMessage('validation.score_table.rows'),
  oneValue(body('rows.*.raw').exists({ values: 'null' }).withMessage('validation.required').bail(), 'validation.score_table.raw')
    .isInt({ min: 0, max: RAW_MAX })
    .withMessage('validation.score_table.raw')
    .bail()
    .toInt(),
  score('rows.*.scaled', false),
  score('rows.*.lower', true),
  score('rows.*.upper', true),
  oneValue(body('max_raw').optional(), 'validation.score_table.raw')
    .isInt({ min: 0, max: RAW_MAX })
    .withMessage('validation.score_table.raw')
    .bail()
    .toInt(),
];

export const createScoreTableRules = [
  oneOf('target', SCORE_TABLE_TARGETS, 'validation.score_table.target'),
  idField('target_id'),
  oneOf('type', SCORE_TYPES, 'validation.score_table.type'),
  optionalIn('route', MODULE_ROUTES, 'validation.score_table.route', body),
  ...rowsRules(),
];

export const updateScoreTableRules = [idParam('id'), ...rowsRules()];
export const idRules = [idParam('id')];

/** Exactly one of ?practice_id, ?practice_set_id, ?adaptive_set_id. */
export const listScoreTablesRules = [
  ...TARGET_QUERIES.map((f) => idField(f, { where: query, required: false })),
  query(TARGET_QUERIES[0])
    .custom((_v, { req }) => TARGET_QUERIES.filter((f) => (req.query as Record<string, unknown>)[f] !== undefined).length === 1)
    .withMessage('validation.score_table.target'),
];
