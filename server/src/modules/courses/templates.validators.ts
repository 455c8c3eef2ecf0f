/**
 * Request shapes of the session and class templates: the kind decides which setup is checked. A session
 * setup follows the session rules (courses.validators), a class setup the class rules (name, method,
 * schedule, capacity), both without dates; the test is checked against the caller's catalog by the service.
 */
import { body, query, type ValidationChain } from 'express-validator';
import {
  ATTEMPT_TARGET_TYPES,
  CLASS_LIMITS,
  CLASS_METHODS,
  COURSE_LIMITS as L,
  COURSE_MODES,
  REPEAT_FREQS,
  REPEAT_WEEKDAYS,
  TEMPLATE_KINDS,
  TEMPLATE_LIMITS,
  WEEK_DAYS,
} from '@app/shared';
import { idParam, idValue, intField, oneValue, optionalIn, strictBoolean, TIME_RE, timeZoneValue } from '../../lib/rules';

const of = (kind: string) => body('kind').equals(kind);
/** A setup field checked only for templates of `kind`. */
const field = (kind: string, name: string) => body(`setup.${name}`).if(of(kind));
const required = (c: ValidationChain) => c.exists({ values: 'null' }).withMessage('validation.required').bail();
const inList = (c: ValidationChain, values: readonly string[], message: string) => oneValue(c, message).isIn(values).withMessage(message);
const text = (c: ValidationChain, max: number, needed: boolean) => {
  const head = needed ? c.exists({ values: 'falsy' }).withMessage('validation.required').bail() : c.optional({ values: 'null' });
  const str = head.isString().withMessage('validation.string').bail().trim();
  return (needed ? str.notEmpty().withMessage('validation.required').bail() : str).isLength({ max }).withMessage('validation.too_long');
};
const time = (c: ValidationChain, message: string) => oneValue(required(c), message).matches(TIME_RE).withMessage(message);
const zone = (c: ValidationChain) => timeZoneValue(c.optional());

const sessionSetup = (): ValidationChain[] => {
  const s = (name: string) => field('session', name);
  const repeat = body('setup.repeat').isObject({ strict: true });
  const test = body('setup.test').isObject({ strict: true });
  return [
    text(s('title'), L.titleMax, true),
    text(s('city'), L.cityMax, false),
    intField(required(s('fee')), 0, L.feeMax, 'coursesApi.validation.fee'),
    strictBoolean(required(s('prepay'))),
    inList(required(s('mode')), COURSE_MODES, 'coursesApi.validation.mode'),
    time(s('time_from'), 'coursesApi.validation.time'),
    time(s('time_to'), 'coursesApi.validation.time'),
    zone(s('time_zone')),
    s('repeat').optional({ values: 'null' }).isObject({ strict: true }).withMessage('coursesApi.validation.repeat'),
    inList(required(s('repeat.freq').if(repeat)), REPEAT_FREQS, 'coursesApi.validation.freq'),
    intField(required(s('repeat.interval').if(repeat)), 1, L.intervalMax, 'coursesApi.validation.interval'),
    s('repeat.weekdays').if(repeat).optional().isArray({ max: 7 }).withMessage('coursesApi.validation.weekdays'),
    inList(s('repeat.weekdays.*'), REPEAT_WEEKDAYS, 'coursesApi.validation.weekdays'),
    s('test').optional({ values: 'null' }).isObject({ strict: true }).withMessage('coursesApi.validation.test'),
    inList(required(s('test.target_type').if(test)), ATTEMPT_TARGET_TYPES, 'coursesApi.validation.test'),
    idValue(required(s('test.target_id').if(test))),
    s('tags').optional().isArray({ max: L.tagsMax }).withMessage('coursesApi.validation.tags'),
    s('tags.*')
      .isString()
      .withMessage('validation.string')
      .bail()
      .trim()
      .isLength({ min: 1, max: L.tagMax })
      .withMessage('coursesApi.validation.tag'),
  ];
};

const classSetup = (): ValidationChain[] => {
  const c = (name: string) => field('class', name);
  const schedule = body('setup.schedule').isObject({ strict: true });
  return [
    text(c('name'), CLASS_LIMITS.nameMax, true),
    text(c('description'), CLASS_LIMITS.descriptionMax, false),
    inList(required(c('method')), CLASS_METHODS, 'classesApi.validation.method'),
    c('schedule').optional({ values: 'null' }).isObject({ strict: true }).withMessage('classesApi.validation.schedule'),
    zone(required(c('schedule.time_zone').if(schedule))),
    c('schedule.slots').if(schedule).isArray({ max: CLASS_LIMITS.scheduleSlotsMax }).withMessage('classesApi.validation.slots'),
    c('schedule.slots.*').isObject({ strict: true }).withMessage('classesApi.validation.slot'),
    inList(c('schedule.slots.*.day'), WEEK_DAYS, 'classesApi.validation.day'),
    oneValue(c('schedule.slots.*.start'), 'classesApi.validation.time').matches(TIME_RE).withMessage('classesApi.validation.time'),
    oneValue(c('schedule.slots.*.end'), 'classesApi.validation.time').matches(TIME_RE).withMessage('classesApi.validation.time'),
    intField(required(c('capacity')), CLASS_LIMITS.capacityMin, CLASS_LIMITS.capacityMax, 'classesApi.validation.capacity'),
  ];
};

export const templateInputRules: ValidationChain[] = [
  inList(required(body('kind')), TEMPLATE_KINDS, 'coursesApi.validation.templateKind'),
  text(body('name'), TEMPLATE_LIMITS.nameMax, true),
  required(body('setup')).isObject({ strict: true }).withMessage('coursesApi.validation.templateSetup'),
  ...sessionSetup(),
  ...classSetup(),
];

export const templateListRules = [optionalIn('kind', TEMPLATE_KINDS, 'coursesApi.validation.templateKind', query)];
export const templateIdRules = [idParam('templateId')];
