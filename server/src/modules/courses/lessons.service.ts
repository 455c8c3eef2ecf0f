/**
 * Private lessons and the calendar. A teacher is never double-booked: the exclusion constraint on
 * private_lessons refuses an overlapping booking inside PostgreSQL (two bookings racing for one hour
 * cannot both commit), and its violation answers 409 teacher_busy. There is deliberately no check in code
 * before the insert: it could only race with the other booking.
 */
import {
  ActivityAction,
  COURSE_LIMITS,
  DEFAULT_COURSE_TIME_ZONE,
  Role,
  type CalendarEntryDto,
  type CourseMode,
  type PrivateLessonDto,
  type PrivateLessonInput,
} from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { iso, wallTimeToUtc } from '../../lib/dates';
import { queryRows } from '../../lib/sql';
import { hasRole, isAdmin, isCompanyAdmin, linkedStudentsSql, sharesCompanySql, type Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { courseConflict, loadCourse, managesSql } from './course-access';
import { userRef } from './courses.mapper';
import { lessonsRepository, type LessonRow, type LessonScope } from './lessons.repository';

const EXCLUSION_VIOLATION = '23P01';
const isExclusionViolation = (err: unknown) => (err as { code?: string })?.code === EXCLUSION_VIOLATION;

/** What a lesson and a calendar entry show alike of a dated row (a lesson or a course meeting). */
const timedFields = <C extends number | null>(r: {
  id: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  courseId: C;
  mode: CourseMode;
  cancelledAt: Date | null;
}) => ({
  id: r.id,
  starts_at: iso(r.startsAt)!,
  ends_at: iso(r.endsAt)!,
  time_zone: r.timeZone,
  course_id: r.courseId,
  mode: r.mode,
  cancelled: r.cancelledAt !== null,
});

export const toLesson = (l: LessonRow): PrivateLessonDto => ({
  ...timedFields(l),
  teacher: userRef({ id: l.teacherId, username: l.teacherUsername, firstName: l.teacherFirstName, lastName: l.teacherLastName }),
  student: userRef({ id: l.studentId, username: l.studentUsername, firstName: l.studentFirstName, lastName: l.studentLastName }),
  note: l.note,
  log: l.log && {
    state: l.log.state,
    topic: l.log.topic,
    homework: l.log.homework,
    notes: l.log.notes,
    minutes: Math.round((new Date(l.endsAt).getTime() - new Date(l.startsAt).getTime()) / 60_000),
    logged_by: l.log.by && userRef(l.log.by),
    updated_at: new Date(l.log.updatedAt).toISOString(),
  },
});

/** Lessons the caller sees: all (admins), their company's teachers' (company-admins), their own (teacher or student). */
function lessonScope(caller: Caller): LessonScope {
  if (isAdmin(caller)) return () => 'true';
  return (me) => {
    const company = isCompanyAdmin(caller) ? ` OR ${sharesCompanySql(me, 'l.teacher_id')}` : '';
    return `(l.teacher_id = ${me} OR l.student_id = ${me}${company})`;
  };
}

/** Lessons the caller may book or cancel for `teacherId`: admins any, company-admins their company's, teachers their own. */
export async function mayBookFor(db: AppContext['ds'], caller: Caller, teacherId: number): Promise<boolean> {
  if (isAdmin(caller) || teacherId === caller.id) return true;
  if (!isCompanyAdmin(caller)) return false;
  return (await queryRows(db, `SELECT 1 WHERE ${sharesCompanySql('$1::int', '$2::int')}`, [caller.id, teacherId])).length > 0;
}

/** The student is one the caller may book: admins any; others a linked student or an accepted student of a course they manage. */
async function mayBookStudent(db: AppContext['ds'], caller: Caller, studentId: number): Promise<boolean> {
  if (isAdmin(caller)) return true;
  const rows = await queryRows(
    db,
    `SELECT 1 WHERE $2::int IN (${linkedStudentsSql('$1::int')})
        OR EXISTS (SELECT 1 FROM course_members cm JOIN courses c ON c.id = cm.course_id
                    WHERE cm.user_id = $2 AND cm.response = 'accepted' AND ${managesSql(caller, '$1::int')})`,
    [caller.id, studentId],
  );
  return rows.length > 0;
}

/** A calendar range: whole days `from`..`to` (inclusive) in `timeZone`, at most COURSE_LIMITS.calendarDaysMax. */
export function calendarRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw fieldError({ to: 'coursesApi.validation.rangeOrder' });
  if (days > COURSE_LIMITS.calendarDaysMax) throw fieldError({ to: 'coursesApi.validation.rangeTooLong' });
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: wallTimeToUtc(from, '00:00', timeZone), end: wallTimeToUtc(next, '00:00', timeZone) };
}

export function lessonsService(ctx: AppContext) {
  const { ds, clock } = ctx;

  return {
    async list(caller: Caller, from: string, to: string, timeZone = DEFAULT_COURSE_TIME_ZONE): Promise<PrivateLessonDto[]> {
      const { start, end } = calendarRange(from, to, timeZone);
      return (await lessonsRepository(ds).between(lessonScope(caller), caller.id, start, end)).map(toLesson);
    },

    async book(caller: Caller, input: PrivateLessonInput): Promise<PrivateLessonDto> {
      const repo = lessonsRepository(ds);
      const startsAt = new Date(input.starts_at);
      const endsAt = new Date(input.ends_at);
      const errors: Record<string, string> = {};
      const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
      if (minutes <= 0) errors.ends_at = 'coursesApi.validation.endsAfterStart';
      else if (minutes > COURSE_LIMITS.lessonMinutesMax) errors.ends_at = 'coursesApi.validation.lessonTooLong';
      const teacherRoles = await repo.rolesOf(input.teacher_id);
      if (!teacherRoles || !teacherRoles.includes(Role.Teacher) || !(await mayBookFor(ds, caller, input.teacher_id)))
        errors.teacher_id = 'coursesApi.validation.teacher';
      const studentRoles = await repo.rolesOf(input.student_id);
      if (
        !studentRoles ||
        !studentRoles.includes(Role.Student) ||
        input.student_id === input.teacher_id ||
        !(await mayBookStudent(ds, caller, input.student_id))
      )
        errors.student_id = 'coursesApi.validation.student';
      if (input.course_id) {
        const c = await loadCourse(ds, caller, input.course_id, { now: clock.now() }).catch(() => null);
        if (!c || c.standing !== 'manager' || c.type !== 'private') errors.course_id = 'coursesApi.validation.privateCourse';
      }
      if (Object.keys(errors).length) throw fieldError(errors);
      try {
        return await ds.transaction(async (m) => {
          const id = await lessonsRepository(m).insert({
            teacherId: input.teacher_id,
            studentId: input.student_id,
            mode: input.mode,
            startsAt,
            endsAt,
            timeZone: input.time_zone ?? DEFAULT_COURSE_TIME_ZONE,
            courseId: input.course_id ?? null,
            note: input.note?.trim() || null,
            by: caller.id,
          });
          await recordActivity(m, {
            actorId: caller.id,
            action: ActivityAction.PrivateLessonBook,
            targetUserId: input.student_id,
            details: { lesson_id: id, teacher_id: input.teacher_id, starts_at: iso(startsAt), ends_at: iso(endsAt), mode: input.mode },
          });
          return toLesson((await lessonsRepository(m).one(id))!);
        });
      } catch (err) {
        if (isExclusionViolation(err)) throw courseConflict('teacher_busy');
        throw err;
      }
    },

    async cancel(caller: Caller, lessonId: number): Promise<PrivateLessonDto> {
      return ds.transaction(async (m) => {
        const repo = lessonsRepository(m);
        const l = await repo.one(lessonId);
        if (!l || !(await mayBookFor(ds, caller, l.teacherId))) throw notFound();
        if (l.cancelledAt) throw courseConflict('lesson_cancelled');
        await repo.cancel(l.id, clock.now());
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.PrivateLessonCancel,
          targetUserId: l.studentId,
          details: { lesson_id: l.id, teacher_id: l.teacherId, starts_at: iso(l.startsAt) },
        });
        return toLesson((await repo.one(l.id))!);
      });
    },

    /** Meetings of the courses the caller manages or was accepted into, and the private lessons they see. */
    async calendar(caller: Caller, q: { from: string; to: string; time_zone?: string; course_id?: number }): Promise<CalendarEntryDto[]> {
      const { start, end } = calendarRange(q.from, q.to, q.time_zone ?? DEFAULT_COURSE_TIME_ZONE);
      const repo = lessonsRepository(ds);
      const courseScope = `(${managesSql(caller, '$1')} OR EXISTS (SELECT 1 FROM course_members cm
                              WHERE cm.course_id = c.id AND cm.user_id = $1 AND cm.response = 'accepted'))`;
      const meetings = await repo.meetingsBetween(courseScope, caller.id, start, end, q.course_id ?? null);
      const lessons = q.course_id ? [] : await repo.between(lessonScope(caller), caller.id, start, end);
      const entries: CalendarEntryDto[] = [
        ...meetings.map((m) => ({
          kind: 'meeting' as const,
          ...timedFields(m),
          title: m.title,
          course_title: m.courseTitle,
          cancel_reason: m.cancelReason,
          makeup: m.kind === 'makeup',
        })),
        ...lessons.map((l) => ({
          kind: 'lesson' as const,
          ...timedFields(l),
          title: hasRole(caller, Role.Student) && l.studentId === caller.id ? l.teacherUsername : l.studentUsername,
          course_title: l.courseTitle,
          cancel_reason: null,
          makeup: false,
        })),
      ];
      return entries.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
    },
  };
}
export type LessonsService = ReturnType<typeof lessonsService>;
