/**
 * What a progress report reads (docs/payroll.md, "A course's attendance"), and progress_reports (written here only).
 * A course reaches attendance two ways: its sessions may name a class, whose meetings dated within the session's
 * days are the course's meetings (the student's class_attendance there); and its private lessons (course_id) with
 * their logs. Scores: the student's graded attempts on the class tests of those classes and on the sessions' tests.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttendanceState, ProgressSnapshotDto } from '@app/shared';
import { queryRows } from '../../lib/sql';
import { targetJoin } from '../../core/test-targets';

export interface AttendanceRow {
  kind: 'class' | 'lesson';
  date: string;
  title: string | null;
  topic: string;
  state: AttendanceState;
}

export interface ScoreRow {
  finishedAt: Date;
  title: string;
  score: number;
  kind: string;
}

export interface PersonRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  lang: string;
  product: string;
}

export interface ReportRow {
  id: number;
  comment: string;
  snapshot: ProgressSnapshotDto;
  createdAt: Date;
  courseId: number;
  studentId: number;
  author: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
  sentTo: { id: number; username: string; firstName: string | null; lastName: string | null }[] | null;
}

/** Class meetings of the course: meetings of a class a session names, dated within that session's days. */
const COURSE_CLASS_MEETINGS = `SELECT DISTINCT m.id FROM course_sessions s JOIN class_meetings m ON m.class_id = s.class_id
   WHERE s.course_id = $1 AND m.meeting_date BETWEEN s.start_date AND COALESCE(s.end_date, s.start_date)`;

const PERSON = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.lang, u.product`;
const REF = (u: string) => `json_build_object('id', ${u}.id, 'username', ${u}.username, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name)`;

export function progressRepository(db: DataSource | EntityManager) {
  const tj = targetJoin('a');
  return {
    /** The student when they are an accepted member of the course. */
    async member(courseId: number, studentId: number): Promise<PersonRow | null> {
      const [row] = await queryRows<PersonRow>(
        db,
        `SELECT ${PERSON} FROM course_members cm JOIN users u ON u.id = cm.user_id
          WHERE cm.course_id = $1 AND cm.user_id = $2 AND cm.response = 'accepted' AND u.deleted_at IS NULL`,
        [courseId, studentId],
      );
      return row ?? null;
    },

    attendance: (courseId: number, studentId: number) =>
      queryRows<AttendanceRow>(
        db,
        `SELECT 'class' AS kind, to_char(m.meeting_date, 'YYYY-MM-DD') AS date, c.name AS title, m.topic, a.state
           FROM class_meetings m JOIN classes c ON c.id = m.class_id JOIN class_attendance a ON a.meeting_id = m.id AND a.student_id = $2
          WHERE m.id IN (${COURSE_CLASS_MEETINGS})
         UNION ALL
         SELECT 'lesson', to_char(l.starts_at AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD'), NULL, g.topic, g.state
           FROM private_lessons l JOIN private_lesson_logs g ON g.lesson_id = l.id
          WHERE l.course_id = $1 AND l.student_id = $2 AND l.cancelled_at IS NULL
          ORDER BY 2, 1`,
        [courseId, studentId],
      ),

    scores: (courseId: number, studentId: number) =>
      queryRows<ScoreRow>(
        db,
        `SELECT a.finished_at AS "finishedAt", COALESCE(x.title, ${tj.title}) AS title, r.score, r.score_kind AS kind
           FROM attempts a ${tj.joins}
           LEFT JOIN class_exams x ON x.id = a.class_exam_id
           JOIN results r ON r.attempt_id = a.id AND r.status = 'graded' AND r.score IS NOT NULL
          WHERE a.user_id = $2 AND a.status = 'finished'
            AND (x.class_id IN (SELECT s.class_id FROM course_sessions s WHERE s.course_id = $1 AND s.class_id IS NOT NULL)
                 OR EXISTS (SELECT 1 FROM course_sessions s WHERE s.course_id = $1 AND s.target_type = a.target_type AND s.target_id = a.target_id))
          ORDER BY a.finished_at, a.id`,
        [courseId, studentId],
      ),

    /** The student's parents whose link the student confirmed. */
    parents: (studentId: number) =>
      queryRows<PersonRow>(
        db,
        `SELECT ${PERSON} FROM parent_children pc JOIN users u ON u.id = pc.parent_id
          WHERE pc.student_id = $1 AND pc.confirmed_at IS NOT NULL AND u.deleted_at IS NULL
          ORDER BY u.id`,
        [studentId],
      ),

    reports: (courseId: number, studentId: number) =>
      queryRows<ReportRow>(
        db,
        `SELECT p.id, p.comment, p.snapshot, p.created_at AS "createdAt", p.course_id AS "courseId", p.student_id AS "studentId",
                CASE WHEN w.id IS NULL THEN NULL ELSE ${REF('w')} END AS author,
                (SELECT json_agg(${REF('s')} ORDER BY s.id) FROM users s WHERE s.id = ANY(p.sent_to)) AS "sentTo"
           FROM progress_reports p LEFT JOIN users w ON w.id = p.author_id
          WHERE p.course_id = $1 AND p.student_id = $2 ORDER BY p.created_at DESC, p.id DESC`,
        [courseId, studentId],
      ),

    async report(id: number): Promise<ReportRow | null> {
      const [row] = await queryRows<ReportRow>(
        db,
        `SELECT p.id, p.comment, p.snapshot, p.created_at AS "createdAt", p.course_id AS "courseId", p.student_id AS "studentId",
                CASE WHEN w.id IS NULL THEN NULL ELSE ${REF('w')} END AS author,
                (SELECT json_agg(${REF('s')} ORDER BY s.id) FROM users s WHERE s.id = ANY(p.sent_to)) AS "sentTo"
           FROM progress_reports p LEFT JOIN users w ON w.id = p.author_id WHERE p.id = $1`,
        [id],
      );
      return row ?? null;
    },

    async insert(r: {
      courseId: number;
      studentId: number;
      authorId: number;
      comment: string;
      snapshot: ProgressSnapshotDto;
      sentTo: number[];
      at: Date;
    }) {
      const [row] = await queryRows<{ id: number }>(
        db,
        `INSERT INTO progress_reports (course_id, student_id, author_id, comment, snapshot, sent_to, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [r.courseId, r.studentId, r.authorId, r.comment, JSON.stringify(r.snapshot), r.sentTo, r.at],
      );
      return row.id;
    },
  };
}
