/** SQL of course_sessions and course_meetings (the courses module is their only writer). */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, CourseCurrency, CourseMode, MeetingKind } from '@app/shared';
import { queryRows } from '../../lib/sql';
import type { MeetingTimes, SessionTimes } from './meeting-rule';

export interface SessionRow extends SessionWrite {
  id: number;
  courseId: number;
  currency: CourseCurrency;
  className: string | null;
}

export interface MeetingRow {
  id: number;
  sessionId: number;
  courseId: number;
  startsAt: Date;
  endsAt: Date;
  kind: MeetingKind;
  cancelledAt: Date | null;
  cancelReason: string | null;
  note: string | null;
}

/** What is written for a session (its times as the rule expands them); `rrule` is the rule's iCalendar text. */
export interface SessionWrite extends SessionTimes {
  title: string;
  city: string | null;
  fee: number;
  prepay: boolean;
  mode: CourseMode;
  rrule: string | null;
  targetType: AttemptTargetType | null;
  targetId: number | null;
  classId: number | null;
  tags: string[];
}

const SESSION_COLUMNS = `s.id, s.course_id AS "courseId", s.title, s.city, s.fee, c.currency, s.prepay, s.mode,
  to_char(s.start_date, 'YYYY-MM-DD') AS "startDate", to_char(s.end_date, 'YYYY-MM-DD') AS "endDate",
  to_char(s.time_from, 'HH24:MI') AS "timeFrom", to_char(s.time_to, 'HH24:MI') AS "timeTo", s.time_zone AS "timeZone",
  s.repeat, s.rrule, s.target_type AS "targetType", s.target_id AS "targetId", s.class_id AS "classId", cl.name AS "className", s.tags`;
const SESSION_FROM = `course_sessions s JOIN courses c ON c.id = s.course_id LEFT JOIN classes cl ON cl.id = s.class_id`;

export const MEETING_COLUMNS = `m.id, m.session_id AS "sessionId", m.course_id AS "courseId", m.starts_at AS "startsAt", m.ends_at AS "endsAt",
  m.kind, m.cancelled_at AS "cancelledAt", m.cancel_reason AS "cancelReason", m.note`;

const values = (s: SessionWrite) => [
  s.title,
  s.city,
  s.fee,
  s.prepay,
  s.mode,
  s.startDate,
  s.endDate,
  s.timeFrom,
  s.timeTo,
  s.timeZone,
  s.repeat ? JSON.stringify(s.repeat) : null,
  s.rrule,
  s.targetType,
  s.targetId,
  s.classId,
  s.tags,
];

export function sessionsRepository(db: DataSource | EntityManager) {
  return {
    list: (courseId: number) =>
      queryRows<SessionRow>(db, `SELECT ${SESSION_COLUMNS} FROM ${SESSION_FROM} WHERE s.course_id = $1 ORDER BY s.start_date, s.time_from, s.id`, [
        courseId,
      ]),

    async one(id: number): Promise<SessionRow | null> {
      const [row] = await queryRows<SessionRow>(db, `SELECT ${SESSION_COLUMNS} FROM ${SESSION_FROM} WHERE s.id = $1`, [id]);
      return row ?? null;
    },

    meetingsOf: (sessionIds: number[]) =>
      queryRows<MeetingRow>(db, `SELECT ${MEETING_COLUMNS} FROM course_meetings m WHERE m.session_id = ANY($1::int[]) ORDER BY m.starts_at, m.id`, [
        sessionIds,
      ]),

    async meeting(id: number): Promise<MeetingRow | null> {
      const [row] = await queryRows<MeetingRow>(db, `SELECT ${MEETING_COLUMNS} FROM course_meetings m WHERE m.id = $1`, [id]);
      return row ?? null;
    },

    async insert(courseId: number, s: SessionWrite, by: number): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO course_sessions (title, city, fee, prepay, mode, start_date, end_date, time_from, time_to, time_zone, repeat, rrule,
                                      target_type, target_id, class_id, tags, course_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
        [...values(s), courseId, by],
      );
      return row.id;
    },

    async update(id: number, s: SessionWrite, now: Date): Promise<void> {
      await db.query(
        `UPDATE course_sessions SET title = $1, city = $2, fee = $3, prepay = $4, mode = $5, start_date = $6, end_date = $7, time_from = $8,
                time_to = $9, time_zone = $10, repeat = $11, rrule = $12, target_type = $13, target_id = $14, class_id = $15, tags = $16,
                updated_at = $18 WHERE id = $17`,
        [...values(s), id, now],
      );
    },

    remove: (id: number) => db.query(`DELETE FROM course_sessions WHERE id = $1`, [id]),

    /**
     * Makes the session's regular meetings the rule's: occurrences it no longer produces go (with their
     * cancellations), new ones are added, kept ones keep their id and cancellation (a new end time is taken).
     */
    async syncMeetings(sessionId: number, courseId: number, times: MeetingTimes[]): Promise<void> {
      const starts = times.map((t) => t.startsAt.toISOString());
      await db.query(`DELETE FROM course_meetings WHERE session_id = $1 AND kind = 'regular' AND NOT (starts_at = ANY($2::timestamptz[]))`, [
        sessionId,
        starts,
      ]);
      await db.query(
        `INSERT INTO course_meetings (session_id, course_id, starts_at, ends_at, kind)
         SELECT $1, $2, t.s, t.e, 'regular' FROM unnest($3::timestamptz[], $4::timestamptz[]) AS t(s, e)
         ON CONFLICT (session_id, starts_at) DO UPDATE SET ends_at = EXCLUDED.ends_at`,
        [sessionId, courseId, starts, times.map((t) => t.endsAt.toISOString())],
      );
    },

    async addMakeup(sessionId: number, courseId: number, t: MeetingTimes, note: string | null): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO course_meetings (session_id, course_id, starts_at, ends_at, kind, note) VALUES ($1, $2, $3, $4, 'makeup', $5)
         ON CONFLICT (session_id, starts_at) DO NOTHING RETURNING id`,
        [sessionId, courseId, t.startsAt, t.endsAt, note],
      );
      return row?.id ?? null;
    },

    setCancelled: (id: number, at: Date | null, reason: string | null) =>
      db.query(`UPDATE course_meetings SET cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [id, at, reason]),

    removeMeeting: (id: number) => db.query(`DELETE FROM course_meetings WHERE id = $1`, [id]),
  };
}
