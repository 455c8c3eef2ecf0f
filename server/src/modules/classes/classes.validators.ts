/**
 * Request shapes of the classes routes, with the bounds of @app/shared's CLASS_LIMITS. Nullable fields use
 * `nullable()` rather than optional({ values: 'null' }): matchedData drops what optional() skipped, and a
 * PATCH must be able to clear a field. Cross-field rules that need the stored class (a PATCH's end date
 * against the stored start) are the service's.
 */
import { body, param, query, type ValidationChain } from 'express-validator';
import {
  ATTEMPT_TARGET_TYPES,
  ATTENDANCE_STATES,
  CLASS_CODE_LENGTH,
  CLASS_LIMITS as L,
  CLASS_METHODS,
  TEACHER_CODE_LENGTH,
  WEEK_DAYS,
} from '@app/shared';
import {
  booleanQuery,
  dateField,
  emailField,
  idParam,
  intField,
  nullable,
  oneValue,
  pageQuery,
  optionalNonBlank,
  optionalText,
  requiredText,
  strictBoolean,
  TIME_RE,
  timezoneField,
} from '../../lib/rules';

export { dateField, intField, nullable, strictBoolean, TIME_RE };

/** POST /classes (required fields) and PATCH /classes/{id} (every field optional). */
export function classInputRules(partial: boolean): ValidationChain[] {
  const req = (field: string) =>
    partial ? body(field).optional() : body(field).exists({ values: 'null' }).withMessage('validation.required').bail();
  return [
    partial ? optionalNonBlank('name', L.nameMax) : requiredText('name', L.nameMax),
    optionalText('description', L.descriptionMax),
    oneValue(req('method'), 'classesApi.validation.method').isIn(CLASS_METHODS).withMessage('classesApi.validation.method'),
    dateField(nullable('start_date')),
    dateField(nullable('end_date')),
    nullable('schedule').isObject({ strict: true }).withMessage('classesApi.validation.schedule'),
    body('schedule.time_zone')
      .if(body('schedule').isObject({ strict: true }))
      .exists()
      .withMessage('validation.required')
      .bail()
      .isLength({ max: L.timeZoneMax })
      .withMessage('validation.too_long'),
    timezoneField('schedule.time_zone'),
    body('schedule.slots')
      .if(body('schedule').isObject({ strict: true }))
      .isArray({ max: L.scheduleSlotsMax })
      .withMessage('classesApi.validation.slots'),
    body('schedule.slots.*').isObject({ strict: true }).withMessage('classesApi.validation.slot'),
    oneValue(body('schedule.slots.*.day'), 'classesApi.validation.day').isIn(WEEK_DAYS).withMessage('classesApi.validation.day'),
    oneValue(body('schedule.slots.*.start'), 'classesApi.validation.time').matches(TIME_RE).withMessage('classesApi.validation.time'),
    oneValue(body('schedule.slots.*.end'), 'classesApi.validation.time').matches(TIME_RE).withMessage('classesApi.validation.time'),
    intField(req('capacity'), L.capacityMin, L.capacityMax, 'classesApi.validation.capacity'),
    strictBoolean(body('requires_approval').optional()),
    nullable('default_test').isObject({ strict: true }).withMessage('classesApi.validation.test'),
    oneValue(body('default_test.target_type').if(body('default_test').isObject({ strict: true })), 'classesApi.validation.test')
      .isIn(ATTEMPT_TARGET_TYPES)
      .withMessage('classesApi.validation.test'),
    intField(body('default_test.target_id').if(body('default_test').isObject({ strict: true })), 1, 2147483647, 'classesApi.validation.test'),
    intField(nullable('score_min'), L.scoreMin, L.scoreMax, 'classesApi.validation.score'),
    intField(nullable('score_max'), L.scoreMin, L.scoreMax, 'classesApi.validation.score'),
  ];
}

export const classIdRules = [idParam('classId')];
export const classMemberRules = [idParam('classId'), idParam('userId')];
export const listRules = [booleanQuery('archived')];

const codeChain = (field: string, length: number) =>
  oneValue(body(field).exists({ values: 'falsy' }).withMessage('validation.required').bail(), 'validation.string')
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .toUpperCase()
    .isLength({ min: length, max: length })
    .withMessage('classesApi.validation.codeUnknown');

export const joinRules = [
  codeChain('code', CLASS_CODE_LENGTH),
  oneValue(body('invitation').optional(), 'validation.token')
    .isString()
    .withMessage('validation.token')
    .bail()
    .isLength({ max: 64 })
    .withMessage('validation.token'),
];
export const joinAsTeacherRules = [codeChain('code', TEACHER_CODE_LENGTH)];
export const previewRules = [
  param('code')
    .isString()
    .trim()
    .toUpperCase()
    .isLength({ min: CLASS_CODE_LENGTH, max: CLASS_CODE_LENGTH })
    .withMessage('classesApi.validation.codeUnknown'),
];

export const inviteRules = [
  idParam('classId'),
  body('emails').isArray({ min: 1, max: L.inviteEmailsMax }).withMessage('classesApi.validation.emails'),
  emailField('emails.*'),
];

/** An ISO date-time with a zone (Z or an offset), so the window means one instant whoever sends it. */
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const dateTimeField = (chain: ValidationChain): ValidationChain =>
  oneValue(chain, 'classesApi.validation.dateTime')
    .custom((v) => typeof v === 'string' && DATE_TIME_RE.test(v) && !Number.isNaN(Date.parse(v)))
    .withMessage('classesApi.validation.dateTime');

const attemptsAllowed = (chain: ValidationChain) =>
  intField(chain, L.attemptsAllowedMin, L.attemptsAllowedMax, 'classesApi.validation.attemptsAllowed');

export const classExamIdRules = [idParam('classExamId')];

export const sendClassTestRules = [
  idParam('classId'),
  oneValue(body('target_type').exists({ values: 'null' }).withMessage('validation.required').bail(), 'classesApi.validation.test')
    .isIn(ATTEMPT_TARGET_TYPES)
    .withMessage('classesApi.validation.test'),
  intField(body('target_id').exists({ values: 'null' }).withMessage('validation.required').bail(), 1, 2147483647, 'validation.id'),
  optionalNonBlank('title', L.classTestTitleMax),
  strictBoolean(body('all_students').exists({ values: 'null' }).withMessage('validation.required').bail()),
  body('student_ids').optional().isArray({ max: L.capacityMax }).withMessage('classesApi.validation.students'),
  intField(body('student_ids.*'), 1, 2147483647, 'validation.id'),
  dateTimeField(body('opens_at').optional()),
  dateTimeField(body('due_at').exists({ values: 'null' }).withMessage('validation.required').bail()),
  attemptsAllowed(body('attempts_allowed').exists({ values: 'null' }).withMessage('validation.required').bail()),
];

export const updateClassTestRules = [
  idParam('classExamId'),
  optionalNonBlank('title', L.classTestTitleMax),
  dateTimeField(body('opens_at').optional()),
  dateTimeField(body('due_at').optional()),
  attemptsAllowed(body('attempts_allowed').optional()),
];

export const classExplanationRules = [
  idParam('questionId'),
  oneValue(query('class_exam_id').exists().withMessage('validation.required').bail(), 'validation.id')
    .isInt({ min: 1, max: 2147483647 })
    .withMessage('validation.id')
    .bail()
    .toInt(),
];

export const classExamResultsRules = [idParam('classExamId')];
export const userIdRules = [idParam('userId')];
export const teacherUsersRules = [
  ...pageQuery(),
  oneValue(query('search').optional(), 'validation.string')
    .isString()
    .withMessage('validation.string')
    .bail()
    .trim()
    .isLength({ max: 100 })
    .withMessage('validation.too_long'),
];
export const userExamsRules = [idParam('userId'), ...pageQuery()];

/** An http(s) URL (spec section 5: a material link must be valid). */
const isHttpUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

/** Multipart text parts arrive as strings: ids are read with toInt like JSON numbers; '' counts as absent. */
const optionalId = (field: string) =>
  oneValue(
    body(field)
      .optional({ values: 'falsy' })
      .if((v: unknown) => v !== null),
    'validation.id',
  )
    .isInt({ min: 1, max: 2147483647 })
    .withMessage('validation.id')
    .bail()
    .toInt();

export const createMaterialRules = [
  idParam('classId'),
  requiredText('title', L.materialTitleMax),
  optionalId('category_id'),
  optionalId('lesson_id'),
  oneValue(body('link').optional({ values: 'falsy' }), 'validation.link')
    .isLength({ max: L.materialLinkMax })
    .withMessage('validation.too_long')
    .bail()
    .custom(isHttpUrl)
    .withMessage('validation.link'),
];
export const nameRules = (param: string, max: number) => [idParam(param), requiredText('name', max)];
export const titleRules = (param: string, max: number) => [idParam(param), requiredText('title', max)];

export const meetingRules = (param: 'classId' | 'meetingId') => [
  idParam(param),
  dateField(body('date').exists({ values: 'falsy' }).withMessage('validation.required').bail()),
  intField(
    body('duration_minutes').exists({ values: 'null' }).withMessage('validation.required').bail(),
    L.meetingDurationMin,
    L.meetingDurationMax,
    'classesApi.validation.duration',
  ),
  requiredText('topic', L.logTopicMax),
  optionalText('homework', L.logTextMax),
  optionalText('notes', L.logTextMax),
  body('attendance').isArray({ max: L.capacityMax }).withMessage('classesApi.validation.attendance'),
  body('attendance.*').isObject({ strict: true }).withMessage('classesApi.validation.attendance'),
  intField(body('attendance.*.student_id'), 1, 2147483647, 'validation.id'),
  oneValue(body('attendance.*.state'), 'classesApi.validation.attendanceState')
    .isIn(ATTENDANCE_STATES)
    .withMessage('classesApi.validation.attendanceState'),
];

export const idOf = (name: string) => idParam(name);
