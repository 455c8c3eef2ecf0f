/**
 * Class meetings: a lesson log (date, minutes, topic, homework, notes) with each student's attendance,
 * stored as facts (a date, whole minutes, one state per student) because the tutoring back office will
 * bill and pay from them.
 */
import type { EntityManager } from 'typeorm';
import type { MeetingDto, MeetingInput } from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { loadClass, TEACHING, TEACHING_OR_COMPANY } from './class-access';
import { toUserRef } from './classes.mapper';
import type { UserRefRow } from './classes.repository';

interface MeetingRow {
  id: number;
  classId: number;
  date: string;
  durationMinutes: number;
  topic: string;
  homework: string;
  notes: string;
  teacher: UserRefRow;
  attendance: { student: UserRefRow; state: MeetingDto['attendance'][number]['state'] }[] | null;
  createdAt: Date;
}

const ref = (u: string) =>
  `json_build_object('id', ${u}.id, 'username', ${u}.username, 'firstName', COALESCE(${u}.first_name, ''), 'lastName', COALESCE(${u}.last_name, ''))`;

const SELECT = `SELECT m.id, m.class_id AS "classId", to_char(m.meeting_date, 'YYYY-MM-DD') AS date, m.duration_minutes AS "durationMinutes",
       m.topic, m.homework, m.notes, ${ref('t')} AS teacher, m.created_at AS "createdAt",
       (SELECT json_agg(json_build_object('student', ${ref('s')}, 'state', a.state) ORDER BY lower(s.last_name), lower(s.first_name), s.id)
          FROM class_attendance a JOIN users s ON s.id = a.student_id WHERE a.meeting_id = m.id) AS attendance
  FROM class_meetings m JOIN users t ON t.id = m.teacher_id`;

const toMeeting = (m: MeetingRow): MeetingDto => ({
  id: m.id,
  class_id: m.classId,
  date: m.date,
  duration_minutes: m.durationMinutes,
  topic: m.topic,
  homework: m.homework,
  notes: m.notes,
  teacher: toUserRef(m.teacher),
  attendance: (m.attendance ?? []).map((a) => ({ student: toUserRef(a.student), state: a.state })),
  created_at: new Date(m.createdAt).toISOString(),
});

export function meetingsService(ctx: AppContext) {
  const { ds, clock } = ctx;

  /** Attendance names each active student of the class at most once. */
  async function checkAttendance(m: EntityManager, classId: number, input: MeetingInput): Promise<void> {
    const ids = input.attendance.map((a) => a.student_id);
    if (new Set(ids).size !== ids.length) throw fieldError({ attendance: 'classesApi.validation.attendanceDuplicate' });
    const active = await queryRows<{ userId: number }>(
      m,
      `SELECT user_id AS "userId" FROM class_students WHERE class_id = $1 AND status = 'active' AND user_id = ANY($2::int[])`,
      [classId, ids],
    );
    if (active.length !== ids.length) throw fieldError({ attendance: 'classesApi.validation.attendanceStudents' });
  }

  async function write(m: EntityManager, meetingId: number, input: MeetingInput): Promise<void> {
    await m.query(`DELETE FROM class_attendance WHERE meeting_id = $1`, [meetingId]);
    await m.query(`INSERT INTO class_attendance (meeting_id, student_id, state) SELECT $1, unnest($2::int[]), unnest($3::text[])`, [
      meetingId,
      input.attendance.map((a) => a.student_id),
      input.attendance.map((a) => a.state),
    ]);
  }

  const one = async (m: EntityManager, id: number) => toMeeting((await queryRows<MeetingRow>(m, `${SELECT} WHERE m.id = $1`, [id]))[0]);

  async function meetingClass(m: EntityManager, caller: Caller, id: number) {
    const [row] = await queryRows<{ classId: number }>(m, `SELECT class_id AS "classId" FROM class_meetings WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound();
    return loadClass(m, caller, row.classId, TEACHING, { writable: true });
  }

  return {
    async list(caller: Caller, classId: number): Promise<MeetingDto[]> {
      const c = await loadClass(ds, caller, classId, TEACHING_OR_COMPANY);
      return (await queryRows<MeetingRow>(ds, `${SELECT} WHERE m.class_id = $1 ORDER BY m.meeting_date DESC, m.id DESC`, [c.id])).map(toMeeting);
    },

    create: (caller: Caller, classId: number, input: MeetingInput): Promise<MeetingDto> =>
      ds.transaction(async (m) => {
        const c = await loadClass(m, caller, classId, TEACHING, { writable: true });
        await checkAttendance(m, c.id, input);
        const [row] = await queryRows<{ id: number }>(
          m,
          `INSERT INTO class_meetings (class_id, meeting_date, duration_minutes, topic, homework, notes, teacher_id, created_at, updated_at)
           VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
          [c.id, input.date, input.duration_minutes, input.topic, input.homework ?? '', input.notes ?? '', caller.id, clock.now()],
        );
        await write(m, row.id, input);
        return one(m, row.id);
      }),

    update: (caller: Caller, id: number, input: MeetingInput): Promise<MeetingDto> =>
      ds.transaction(async (m) => {
        const c = await meetingClass(m, caller, id);
        await checkAttendance(m, c.id, input);
        await m.query(
          `UPDATE class_meetings SET meeting_date = $2::date, duration_minutes = $3, topic = $4, homework = $5, notes = $6, updated_at = $7 WHERE id = $1`,
          [id, input.date, input.duration_minutes, input.topic, input.homework ?? '', input.notes ?? '', clock.now()],
        );
        await write(m, id, input);
        return one(m, id);
      }),

    remove: (caller: Caller, id: number): Promise<void> =>
      ds.transaction(async (m) => {
        await meetingClass(m, caller, id);
        await m.query(`DELETE FROM class_meetings WHERE id = $1`, [id]);
      }),
  };
}
export type MeetingsService = ReturnType<typeof meetingsService>;
