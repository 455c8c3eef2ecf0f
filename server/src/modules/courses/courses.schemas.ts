/** OpenAPI component schemas of the courses DTOs (shared/src/courses.ts), enums from @app/shared. */
import {
  ATTENDANCE_STATES,
  ATTEMPT_TARGET_TYPES,
  CLASS_LIMITS,
  CLASS_METHODS,
  COURSE_ANSWERS,
  COURSE_LIMITS as L,
  COURSE_MODES,
  COURSE_RESPONSES,
  COURSE_SLUGS,
  COURSE_STANDINGS,
  COURSE_STATES,
  COURSE_TYPES,
  MEETING_KINDS,
  PAYMENT_CURRENCIES,
  REPEAT_FREQS,
  REPEAT_WEEKDAYS,
  TEMPLATE_KINDS,
} from '@app/shared';
import { arr, bool, int, obj, oneOfStr, ref, str, type Schema } from '../../lib/openapi';

const date = str({ format: 'date' });
const dateTime = str({ format: 'date-time' });
const time = str({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
const nullableOf = (s: Schema): Schema => ({ ...s, nullable: true });
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const localized = (max: number) => obj({ 'en-US': str({ maxLength: max }), 'zh-CN': str({ maxLength: max }), 'zh-TW': str({ maxLength: max }) });

const courseSummary = {
  id: int(),
  type: oneOfStr(COURSE_TYPES),
  title: localized(L.titleMax),
  fee: int({ minimum: 0 }),
  currency: oneOfStr(PAYMENT_CURRENCIES),
  capacity: int(),
  active: bool(),
  state: oneOfStr(COURSE_STATES),
  start_date: nullableOf(date),
  end_date: nullableOf(date),
  first_meeting_at: nullableOf(dateTime),
  last_meeting_at: nullableOf(dateTime),
  next_meeting_at: nullableOf(dateTime),
  accepted_count: int(),
  pending_count: int(),
  owner: userRef,
  company_id: nullableOf(int()),
  standing: oneOfStr(COURSE_STANDINGS),
  public_page: nullableOf(oneOfStr(COURSE_SLUGS)),
};

const courseInput = {
  type: oneOfStr(COURSE_TYPES),
  title: localized(L.titleMax),
  description: localized(L.descriptionMax),
  fee: int({ minimum: 0, maximum: L.feeMax, description: 'minor units of the currency' }),
  currency: oneOfStr(PAYMENT_CURRENCIES),
  capacity: int({ minimum: L.capacityMin, maximum: L.capacityMax }),
  active: bool(),
  start_date: nullableOf(date),
  end_date: nullableOf(date),
  public_page: nullableOf({ ...oneOfStr(COURSE_SLUGS), description: "a public course page's slug; one active course per page" }),
};

const testRef = obj({ target_type: oneOfStr(ATTEMPT_TARGET_TYPES), target_id: int() }, ['target_type', 'target_id']);
const repeat = obj(
  { freq: oneOfStr(REPEAT_FREQS), interval: int({ minimum: 1, maximum: L.intervalMax }), weekdays: arr(oneOfStr(REPEAT_WEEKDAYS)) },
  ['freq', 'interval'],
);

const sessionInput = {
  title: str({ maxLength: L.titleMax }),
  city: nullableOf(str({ maxLength: L.cityMax })),
  fee: int({ minimum: 0, maximum: L.feeMax }),
  prepay: bool(),
  mode: oneOfStr(COURSE_MODES),
  start_date: date,
  end_date: nullableOf(date),
  time_from: time,
  time_to: time,
  time_zone: str({ description: 'IANA zone; Asia/Taipei (GMT+8) by default' }),
  repeat: nullableOf(repeat),
  test: nullableOf(testRef),
  class_id: nullableOf(int()),
  tags: arr(str({ maxLength: L.tagMax })),
};

/** A session's setup without its dates or class (a session template). */
const { start_date: _start, end_date: _end, class_id: _class, ...sessionSetup } = sessionInput;
const classSetup = {
  name: str({ maxLength: CLASS_LIMITS.nameMax }),
  description: str({ maxLength: CLASS_LIMITS.descriptionMax }),
  method: oneOfStr(CLASS_METHODS),
  schedule: nullableOf(obj({ time_zone: str(), slots: arr(obj({ day: str(), start: time, end: time })) })),
  capacity: int({ minimum: CLASS_LIMITS.capacityMin, maximum: CLASS_LIMITS.capacityMax }),
};
const templateSetup = { oneOf: [obj(sessionSetup), obj(classSetup)], description: 'a session setup (kind session) or a class setup (kind class)' };

const meeting = {
  id: int(),
  session_id: int(),
  course_id: int(),
  starts_at: dateTime,
  ends_at: dateTime,
  kind: oneOfStr(MEETING_KINDS),
  cancelled: bool(),
  cancel_reason: nullableOf(str()),
  note: nullableOf(str()),
};

export const COURSE_SCHEMAS: Record<string, Schema> = {
  CourseTemplateInput: obj({ kind: oneOfStr(TEMPLATE_KINDS), name: str({ maxLength: 120 }), setup: templateSetup }, ['kind', 'name', 'setup']),
  CourseTemplate: obj({
    id: int(),
    kind: oneOfStr(TEMPLATE_KINDS),
    name: str(),
    setup: templateSetup,
    owner: userRef,
    company_id: nullableOf(int()),
    can_delete: bool(),
    created_at: dateTime,
  }),
  CourseInput: obj(courseInput, ['type', 'title', 'fee', 'currency', 'capacity']),
  CoursePatch: obj({ ...courseInput, ended: bool() }),
  CourseSummary: obj(courseSummary),
  CourseDetail: obj({
    ...courseSummary,
    description: localized(L.descriptionMax),
    ended_at: nullableOf(dateTime),
    join_code: nullableOf(str()),
    created_at: dateTime,
  }),
  PublicCourseSession: obj({
    slug: oneOfStr(COURSE_SLUGS),
    start_date: date,
    end_date: date,
    schedule: obj({
      mode: oneOfStr(COURSE_MODES),
      time_from: time,
      time_to: time,
      time_zone: str(),
      weekdays: arr(oneOfStr(REPEAT_WEEKDAYS)),
      freq: nullableOf(oneOfStr(REPEAT_FREQS)),
      meetings: int(),
    }),
    fee: nullableOf(int({ minimum: 0, description: 'minor units of the currency' })),
    currency: oneOfStr(PAYMENT_CURRENCIES),
    seats_left: int({ minimum: 0 }),
  }),
  MyCourses: obj({ mine: arr(ref('CourseSummary')), open: arr(ref('CourseSummary')) }),
  JoinCourseResult: obj({ course_id: int(), response: oneOfStr(COURSE_RESPONSES) }),
  CourseRequest: obj({
    user: obj({ id: int(), username: str(), first_name: str(), last_name: str(), email: str() }),
    response: oneOfStr(COURSE_RESPONSES),
    requested_at: dateTime,
    answered_at: nullableOf(dateTime),
  }),
  AnswerCourseRequest: obj({ response: oneOfStr(COURSE_ANSWERS) }, ['response']),
  CourseSessionInput: obj(sessionInput, ['title', 'fee', 'mode', 'start_date', 'time_from', 'time_to']),
  CourseSessionPatch: obj(sessionInput),
  CourseMeeting: obj(meeting),
  CourseSession: obj({
    ...sessionInput,
    id: int(),
    course_id: int(),
    currency: oneOfStr(PAYMENT_CURRENCIES),
    rrule: nullableOf(str()),
    test: nullableOf(obj({ target_type: oneOfStr(ATTEMPT_TARGET_TYPES), target_id: int(), title: nullableOf(str()) })),
    class: nullableOf(obj({ id: int(), name: str() })),
    meetings: arr(ref('CourseMeeting')),
  }),
  MakeupInput: obj({ date, time_from: time, time_to: time, note: nullableOf(str({ maxLength: L.noteMax })) }, ['date', 'time_from', 'time_to']),
  CancelMeetingInput: obj({ reason: str({ maxLength: L.reasonMax }) }, ['reason']),
  PrivateLessonInput: obj(
    {
      teacher_id: int(),
      student_id: int(),
      mode: oneOfStr(COURSE_MODES),
      starts_at: dateTime,
      ends_at: dateTime,
      time_zone: str(),
      course_id: nullableOf(int()),
      note: nullableOf(str({ maxLength: L.noteMax })),
    },
    ['teacher_id', 'student_id', 'mode', 'starts_at', 'ends_at'],
  ),
  PrivateLesson: obj({
    id: int(),
    teacher: userRef,
    student: userRef,
    mode: oneOfStr(COURSE_MODES),
    starts_at: dateTime,
    ends_at: dateTime,
    time_zone: str(),
    course_id: nullableOf(int()),
    note: nullableOf(str()),
    cancelled: bool(),
    log: nullableOf(
      obj({
        state: oneOfStr(ATTENDANCE_STATES),
        topic: str(),
        homework: str(),
        notes: str(),
        minutes: int(),
        logged_by: nullableOf(userRef),
        updated_at: dateTime,
      }),
    ),
  }),
  PrivateLessonLogInput: obj(
    {
      state: oneOfStr(ATTENDANCE_STATES),
      topic: str({ maxLength: 200 }),
      homework: str({ maxLength: 4000 }),
      notes: str({ maxLength: 4000 }),
    },
    ['state', 'topic'],
  ),
  CalendarEntry: obj({
    kind: oneOfStr(['meeting', 'lesson']),
    id: int(),
    starts_at: dateTime,
    ends_at: dateTime,
    time_zone: str(),
    title: str(),
    course_id: nullableOf(int()),
    course_title: nullableOf(localized(L.titleMax)),
    mode: oneOfStr(COURSE_MODES),
    cancelled: bool(),
    cancel_reason: nullableOf(str()),
    makeup: bool(),
  }),
};
