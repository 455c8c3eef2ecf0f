import { body, query, type ValidationChain } from 'express-validator';
import { ALL_SECTIONS, PRACTICE_KINDS, PRACTICE_TOOLS, PUBLISH_STATUSES, SECTIONS, TEST_VERSIONS, type TestVersionId } from '@app/shared';
import { booleanQuery, idParam, oneOf, oneValue, optionalIn, pageQuery, requiredText, idValue } from '../../lib/rules';

export const TITLE_MAX = 255;
export const TIME_LIMIT_MIN = 60;
/** Five hours: longer than any single section, module, drill or quick test. */
export const TIME_LIMIT_MAX = 18000;
export const QUESTIONS_PER_PRACTICE_MAX = 300;

const versionOfBody = (req: unknown): TestVersionId | undefined => ((req as { body?: { version?: TestVersionId } }).body ?? {}).version;

const distinct = (v: unknown[]) => new Set(v).size === v.length;

export const titleRule = (): ValidationChain => requiredText('title', TITLE_MAX);

export const idList = (field: string, max: number, messageId: string): ValidationChain[] => [
  body(field)
    .optional()
    .isArray({ max })
    .withMessage(messageId)
    .bail()
    .custom((v: unknown[]) => distinct(v.map(String)))
    .withMessage(`${messageId}.duplicate`),
  idValue(body(`${field}.*`)),
];

const practiceFields = (partial: boolean): ValidationChain[] => {
  const opt = (chain: ValidationChain) => (partial ? chain.optional() : chain);
  return [
    opt(titleRule()),
    opt(
      oneValue(body('time_limit_seconds').exists({ values: 'null' }).withMessage('validation.required').bail(), 'validation.practice.time_limit')
        .isInt({ min: TIME_LIMIT_MIN, max: TIME_LIMIT_MAX })
        .withMessage('validation.practice.time_limit')
        .bail()
        .toInt(),
    ),
    body('tools')
      .optional()
      .isArray({ max: PRACTICE_TOOLS.length })
      .withMessage('validation.practice.tools')
      .bail()
      .custom((v: unknown[]) => v.every((t) => typeof t === 'string' && (PRACTICE_TOOLS as readonly string[]).includes(t)) && distinct(v))
      .withMessage('validation.practice.tools'),
    ...idList('question_ids', QUESTIONS_PER_PRACTICE_MAX, 'validation.practice.question_ids'),
  ];
};

export const createPracticeRules = [
  oneOf('version', TEST_VERSIONS, 'validation.practice.version'),
  oneOf('kind', PRACTICE_KINDS, 'validation.practice.kind')
    .bail()
    .custom((kind: string, { req }) => kind !== 'module' || versionOfBody(req) !== 'paper')
    .withMessage('validation.practice.kind.module'),
  oneOf('section', ALL_SECTIONS, 'validation.practice.section')
    .bail()
    .custom((section: string, { req }) => {
      const version = versionOfBody(req);
      return !version || !(TEST_VERSIONS as readonly string[]).includes(version) || (SECTIONS[version] as readonly string[]).includes(section);
    })
    .withMessage('validation.practice.section'),
  ...practiceFields(false),
];

export const updatePracticeRules = [idParam('id'), ...practiceFields(true)];
export const idRules = [idParam('id')];

export const listPracticesRules = [
  optionalIn('kind', PRACTICE_KINDS, 'validation.practice.kind'),
  optionalIn('version', TEST_VERSIONS, 'validation.practice.version'),
  optionalIn('section', ALL_SECTIONS, 'validation.practice.section'),
  optionalIn('status', PUBLISH_STATUSES, 'validation.question.status'),
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 200 }).withMessage('validation.too_long'),
  booleanQuery('mine'),
  ...pageQuery(),
];
