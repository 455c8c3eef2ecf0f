/**
 * Request shapes of the courses routes, with @app/shared's COURSE_LIMITS. Cross-field rules that need the
 * stored record (a PATCH's end date against the stored start, a rule's end date) are the services'.
 */
import { body, query, type ValidationChain } from 'express-validator';
import {
  ATTEMPT_TARGET_TYPES,
  COURSE_ANSWERS,
  COURSE_LIMITS as L,
  COURSE_MODES,
  COURSE_SLUGS,
  COURSE_TYPES,
  LOCALES,
  PAYMENT_CURRENCIES,
  REPEAT_FREQS,
  REPEAT_WEEKDAYS,
} from '@app/shared';
import {
  dateField,
  idField,
  idParam,
  idValue,
  intField,
  isInstant,
  nullable,
  oneValue,
  optionalNonBlank,
  optionalText,
  requiredText,
  strictBoolean,
  TIME_RE,
  timeZoneValue,
} from '../../lib/rules';

/** Present (not null) on a POST; may be left out of a PATCH. */
const given = (field: string, partial: boolean): ValidationChain =>
  partial ? body(field).optional() : body(field).exists({ values: 'null' }).withMessage('validation.required').bail();

const inList = (chain: ValidationChain, values: readonly string[], message: string) => oneValue(chain, message).isIn(values).withMessage(message);

/** A text in the three languages: an object whose known keys are strings of at most `max`. */
const localized = (field: string, max: number, partial: boolean, required: boolean): ValidationChain[] => [
  (required ? given(field, partial) : body(field).optional()).isObject({ strict: true }).withMessage('coursesApi.validation.localized'),
  ...LOCALES.map((l) => optionalText(`${field}.${l}`, max)),
];

const timeOfDay = (field: string, partial: boolean) =>
  oneValue(given(field, partial), 'coursesApi.validation.time').matches(TIME_RE).withMessage('coursesApi.validation.time');

/** POST /courses (required fields) and PATCH /courses/{id} (every field optional, plus `ended`). */
export function courseInputRules(partial: boolean): ValidationChain[] {
  return [
    ...(partial ? [idParam('courseId'), strictBoolean(body('ended').optional())] : []),
    inList(given('type', partial), COURSE_TYPES, 'coursesApi.validation.type'),
    ...localized('title', L.titleMax, partial, true),
    ...localized('description', L.descriptionMax, partial, false),
    intField(given('fee', partial), 0, L.feeMax, 'coursesApi.validation.fee'),
    inList(given('currency', partial), PAYMENT_CURRENCIES, 'coursesApi.validation.currency'),
    intField(given('capacity', partial), L.capacityMin, L.capacityMax, 'coursesApi.validation.capacity'),
    strictBoolean(body('active').optional()),
    dateField(nullable('start_date')),
    dateField(nullable('end_date')),
    inList(nullable('public_page'), COURSE_SLUGS, 'coursesApi.validation.publicPage'),
  ];
}

export const courseIdRules = [idParam('courseId')];

export const joinRules = [
  oneValue(body('code').exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.string')
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .isLength({ min: 1, max: 20 })
    .withMessage('coursesApi.validation.codeUnknown'),
];

export const answerRules = [
  idParam('courseId'),
  idParam('userId'),
  inList(body('response').exists({ values: 'null' }).withMessage('validation.required').bail(), COURSE_ANSWERS, 'coursesApi.validation.answer'),
];

/** POST /courses/{id}/sessions and PATCH /course-sessions/{id}. */
export function sessionInputRules(partial: boolean): ValidationChain[] {
  const isRepeat = body('repeat').isObject({ strict: true });
  const isTest = body('test').isObject({ strict: true });
  return [
    partial ? idParam('sessionId') : idParam('courseId'),
    partial ? optionalNonBlank('title', L.titleMax) : requiredText('title', L.titleMax),
    optionalText('city', L.cityMax),
    intField(given('fee', partial), 0, L.feeMax, 'coursesApi.validation.fee'),
    strictBoolean(body('prepay').optional()),
    inList(given('mode', partial), COURSE_MODES, 'coursesApi.validation.mode'),
    dateField(given('start_date', partial)),
    dateField(nullable('end_date')),
    timeOfDay('time_from', partial),
    timeOfDay('time_to', partial),
    timeZoneValue(body('time_zone').optional()),
    nullable('repeat').isObject({ strict: true }).withMessage('coursesApi.validation.repeat'),
    inList(body('repeat.freq').if(isRepeat).exists().withMessage('validation.required').bail(), REPEAT_FREQS, 'coursesApi.validation.freq'),
    intField(
      body('repeat.interval').if(isRepeat).exists().withMessage('validation.required').bail(),
      1,
      L.intervalMax,
      'coursesApi.validation.interval',
    ),
    body('repeat.weekdays').if(isRepeat).optional().isArray({ max: 7 }).withMessage('coursesApi.validation.weekdays'),
    inList(body('repeat.weekdays.*'), REPEAT_WEEKDAYS, 'coursesApi.validation.weekdays'),
    nullable('test').isObject({ strict: true }).withMessage('coursesApi.validation.test'),
    inList(
      body('test.target_type').if(isTest).exists().withMessage('validation.required').bail(),
      ATTEMPT_TARGET_TYPES,
      'coursesApi.validation.test',
    ),
    idValue(body('test.target_id').if(isTest).exists().withMessage('validation.required').bail()),
    idField('class_id', { required: false, nullable: true }),
    body('tags').optional().isArray({ max: L.tagsMax }).withMessage('coursesApi.validation.tags'),
    body('tags.*')
      .isString()
      .withMessage('validation.string')
      .bail()
      .trim()
      .isLength({ min: 1, max: L.tagMax })
      .withMessage('coursesApi.validation.tag'),
  ];
}

export const sessionIdRules = [idParam('sessionId')];
export const meetingIdRules = [idParam('meetingId')];

export const makeupRules = [
  idParam('sessionId'),
  dateField(given('date', false)),
  timeOfDay('time_from', false),
  timeOfDay('time_to', false),
  optionalText('note', L.noteMax),
];

export const cancelMeetingRules = [idParam('meetingId'), requiredText('reason', L.reasonMax)];

const day = (field: string) => dateField(query(field).exists({ values: 'falsy' }).withMessage('validation.required').bail());

export const calendarRules = [
  day('from'),
  day('to'),
  timeZoneValue(query('time_zone').optional()),
  idField('course_id', { where: query, required: false }),
];
export const lessonListRules = [day('from'), day('to'), timeZoneValue(query('time_zone').optional())];

const instant = (field: string) =>
  oneValue(body(field).exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'coursesApi.validation.dateTime')
    .custom(isInstant)
    .withMessage('coursesApi.validation.dateTime');

export const lessonRules = [
  idField('teacher_id'),
  idField('student_id'),
  inList(given('mode', false), COURSE_MODES, 'coursesApi.validation.mode'),
  instant('starts_at'),
  instant('ends_at'),
  timeZoneValue(body('time_zone').optional()),
  idField('course_id', { required: false, nullable: true }),
  optionalText('note', L.noteMax),
];
export const lessonIdRules = [idParam('lessonId')];
