/** Request shapes of the flashcards routes, with @app/shared's FLASH_LIMITS. */
import { body, param, query, type ValidationChain } from 'express-validator';
import { CARD_STATES, FLASH_LIMITS as L, FLASH_RATINGS, PARTS_OF_SPEECH, WEEK_DAYS } from '@app/shared';
import {
  dateField,
  idField,
  idParam,
  idValue,
  intField,
  oneOf,
  oneValue,
  optionalIn,
  optionalNonBlank,
  optionalText,
  requiredText,
} from '../../lib/rules';

export const deckIdRules = [idParam('deckId')];
export const cardIdRules = [idParam('cardId')];

export const deckRules = (partial: boolean): ValidationChain[] => [
  partial ? optionalNonBlank('name', L.deckNameMax) : requiredText('name', L.deckNameMax),
  optionalText('description', L.deckDescriptionMax),
];

const POS_MESSAGE = 'flashcardsApi.validation.partOfSpeech';

/** A card: term, part of speech and definition required on creation; the example and glosses may be empty. */
export const cardRules = (partial: boolean): ValidationChain[] => [
  partial ? optionalNonBlank('term', L.termMax) : requiredText('term', L.termMax),
  partial ? optionalIn('part_of_speech', PARTS_OF_SPEECH, POS_MESSAGE, body) : oneOf('part_of_speech', PARTS_OF_SPEECH, POS_MESSAGE),
  partial ? optionalNonBlank('definition', L.definitionMax) : requiredText('definition', L.definitionMax),
  optionalText('example', L.exampleMax),
  optionalText('gloss_zh_cn', L.glossMax),
  optionalText('gloss_zh_tw', L.glossMax),
];

export const deckClassesRules = [
  idParam('deckId'),
  body('class_ids').isArray({ max: 50 }).withMessage('flashcardsApi.validation.classIds'),
  idValue(body('class_ids.*')),
];

export const reviewRules = [idParam('cardId'), oneOf('rating', FLASH_RATINGS, 'flashcardsApi.validation.rating')];

/** An instant as the browser's toISOString writes it (a zone is required, so it means one moment). */
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const instant = (field: string) =>
  oneValue(body(field), 'flashcardsApi.validation.instant')
    .custom((v) => typeof v === 'string' && INSTANT_RE.test(v) && !Number.isNaN(Date.parse(v)))
    .withMessage('flashcardsApi.validation.instant');

const number = (field: string, min: number, max: number) =>
  oneValue(body(field), 'flashcardsApi.validation.number')
    .custom((v) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max)
    .withMessage('flashcardsApi.validation.number');

const STATE_MESSAGE = 'flashcardsApi.validation.state';

/** A visitor's card states: every field of every state is checked, so a forged one cannot reach the scheduler. */
export const mergeRules = [
  body('states').isArray({ min: 1, max: L.mergeMax }).withMessage('flashcardsApi.validation.states'),
  body('states.*').isObject({ strict: true }).withMessage(STATE_MESSAGE),
  idValue(body('states.*.card_id')),
  oneValue(body('states.*.state'), STATE_MESSAGE).isIn(CARD_STATES).withMessage(STATE_MESSAGE),
  instant('states.*.due'),
  instant('states.*.last_review'),
  number('states.*.stability', 0, L.stabilityMax),
  number('states.*.difficulty', L.difficultyMin, L.difficultyMax),
  intField(body('states.*.scheduled_days'), 0, L.stabilityMax),
  intField(body('states.*.learning_steps'), 0, 20),
  intField(body('states.*.reps'), 0, L.repsMax),
  intField(body('states.*.lapses'), 0, L.repsMax),
];

export const assignRules = [
  idField('class_id'),
  idField('deck_id'),
  requiredText('title', L.quizTitleMax),
  body('days').isArray({ min: 1, max: 7 }).withMessage('flashcardsApi.validation.days'),
  oneValue(body('days.*'), 'flashcardsApi.validation.days').isIn(WEEK_DAYS).withMessage('flashcardsApi.validation.days'),
  dateField(body('start_date').exists({ values: 'falsy' }).withMessage('validation.required').bail()),
  intField(body('weeks').exists({ values: 'null' }).withMessage('validation.required').bail(), 1, L.quizWeeksMax, 'flashcardsApi.validation.weeks'),
  intField(
    body('question_count').exists({ values: 'null' }).withMessage('validation.required').bail(),
    L.quizQuestionsMin,
    L.quizQuestionsMax,
    'flashcardsApi.validation.questionCount',
  ),
];

export const quizListRules = [idField('class_id', { where: query, required: false })];
export const quizIdRules = [idParam('quizId')];
export const sittingRules = [idParam('quizId'), dateField(param('date'))];
export const answersRules = [
  ...sittingRules,
  body('answers').isArray({ min: 1, max: L.quizQuestionsMax }).withMessage('flashcardsApi.validation.answers'),
  intField(body('answers.*'), -1, 3, 'flashcardsApi.validation.answers'),
];
