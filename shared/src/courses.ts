/**
 * Courses (issue 14, first slice; spec sections 1, 2, 3, 4 and 9): the contract between the server's
 * courses module and the client's courses feature: courses, join requests, course sessions with their
 * recurring meetings, and one-to-one private lessons. docs/courses.md is the overview. Field names are
 * snake_case like the rest of the REST contract; instants are ISO 8601 UTC, dates `YYYY-MM-DD`, times of
 * day `HH:MM` in the session's IANA time zone. Money is an integer in the currency's minor unit.
 */
import type { AttemptTargetType } from './dto/attempt';
import type { UserRefDto } from './dto/admin';
import type { PaymentCurrency } from './dto/wallet';
import type { Locale } from './locale';
import type { CourseSlug } from './site/types';
import type { PrivateLessonLogDto } from './payroll';

// ---------------------------------------------------------------------------------------------------------
// Enumerations and bounds
// ---------------------------------------------------------------------------------------------------------

/** What the provider sells (spec section 1). */
export const COURSE_TYPES = ['group', 'private', 'mentoring', 'counselling', 'online'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** A join request's answer (spec section 4, course response). */
export const COURSE_RESPONSES = ['no_reply', 'accepted', 'rejected'] as const;
export type CourseResponse = (typeof COURSE_RESPONSES)[number];
/** What the course's admin may answer. */
export const COURSE_ANSWERS = ['accepted', 'rejected'] as const;
export type CourseAnswer = (typeof COURSE_ANSWERS)[number];

/**
 * A course's state, derived (never stored) from its meetings, its dates and whether its admin ended it
 * (spec section 4 names them; docs/courses.md defines each):
 * - incomplete: not set up yet: no meeting scheduled, and its end date (if any) has not passed;
 * - in_progress: it has a meeting that has not ended yet (upcoming courses included);
 * - completed: every meeting is over and at least one was held;
 * - expired: its end date passed, or its meetings are over, without a single meeting held;
 * - ended: its admin closed it early (ended_at); meetings after that are not held.
 */
export const COURSE_STATES = ['in_progress', 'completed', 'incomplete', 'expired', 'ended'] as const;
export type CourseState = (typeof COURSE_STATES)[number];
/** What a course's state is derived from (instants as Dates; `today` is the date in GMT+8, `YYYY-MM-DD`). */
export interface CourseStateInput {
  endedAt: Date | null;
  endDate: string | null;
  /** Meetings not cancelled. */
  scheduledCount: number;
  /** The end of the last meeting not cancelled. */
  lastMeetingEnd: Date | null;
  /** The end of the last meeting, cancelled or not. */
  anyMeetingEnd: Date | null;
}

/** The course's state at `now` (see COURSE_STATES; docs/courses.md). */
export function deriveCourseState(c: CourseStateInput, now: Date, today: string): CourseState {
  if (c.endedAt && c.endedAt.getTime() <= now.getTime()) return 'ended';
  if (c.scheduledCount > 0) return c.lastMeetingEnd && c.lastMeetingEnd.getTime() > now.getTime() ? 'in_progress' : 'completed';
  const datesOver = c.endDate !== null && c.endDate < today;
  const meetingsOver = c.anyMeetingEnd !== null && c.anyMeetingEnd.getTime() <= now.getTime();
  return datesOver || meetingsOver ? 'expired' : 'incomplete';
}

/** States in which students may still ask to join. */
export const JOINABLE_STATES: readonly CourseState[] = ['in_progress', 'incomplete'];

/** How a session or private lesson meets (spec section 3: online or in class). */
export const COURSE_MODES = ['online', 'in_class'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];

/** Repeat frequencies of a session's rule (RFC 5545 FREQ, the ones a timetable uses). */
export const REPEAT_FREQS = ['daily', 'weekly', 'monthly'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
/** Weekdays of a weekly rule, Monday first (RFC 5545 BYDAY, lower case). */
export const REPEAT_WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type RepeatWeekday = (typeof REPEAT_WEEKDAYS)[number];

/** A meeting of a session: from its rule, or a make-up added by hand. */
export const MEETING_KINDS = ['regular', 'makeup'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** Spec section 9: times are GMT+8 unless a session says otherwise. */
export const DEFAULT_COURSE_TIME_ZONE = 'Asia/Taipei';

/** Course and session fees take the payment currencies (spec section 9). */
export type CourseCurrency = PaymentCurrency;

/** Course join codes: the class-code alphabet (no 0/O, 1/I/L), 7 characters so they never look like a class code. */
export const COURSE_CODE_LENGTH = 7;
export const COURSE_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{7}$/;

export const COURSE_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  capacityMin: 1,
  capacityMax: 500,
  /** 10,000,000.00 in any currency: far above any course, far below the int4 column. */
  feeMax: 1_000_000_000,
  cityMax: 80,
  tagsMax: 10,
  tagMax: 30,
  intervalMax: 52,
  /** Meetings one session's rule may produce (a year of daily meetings); more is a typo. */
  meetingsMax: 366,
  reasonMax: 200,
  noteMax: 1000,
  /** A private lesson is at most this long. */
  lessonMinutesMax: 8 * 60,
  /** A calendar read spans at most this many days. */
  calendarDaysMax: 62,
} as const;

/** 409 reasons (body `{ code: 'CONFLICT', message, reason }`). */
export const COURSE_CONFLICT_REASONS = [
  'course_inactive',
  'course_closed',
  'course_full',
  'already_requested',
  'already_member',
  'teacher_busy',
  'meeting_cancelled',
  'meeting_not_cancelled',
  'not_makeup',
  'lesson_cancelled',
  'lesson_not_started',
] as const;
export type CourseConflictReason = (typeof COURSE_CONFLICT_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Routes (relative to the API root /api). `:x` are path parameters; use `coursePath()` to fill them.
// ---------------------------------------------------------------------------------------------------------

export const COURSE_ROUTES = {
  courses: '/courses', // GET logged-in: { mine, open } (student page); POST admin, company-admin, teacher
  managed: '/courses/managed', // GET admin (all), company-admin (their companies'), teacher (their own)
  detail: '/courses/:courseId', // GET manager, member, or anyone while it is open; PATCH manager
  join: '/courses/join', // POST student { code }
  requests: '/courses/:courseId/requests', // GET manager
  answer: '/courses/:courseId/requests/:userId', // PUT manager { response }
  sessions: '/courses/:courseId/sessions', // GET manager or accepted member; POST manager
  session: '/course-sessions/:sessionId', // PATCH, DELETE manager
  makeups: '/course-sessions/:sessionId/makeups', // POST manager { date, time_from, time_to, note? }
  cancelMeeting: '/course-meetings/:meetingId/cancel', // POST manager { reason }
  restoreMeeting: '/course-meetings/:meetingId/restore', // POST manager
  meeting: '/course-meetings/:meetingId', // DELETE manager (make-ups only)
  calendar: '/course-calendar', // GET logged-in ?from&to[&course_id]: meetings and private lessons
  privateLessons: '/private-lessons', // GET ?from&to; POST admin, company-admin, teacher
  privateLesson: '/private-lessons/:lessonId/cancel', // POST who may book it
  publicSession: '/courses/public/:slug', // GET anyone, no session: the next session of the course linked to a public page
} as const;
export type CourseRouteName = keyof typeof COURSE_ROUTES;

export function coursePath(name: CourseRouteName, params: Record<string, string | number> = {}): string {
  return COURSE_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`coursePath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

/** Client pages the server links to in e-mails. */
export const COURSE_PAGES = {
  detail: (courseId: number) => `/courseDetail/${courseId}`,
  join: (code: string) => `/join?code=${encodeURIComponent(code)}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------------------

/** A text in the three languages; at least one is filled, the others may be empty. */
export type LocalizedText = Record<Locale, string>;

/** The text to show in `locale`: its own, else English, Traditional, Simplified Chinese (the first filled). */
export function localizedText(text: LocalizedText, locale: Locale): string {
  return [text[locale], text['en-US'], text['zh-TW'], text['zh-CN']].find((s) => s && s.trim()) ?? '';
}

export interface CourseInput {
  type: CourseType;
  title: LocalizedText;
  description: LocalizedText;
  fee: number;
  currency: CourseCurrency;
  capacity: number;
  active: boolean;
  start_date?: string | null;
  end_date?: string | null;
  /**
   * The public site's course page (a slug of COURSE_SLUGS) this course supplies the dates, fee and seats of;
   * at most one active course per page (422 on `public_page` otherwise).
   */
  public_page?: CourseSlug | null;
}
/** PATCH: any field; `ended: true` closes the course early, `false` reopens it. */
export type CoursePatch = Partial<CourseInput> & { ended?: boolean };

/** The caller's part in a course. */
export const COURSE_STANDINGS = ['manager', 'accepted', 'no_reply', 'rejected', 'visitor'] as const;
export type CourseStanding = (typeof COURSE_STANDINGS)[number];

export interface CourseSummaryDto {
  id: number;
  type: CourseType;
  title: LocalizedText;
  fee: number;
  currency: CourseCurrency;
  capacity: number;
  active: boolean;
  state: CourseState;
  start_date: string | null;
  end_date: string | null;
  /** First and last meeting starts (not cancelled), and the next one from now. */
  first_meeting_at: string | null;
  last_meeting_at: string | null;
  next_meeting_at: string | null;
  accepted_count: number;
  pending_count: number;
  owner: UserRefDto;
  company_id: number | null;
  standing: CourseStanding;
  public_page: CourseSlug | null;
}

export interface CourseDetailDto extends CourseSummaryDto {
  description: LocalizedText;
  ended_at: string | null;
  /** Only for the course's managers. */
  join_code: string | null;
  created_at: string;
}

/** GET /courses: the student's page. */
export interface MyCoursesDto {
  /** Courses the caller asked to join (any answer), newest first. */
  mine: CourseSummaryDto[];
  /** Active, joinable courses the caller has not asked to join. */
  open: CourseSummaryDto[];
}

export interface JoinCourseRequest {
  code: string;
}
export interface JoinCourseResponse {
  course_id: number;
  response: CourseResponse;
}

export interface CourseRequestDto {
  user: UserRefDto & { email: string };
  response: CourseResponse;
  requested_at: string;
  answered_at: string | null;
}
export interface AnswerCourseRequest {
  response: CourseAnswer;
}

/**
 * GET /courses/public/{slug} (no session): what a visitor may know of the next session of the active course
 * linked to a public course page. Nothing private: no ids, owner, code, roster or city.
 */
export interface PublicCourseSessionDto {
  slug: CourseSlug;
  start_date: string;
  /** The session's last day: its end date, else its last meeting's day, else its first day. */
  end_date: string;
  /** The schedule in a few fields the page words in its language. */
  schedule: {
    mode: CourseMode;
    time_from: string;
    time_to: string;
    time_zone: string;
    /** A weekly rule's days (Monday first); empty when it is not weekly. */
    weekdays: RepeatWeekday[];
    freq: RepeatFreq | null;
    /** Meetings planned (not cancelled). */
    meetings: number;
  };
  /** Minor units: the session's fee, else the course's; null when both are 0 (ask us). */
  fee: number | null;
  currency: CourseCurrency;
  /** The course's capacity less its accepted students, never below 0. */
  seats_left: number;
}

// ---------------------------------------------------------------------------------------------------------
// Sessions and meetings
// ---------------------------------------------------------------------------------------------------------

/** A session's repeat rule; null repeat: one meeting on start_date. */
export interface RepeatRuleDto {
  freq: RepeatFreq;
  /** Every n days, weeks or months. */
  interval: number;
  /** Weekly rules: the days (start_date's weekday when empty). */
  weekdays: RepeatWeekday[];
}

export interface CourseTestRef {
  target_type: AttemptTargetType;
  target_id: number;
}

export interface CourseSessionInput {
  title: string;
  city?: string | null;
  /** Minor units, in the course's currency. */
  fee: number;
  prepay: boolean;
  mode: CourseMode;
  start_date: string;
  /** Last day a repeating rule may produce a meeting (required with a rule). */
  end_date?: string | null;
  time_from: string;
  time_to: string;
  time_zone?: string;
  repeat?: RepeatRuleDto | null;
  test?: CourseTestRef | null;
  /** A class from GET /session-class/list. */
  class_id?: number | null;
  tags?: string[];
}

export interface CourseMeetingDto {
  id: number;
  session_id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  kind: MeetingKind;
  cancelled: boolean;
  cancel_reason: string | null;
  note: string | null;
}

export interface CourseSessionDto {
  id: number;
  course_id: number;
  title: string;
  city: string | null;
  fee: number;
  currency: CourseCurrency;
  prepay: boolean;
  mode: CourseMode;
  start_date: string;
  end_date: string | null;
  time_from: string;
  time_to: string;
  time_zone: string;
  repeat: RepeatRuleDto | null;
  /** The stored RFC 5545 rule (iCalendar export, other tools). */
  rrule: string | null;
  test: (CourseTestRef & { title: string | null }) | null;
  class: { id: number; name: string } | null;
  tags: string[];
  meetings: CourseMeetingDto[];
}

export interface MakeupInput {
  date: string;
  time_from: string;
  time_to: string;
  note?: string | null;
}
export interface CancelMeetingInput {
  /** Why (a holiday's name); shown to students. */
  reason: string;
}

// ---------------------------------------------------------------------------------------------------------
// Private lessons and the calendar
// ---------------------------------------------------------------------------------------------------------

export interface PrivateLessonInput {
  teacher_id: number;
  student_id: number;
  mode: CourseMode;
  /** ISO 8601 instants; the end after the start, at most COURSE_LIMITS.lessonMinutesMax later. */
  starts_at: string;
  ends_at: string;
  time_zone?: string;
  /** A private-tutoring course it belongs to (optional). */
  course_id?: number | null;
  note?: string | null;
}

export interface PrivateLessonDto {
  id: number;
  teacher: UserRefDto;
  student: UserRefDto;
  mode: CourseMode;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  course_id: number | null;
  note: string | null;
  cancelled: boolean;
  /** Its lesson log with the student's attendance (docs/payroll.md), once the teacher wrote it. */
  log: PrivateLessonLogDto | null;
}

/** One row of the calendar: a course meeting or a private lesson. */
export interface CalendarEntryDto {
  kind: 'meeting' | 'lesson';
  id: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  title: string;
  course_id: number | null;
  course_title: LocalizedText | null;
  mode: CourseMode;
  cancelled: boolean;
  cancel_reason: string | null;
  makeup: boolean;
}
