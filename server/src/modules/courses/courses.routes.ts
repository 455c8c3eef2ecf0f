/** Every route of the courses module as a row (lib/route-table): path from @app/shared's COURSE_ROUTES, roles, rules, handler, doc. */
import type { Request } from 'express';
import { COURSE_ROUTES as P, Role, type CourseAnswer, type CourseInput, type CoursePatch, type CourseSessionInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { notFound } from '../../lib/errors';
import { arr, ref, str } from '../../lib/openapi';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { CoursesService } from './courses.service';
import type { LessonsService } from './lessons.service';
import type { SessionsService } from './sessions.service';
import * as rules from './courses.validators';

/** Roles that create and manage courses (the service narrows each to what it may manage: 404 otherwise). */
const MANAGERS = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin, Role.Teacher];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const list = (schema: string) => ({ schema: arr(ref(schema)) });

/**
 * The validated input, with its object fields present only when the request sent them (matchedData
 * rebuilds an object from its checked subfields even when it was absent) and null when it sent null.
 */
function bodyOf<T extends object>(req: Request, objects: string[]): T {
  const data = { ...input<Record<string, unknown>>(req) };
  const sent = (req.body ?? {}) as Record<string, unknown>;
  for (const key of objects) {
    if (!(key in sent)) delete data[key];
    else if (sent[key] === null) data[key] = null;
  }
  for (const id of ['courseId', 'sessionId', 'meetingId']) delete data[id];
  return data as T;
}
const id = (req: Request, name: string) => input<Record<string, number>>(req)[name];
const me = currentUser;
const date = str({ format: 'date' });

export function coursesRoutes(courses: CoursesService, sessions: SessionsService, lessons: LessonsService): PathRouteRow[] {
  return [
    {
      path: P.courses,
      method: 'get',
      roles: [],
      rules: [],
      handler: handle((req) => courses.mine(me(req))),
      doc: { summary: "The student's /courses: the courses they asked to join (any answer) and the open ones", ok: ok('MyCourses') },
    },
    {
      path: P.managed,
      method: 'get',
      roles: MANAGERS,
      rules: [],
      handler: handle((req) => courses.managed(me(req))),
      doc: {
        summary: "Courses the caller manages: all (admins), their companies' (company-admins), their own (teachers)",
        ok: list('CourseSummary'),
      },
    },
    {
      path: P.courses,
      method: 'post',
      roles: MANAGERS,
      rules: rules.courseInputRules(false),
      handler: handle((req) => courses.create(me(req), bodyOf<CourseInput>(req, ['title', 'description'])), 201),
      doc: {
        summary: "Creates a course owned by the caller (in a teacher's or company-admin's company), with a join code",
        body: ref('CourseInput'),
        ok: ok('CourseDetail', 201),
      },
    },
    {
      path: P.publicSession,
      method: 'get',
      anonymous: true,
      roles: [],
      rules: [],
      handler: handle(async (req) => {
        const session = await courses.publicSession(String(req.params.slug));
        if (!session) throw notFound();
        return session;
      }),
      doc: {
        summary:
          "The public site's course page data (no session): the next session of the active course linked to the page (dates, schedule, fee in minor units, seats left); 404 when there is none",
        ok: ok('PublicCourseSession'),
        errors: [404],
      },
    },
    {
      path: P.join,
      method: 'post',
      roles: [Role.Student],
      rules: rules.joinRules,
      handler: handle((req) => courses.join(me(req), input<{ code: string }>(req).code), 201),
      doc: {
        summary:
          'Asks to join the course of a join code (answer no_reply until its admin answers). 409 reasons course_inactive, course_closed, course_full, already_requested, already_member',
        body: { type: 'object', properties: { code: str() }, required: ['code'] },
        ok: ok('JoinCourseResult', 201),
        errors: [409],
      },
    },
    {
      path: P.detail,
      method: 'get',
      roles: [],
      rules: rules.courseIdRules,
      handler: handle((req) => courses.detail(me(req), id(req, 'courseId'))),
      doc: { summary: 'A course: for its managers (with the join code), its students, or anyone while it is open', ok: ok('CourseDetail') },
    },
    {
      path: P.detail,
      method: 'patch',
      roles: MANAGERS,
      rules: rules.courseInputRules(true),
      handler: handle((req) => courses.update(me(req), id(req, 'courseId'), bodyOf<CoursePatch>(req, ['title', 'description']))),
      doc: { summary: 'Changes a course; ended=true closes it early', body: ref('CoursePatch'), ok: ok('CourseDetail') },
    },
    {
      path: P.requests,
      method: 'get',
      roles: MANAGERS,
      rules: rules.courseIdRules,
      handler: handle((req) => courses.requests(me(req), id(req, 'courseId'))),
      doc: { summary: "The course's join requests, unanswered first", ok: list('CourseRequest') },
    },
    {
      path: P.answer,
      method: 'put',
      roles: MANAGERS,
      rules: rules.answerRules,
      handler: handle((req) => courses.answer(me(req), id(req, 'courseId'), id(req, 'userId'), input<{ response: CourseAnswer }>(req).response)),
      doc: {
        summary: 'Accepts or rejects a join request; the student is told by e-mail in their language. 409 course_full',
        body: ref('AnswerCourseRequest'),
        ok: ok('CourseRequest'),
        errors: [409],
      },
    },
    {
      path: P.sessions,
      method: 'get',
      roles: [],
      rules: rules.courseIdRules,
      handler: handle((req) => sessions.list(me(req), id(req, 'courseId'))),
      doc: { summary: "The course's sessions with their meetings (managers and accepted students)", ok: list('CourseSession') },
    },
    {
      path: P.sessions,
      method: 'post',
      roles: MANAGERS,
      rules: rules.sessionInputRules(false),
      handler: handle((req) => sessions.create(me(req), id(req, 'courseId'), bodyOf<CourseSessionInput>(req, ['repeat', 'test'])), 201),
      doc: { summary: 'Adds a session; its rule is expanded into meetings', body: ref('CourseSessionInput'), ok: ok('CourseSession', 201) },
    },
    {
      path: P.session,
      method: 'patch',
      roles: MANAGERS,
      rules: rules.sessionInputRules(true),
      handler: handle((req) => sessions.update(me(req), id(req, 'sessionId'), bodyOf<Partial<CourseSessionInput>>(req, ['repeat', 'test']))),
      doc: {
        summary: 'Changes a session; meetings the new rule still produces keep their id and cancellation',
        body: ref('CourseSessionPatch'),
        ok: ok('CourseSession'),
      },
    },
    {
      path: P.session,
      method: 'delete',
      roles: MANAGERS,
      rules: rules.sessionIdRules,
      handler: handle((req) => sessions.remove(me(req), id(req, 'sessionId'))),
      doc: { summary: 'Deletes a session and its meetings' },
    },
    {
      path: P.makeups,
      method: 'post',
      roles: MANAGERS,
      rules: rules.makeupRules,
      handler: handle((req) => sessions.addMakeup(me(req), id(req, 'sessionId'), bodyOf(req, [])), 201),
      doc: { summary: "Adds a make-up meeting (date and times in the session's zone)", body: ref('MakeupInput'), ok: ok('CourseMeeting', 201) },
    },
    {
      path: P.cancelMeeting,
      method: 'post',
      roles: MANAGERS,
      rules: rules.cancelMeetingRules,
      handler: handle((req) => sessions.cancelMeeting(me(req), id(req, 'meetingId'), bodyOf(req, []))),
      doc: {
        summary: 'Cancels a meeting (a holiday); 409 meeting_cancelled',
        body: ref('CancelMeetingInput'),
        ok: ok('CourseMeeting'),
        errors: [409],
      },
    },
    {
      path: P.restoreMeeting,
      method: 'post',
      roles: MANAGERS,
      rules: rules.meetingIdRules,
      handler: handle((req) => sessions.restoreMeeting(me(req), id(req, 'meetingId'))),
      doc: { summary: 'Restores a cancelled meeting; 409 meeting_not_cancelled', ok: ok('CourseMeeting'), errors: [409] },
    },
    {
      path: P.meeting,
      method: 'delete',
      roles: MANAGERS,
      rules: rules.meetingIdRules,
      handler: handle((req) => sessions.removeMeeting(me(req), id(req, 'meetingId'))),
      doc: { summary: 'Deletes a make-up meeting (409 not_makeup for a regular one: cancel it instead)', errors: [409] },
    },
    {
      path: P.calendar,
      method: 'get',
      roles: [],
      rules: rules.calendarRules,
      handler: handle((req) => lessons.calendar(me(req), input(req))),
      doc: {
        summary:
          'Meetings of the courses the caller manages or was accepted into, and their private lessons, for whole days from..to (at most 62) in time_zone (Asia/Taipei by default)',
        query: { from: date, to: date, time_zone: str(), course_id: { type: 'integer' } },
        ok: list('CalendarEntry'),
      },
    },
    {
      path: P.privateLessons,
      method: 'get',
      roles: [],
      rules: rules.lessonListRules,
      handler: handle((req) => {
        const q = input<{ from: string; to: string; time_zone?: string }>(req);
        return lessons.list(me(req), q.from, q.to, q.time_zone);
      }),
      doc: {
        summary: "Private lessons the caller sees (all: admins; their company's teachers': company-admins; their own)",
        query: { from: date, to: date, time_zone: str() },
        ok: list('PrivateLesson'),
      },
    },
    {
      path: P.privateLessons,
      method: 'post',
      roles: MANAGERS,
      rules: rules.lessonRules,
      handler: handle((req) => lessons.book(me(req), bodyOf(req, [])), 201),
      doc: {
        summary: 'Books a one-to-one lesson; 409 teacher_busy when the teacher has a lesson then (refused by the database)',
        body: ref('PrivateLessonInput'),
        ok: ok('PrivateLesson', 201),
        errors: [409],
      },
    },
    {
      path: P.privateLesson,
      method: 'post',
      roles: MANAGERS,
      rules: rules.lessonIdRules,
      handler: handle((req) => lessons.cancel(me(req), id(req, 'lessonId'))),
      doc: { summary: 'Cancels a private lesson (its hour is free again); 409 lesson_cancelled', ok: ok('PrivateLesson'), errors: [409] },
    },
  ];
}
