/**
 * The month's hours of teachers (read only: class_meetings belong to the classes module, private lessons and their
 * logs to the courses module) and the rate in force. What is paid (docs/payroll.md):
 * - class meetings the teacher logged (class_meetings.teacher_id) dated in the month, with attendance taken;
 * - private lessons of the teacher starting in the month (GMT+8), not cancelled, logged with a paid state.
 * Course meetings are not counted on their own: they carry no teacher and no attendance; a course session taught as
 * a class is paid through that class's meetings.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { monthBounds, monthDays, PAID_LESSON_STATES, type AttendanceState, type PaymentCurrency } from '@app/shared';
import { queryRows } from '../../lib/sql';

export interface SalaryRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  lang: string;
  product: string;
  classMinutes: number;
  lessonMinutes: number;
  hourlyRate: number | null;
  currency: PaymentCurrency | null;
  hasBilling: boolean;
}

export interface LineRow {
  kind: 'class' | 'lesson';
  id: number;
  date: string;
  title: string;
  topic: string;
  minutes: number;
  state: AttendanceState | null;
}

const CLASS_MEETINGS = `FROM class_meetings m WHERE m.teacher_id = u.id AND m.meeting_date BETWEEN $2::date AND $3::date
          AND EXISTS (SELECT 1 FROM class_attendance a WHERE a.meeting_id = m.id)`;
const LESSONS = `FROM private_lessons l JOIN private_lesson_logs g ON g.lesson_id = l.id
         WHERE l.teacher_id = u.id AND l.cancelled_at IS NULL AND g.state = ANY($6::text[]) AND l.starts_at >= $4 AND l.starts_at < $5`;
/** A lesson's paid minutes: its booked length in whole minutes. */
const LESSON_MINUTES = `round(extract(epoch FROM l.ends_at - l.starts_at) / 60)::int`;

export function salaryRepository(db: DataSource | EntityManager) {
  const params = (month: string) => {
    const { first, last } = monthDays(month);
    const { start, end } = monthBounds(month);
    return [first, last, start, end, [...PAID_LESSON_STATES]];
  };

  return {
    /**
     * One row per teacher the scope (SQL over `u`, caller `$1`) selects: those with hours in the month, a rate or
     * billing details; with `teacherId`, that teacher whatever they have.
     */
    rows: (scope: string, me: number, month: string, teacherId: number | null = null) =>
      queryRows<SalaryRow>(
        db,
        `SELECT u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.lang, u.product,
                COALESCE(cm.minutes, 0)::int AS "classMinutes", COALESCE(pl.minutes, 0)::int AS "lessonMinutes",
                r.hourly_rate AS "hourlyRate", r.currency, (b.teacher_id IS NOT NULL) AS "hasBilling"
           FROM users u
           LEFT JOIN LATERAL (SELECT sum(m.duration_minutes) AS minutes ${CLASS_MEETINGS}) cm ON true
           LEFT JOIN LATERAL (SELECT sum(${LESSON_MINUTES}) AS minutes ${LESSONS}) pl ON true
           LEFT JOIN LATERAL (SELECT hourly_rate, currency FROM teacher_pay_rates
                               WHERE teacher_id = u.id AND effective_month <= $2::date ORDER BY effective_month DESC LIMIT 1) r ON true
           LEFT JOIN teacher_billing b ON b.teacher_id = u.id
          WHERE u.deleted_at IS NULL AND 'teacher' = ANY(u.roles) AND $1::int IS NOT NULL AND ${scope}
            AND ($7::int IS NULL OR u.id = $7)
            AND ($7::int IS NOT NULL OR cm.minutes > 0 OR pl.minutes > 0 OR r.hourly_rate IS NOT NULL OR b.teacher_id IS NOT NULL)
          ORDER BY lower(COALESCE(u.last_name, '')), lower(COALESCE(u.first_name, '')), u.id`,
        [me, ...params(month), teacherId],
      ),

    /** What the teacher is paid for in the month, by date. */
    lines: (teacherId: number, month: string) =>
      queryRows<LineRow>(
        db,
        `WITH u AS (SELECT $1::int AS id)
         SELECT 'class' AS kind, m.id, to_char(m.meeting_date, 'YYYY-MM-DD') AS date, c.name AS title, m.topic, m.duration_minutes AS minutes,
                NULL AS state
           FROM u, class_meetings m JOIN classes c ON c.id = m.class_id
          WHERE m.teacher_id = u.id AND m.meeting_date BETWEEN $2::date AND $3::date
            AND EXISTS (SELECT 1 FROM class_attendance a WHERE a.meeting_id = m.id)
         UNION ALL
         SELECT 'lesson', l.id, to_char(l.starts_at AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD'),
                COALESCE(NULLIF(trim(COALESCE(s.first_name, '') || ' ' || COALESCE(s.last_name, '')), ''), s.username),
                g.topic, ${LESSON_MINUTES}, g.state
           FROM u, private_lessons l JOIN private_lesson_logs g ON g.lesson_id = l.id JOIN users s ON s.id = l.student_id
          WHERE l.teacher_id = u.id AND l.cancelled_at IS NULL AND g.state = ANY($6::text[]) AND l.starts_at >= $4 AND l.starts_at < $5
          ORDER BY 3, 1, 2`,
        [teacherId, ...params(month)],
      ),
  };
}
