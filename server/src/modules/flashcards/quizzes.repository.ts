/** SQL of vocabulary quiz assignments and their results. */
import type { DataSource } from 'typeorm';
import type { QuizAssignmentInput, WeekDay } from '@app/shared';
import { studentClassesSql, taughtClassesSql } from '../../core/access';
import { queryRows } from '../../lib/sql';

export interface AssignmentRow {
  id: number;
  classId: number;
  className: string;
  deckId: number;
  deckName: string;
  title: string;
  days: WeekDay[];
  startDate: string;
  weeks: number;
  questionCount: number;
}

export interface ResultRow {
  assignmentId: number;
  userId: number;
  date: string;
  score: number;
  total: number;
  answers: number[];
  key: number[];
}

const ASSIGNMENT_COLUMNS = `a.id, a.class_id AS "classId", c.name AS "className", a.deck_id AS "deckId", d.name AS "deckName", a.title, a.days,
  to_char(a.start_date, 'YYYY-MM-DD') AS "startDate", a.weeks, a.question_count AS "questionCount"`;
const FROM = `flash_quiz_assignments a JOIN classes c ON c.id = a.class_id JOIN flash_decks d ON d.id = a.deck_id`;
const RESULT_COLUMNS = `r.assignment_id AS "assignmentId", r.user_id AS "userId", to_char(r.quiz_date, 'YYYY-MM-DD') AS date, r.score, r.total, r.answers, r.key`;

export function quizzesRepository(ds: DataSource) {
  return {
    async insert(userId: number, q: QuizAssignmentInput): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        ds,
        `INSERT INTO flash_quiz_assignments (class_id, deck_id, created_by, title, days, start_date, weeks, question_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [q.class_id, q.deck_id, userId, q.title, q.days, q.start_date, q.weeks, q.question_count],
      );
      return rows[0].id;
    },

    /** Assignments of classes the user teaches (optionally one class). */
    taught: (userId: number, classId?: number) =>
      queryRows<AssignmentRow>(
        ds,
        `SELECT ${ASSIGNMENT_COLUMNS} FROM ${FROM} WHERE a.class_id IN (${taughtClassesSql('$1')}) AND ($2::int IS NULL OR a.class_id = $2)
          ORDER BY a.start_date DESC, a.id DESC`,
        [userId, classId ?? null],
      ),

    /** Assignments of classes the user is an active student of. */
    assigned: (userId: number) =>
      queryRows<AssignmentRow>(ds, `SELECT ${ASSIGNMENT_COLUMNS} FROM ${FROM} WHERE a.class_id IN (${studentClassesSql('$1')}) ORDER BY a.id`, [
        userId,
      ]),

    /** One assignment if the user teaches (`as` teacher) or studies in (`as` student) its class. */
    async find(userId: number, id: number, as: 'teacher' | 'student'): Promise<AssignmentRow | null> {
      const classes = as === 'teacher' ? taughtClassesSql('$1') : studentClassesSql('$1');
      const rows = await queryRows<AssignmentRow>(ds, `SELECT ${ASSIGNMENT_COLUMNS} FROM ${FROM} WHERE a.id = $2 AND a.class_id IN (${classes})`, [
        userId,
        id,
      ]);
      return rows[0] ?? null;
    },

    remove: (id: number) => ds.query(`DELETE FROM flash_quiz_assignments WHERE id = $1`, [id]),

    resultsOfUser: (userId: number, assignmentIds: number[]) =>
      queryRows<ResultRow>(ds, `SELECT ${RESULT_COLUMNS} FROM flash_quiz_results r WHERE r.user_id = $1 AND r.assignment_id = ANY($2::int[])`, [
        userId,
        assignmentIds,
      ]),

    resultsOf: (assignmentId: number) =>
      queryRows<ResultRow>(ds, `SELECT ${RESULT_COLUMNS} FROM flash_quiz_results r WHERE r.assignment_id = $1`, [assignmentId]),

    /** Records a sitting once: false when the student had already taken that day's quiz. */
    async insertResult(r: ResultRow): Promise<boolean> {
      const rows = await ds.query(
        `INSERT INTO flash_quiz_results (assignment_id, user_id, quiz_date, score, total, answers, key) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [r.assignmentId, r.userId, r.date, r.score, r.total, r.answers, r.key],
      );
      return (rows as unknown[]).length > 0;
    },

    /** Active students of the class, by name. */
    students: (classId: number) =>
      queryRows<{ id: number; name: string }>(
        ds,
        `SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name FROM class_students cs JOIN users u ON u.id = cs.user_id
          WHERE cs.class_id = $1 AND cs.status = 'active' ORDER BY u.last_name, u.first_name, u.id`,
        [classId],
      ),

    isTaught: async (userId: number, classId: number): Promise<boolean> =>
      (await ds.query(`SELECT 1 WHERE $2::int IN (${taughtClassesSql('$1')})`, [userId, classId])).length > 0,
  };
}
