/** SQL of private_lessons (the courses module is its only writer) and the calendar's reads. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttendanceState, CourseMode, LocalizedText, MeetingKind } from '@app/shared';
import { queryRows } from '../../lib/sql';

export interface LessonRow {
  id: number;
  teacherId: number;
  teacherUsername: string;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  studentId: number;
  studentUsername: string;
  studentFirstName: string | null;
  studentLastName: string | null;
  mode: CourseMode;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  courseId: number | null;
  courseTitle: LocalizedText | null;
  note: string | null;
  cancelledAt: Date | null;
  /** The lesson log (private_lesson_logs), null until written. */
  log: {
    state: AttendanceState;
    topic: string;
    homework: string;
    notes: string;
    updatedAt: string;
    by: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
  } | null;
}

export interface CalendarMeetingRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  title: string;
  courseId: number;
  courseTitle: LocalizedText;
  mode: CourseMode;
  cancelledAt: Date | null;
  cancelReason: string | null;
  kind: MeetingKind;
}

const LESSON_SELECT = `
  SELECT l.id, l.teacher_id AS "teacherId", t.username AS "teacherUsername", t.first_name AS "teacherFirstName", t.last_name AS "teacherLastName",
         l.student_id AS "studentId", s.username AS "studentUsername", s.first_name AS "studentFirstName", s.last_name AS "studentLastName",
         l.mode, l.starts_at AS "startsAt", l.ends_at AS "endsAt", l.time_zone AS "timeZone", l.course_id AS "courseId", c.title AS "courseTitle",
         l.note, l.cancelled_at AS "cancelledAt",
         CASE WHEN g.lesson_id IS NULL THEN NULL ELSE json_build_object(
           'state', g.state, 'topic', g.topic, 'homework', g.homework, 'notes', g.notes, 'updatedAt', g.updated_at,
           'by', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'username', b.username, 'firstName', b.first_name, 'lastName', b.last_name) END)
         END AS log
    FROM private_lessons l JOIN users t ON t.id = l.teacher_id JOIN users s ON s.id = l.student_id LEFT JOIN courses c ON c.id = l.course_id
    LEFT JOIN private_lesson_logs g ON g.lesson_id = l.id LEFT JOIN users b ON b.id = g.logged_by`;

/** A bound on which lessons a caller sees, as SQL over `l` with the caller's id `me`. */
export type LessonScope = (me: string) => string;

export function lessonsRepository(db: DataSource | EntityManager) {
  return {
    async one(id: number): Promise<LessonRow | null> {
      const [row] = await queryRows<LessonRow>(db, `${LESSON_SELECT} WHERE l.id = $1`, [id]);
      return row ?? null;
    },

    /** Lessons overlapping [from, to) that the scope lets the caller see. */
    between: (scope: LessonScope, me: number, from: Date, to: Date) =>
      queryRows<LessonRow>(db, `${LESSON_SELECT} WHERE ${scope('$1')} AND l.starts_at < $3 AND l.ends_at > $2 ORDER BY l.starts_at, l.id`, [
        me,
        from,
        to,
      ]),

    async insert(l: {
      teacherId: number;
      studentId: number;
      mode: CourseMode;
      startsAt: Date;
      endsAt: Date;
      timeZone: string;
      courseId: number | null;
      note: string | null;
      by: number;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO private_lessons (teacher_id, student_id, mode, starts_at, ends_at, time_zone, course_id, note, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [l.teacherId, l.studentId, l.mode, l.startsAt, l.endsAt, l.timeZone, l.courseId, l.note, l.by],
      );
      return row.id;
    },

    /** The lesson's row, locked against a cancel or another log running at once. */
    async lock(
      id: number,
    ): Promise<{ id: number; teacherId: number; studentId: number; startsAt: Date; endsAt: Date; cancelledAt: Date | null } | null> {
      const [row] = await queryRows<{ id: number; teacherId: number; studentId: number; startsAt: Date; endsAt: Date; cancelledAt: Date | null }>(
        db,
        `SELECT id, teacher_id AS "teacherId", student_id AS "studentId", starts_at AS "startsAt", ends_at AS "endsAt", cancelled_at AS "cancelledAt"
           FROM private_lessons WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return row ?? null;
    },

    /** Writes the lesson's log; answers the state it replaced (null for a first log). */
    async upsertLog(
      lessonId: number,
      log: { state: AttendanceState; topic: string; homework: string; notes: string },
      by: number,
      at: Date,
    ): Promise<AttendanceState | null> {
      const [before] = await queryRows<{ state: AttendanceState }>(db, `SELECT state FROM private_lesson_logs WHERE lesson_id = $1`, [lessonId]);
      await db.query(
        `INSERT INTO private_lesson_logs (lesson_id, state, topic, homework, notes, logged_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (lesson_id) DO UPDATE SET state = EXCLUDED.state, topic = EXCLUDED.topic, homework = EXCLUDED.homework,
           notes = EXCLUDED.notes, logged_by = EXCLUDED.logged_by, updated_at = EXCLUDED.updated_at`,
        [lessonId, log.state, log.topic, log.homework, log.notes, by, at],
      );
      return before?.state ?? null;
    },

    async deleteLog(lessonId: number): Promise<AttendanceState | null> {
      const [row] = await queryRows<{ state: AttendanceState }>(db, `DELETE FROM private_lesson_logs WHERE lesson_id = $1 RETURNING state`, [
        lessonId,
      ]);
      return row?.state ?? null;
    },

    cancel: (id: number, at: Date) => db.query(`UPDATE private_lessons SET cancelled_at = $2 WHERE id = $1`, [id, at]),

    async rolesOf(userId: number): Promise<string[] | null> {
      const [row] = await queryRows<{ roles: string[] }>(db, `SELECT roles FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId]);
      return row?.roles ?? null;
    },

    /** Meetings overlapping [from, to) of the courses the course scope (SQL over `c`, caller `$1`) selects. */
    meetingsBetween: (courseScope: string, me: number, from: Date, to: Date, courseId: number | null) =>
      queryRows<CalendarMeetingRow>(
        db,
        `SELECT m.id, m.starts_at AS "startsAt", m.ends_at AS "endsAt", s.time_zone AS "timeZone", s.title, c.id AS "courseId",
                c.title AS "courseTitle", s.mode, m.cancelled_at AS "cancelledAt", m.cancel_reason AS "cancelReason", m.kind
           FROM course_meetings m JOIN course_sessions s ON s.id = m.session_id JOIN courses c ON c.id = m.course_id
          WHERE m.starts_at < $3 AND m.ends_at > $2 AND ($4::int IS NULL OR c.id = $4) AND ${courseScope}
          ORDER BY m.starts_at, m.id`,
        [me, from, to, courseId],
      ),
  };
}
