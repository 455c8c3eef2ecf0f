/**
 * What class results read: finished attempts of class tests and their graded results. A student's score on
 * a class test is their best finished attempt. The score of an attempt is its result's stored score
 * (results.score, derived by PostgreSQL when the result is graded: the total 400-1600; without one, a
 * single section's scaled score 200-800; without a score table, the percent correct) and score_kind.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { UserRefDto } from '@app/shared';
import { namedRows } from '../../lib/named-statements';
import { queryRows } from '../../lib/sql';
import { isoSql, jsonListSql } from '../../lib/sql-json';
import type { ClassRead } from './class-access';
import { PROGRESS_SQL } from './class-tests.repository';
import { USER_REF, USER_REF_DTO, type UserRefRow } from './classes.repository';

type Db = DataSource | EntityManager;

export type ScoreKind = 'total' | 'section' | 'percent';

export interface ExamStudentRow extends UserRefRow {
  used: number;
  running: number | null;
  finished: number;
  attemptId: number | null;
  score: number | null;
  kind: ScoreKind | null;
  finishedAt: Date | null;
}

export interface QuestionStatRow {
  questionId: number;
  module: number;
  number: number;
  domain: string | null;
  skill: string | null;
  answered: number;
  correct: number;
}

export interface StudentScoreRow {
  classExamId: number;
  title: string;
  attemptId: number;
  score: number | null;
  finishedAt: Date;
}

/** The class results grid's read (GRID_READ): three JSON texts, parsed and folded by the service. */
export interface GridRead {
  classId: number;
  /** The class's tests, soonest due first: the grid's columns. */
  tests: string;
  /** Active students by name (UserRefDto): the grid's rows. */
  students: string;
  /**
   * Every attempt of the class's tests as four numbers in one flat array: the test, the student, whether it
   * finished (2) or runs (1), else 0 (abandoned), and a finished attempt's graded score (results.score) or null.
   */
  cells: string;
}

export interface GridTest {
  id: number;
  title: string;
  due_at: string;
}

export type GridStudent = UserRefDto;

/**
 * The class results grid in the statement that checks the caller (readClass), as JSON texts: the attempts
 * one per row for the service to fold per student and test (PostgreSQL grouping 4,000 cells itself cost
 * more than reading them, docs/classes.md), but as one flat array, parsed at once rather than 3,600 rows.
 * Read from indexes alone: attempts_class_exam_idx per test, each finished attempt's score from
 * results_graded_score_idx (a correlated lookup: as a join the planner would hash every class's results).
 */
export const GRID_READ: ClassRead = {
  name: 'class-results-grid',
  select: `SELECT c.id AS "classId",
    (SELECT ${jsonListSql('row_to_json(j)', 'x.due_at, x.id')}
       FROM class_exams x CROSS JOIN LATERAL (SELECT x.id, x.title, ${isoSql('x.due_at')} AS due_at) j WHERE x.class_id = c.id) AS tests,
    (SELECT ${jsonListSql('row_to_json(j)', 'lower(u.last_name), lower(u.first_name), u.id')}
       FROM class_students cs JOIN users u ON u.id = cs.user_id CROSS JOIN LATERAL (SELECT ${USER_REF_DTO('u')}) j
      WHERE cs.class_id = c.id AND cs.status = 'active') AS students,
    (SELECT '[' || COALESCE(string_agg(a.class_exam_id || ',' || a.user_id || ','
                 || CASE a.status WHEN 'finished' THEN 2 WHEN 'in_progress' THEN 1 WHEN 'on_break' THEN 1 ELSE 0 END || ','
                 || COALESCE(CASE WHEN a.status = 'finished' THEN (SELECT r.score FROM results r WHERE r.attempt_id = a.id AND r.status = 'graded') END::text, 'null'),
               ','), '') || ']'
       FROM class_exams x JOIN attempts a ON a.class_exam_id = x.id WHERE x.class_id = c.id) AS cells`,
};

export interface BreakdownRow {
  name: string;
  section: string;
  correct: number;
  total: number;
}

/** The class test results' two reads run on every visit of the page: prepared statements (planned once per connection). */
export function classResultsRepository(db: Db) {
  return {
    /**
     * The students a class test was sent to who are still in the class or took it, with their attempts and
     * best score, by name.
     */
    examStudents: (examId: number, classId: number) =>
      namedRows<ExamStudentRow>(
        db,
        {
          name: 'class-test-students',
          text: `WITH p AS (${PROGRESS_SQL})
         SELECT ${USER_REF('u')}, COALESCE(p.used, 0) AS used, p.running, COALESCE(p.finished, 0) AS finished,
                p."bestAttemptId" AS "attemptId", r.score, r.score_kind AS kind, b.finished_at AS "finishedAt"
           FROM class_exam_students x JOIN users u ON u.id = x.user_id
           LEFT JOIN p ON p."userId" = x.user_id
           LEFT JOIN attempts b ON b.id = p."bestAttemptId"
           LEFT JOIN results r ON r.attempt_id = b.id AND r.status = 'graded'
          WHERE x.class_exam_id = $3
            AND (p.used IS NOT NULL OR EXISTS (SELECT 1 FROM class_students cs WHERE cs.class_id = $4 AND cs.user_id = x.user_id AND cs.status = 'active'))
          ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
        },
        [[examId], null, examId, classId],
      ),

    /** Per question of the test, over the given (best) attempts' graded results: how many had it, how many got it right. */
    questionStats: (attemptIds: number[]) =>
      namedRows<QuestionStatRow>(
        db,
        {
          name: 'class-test-question-stats',
          text: `SELECT (q->>'questionId')::int AS "questionId", (q->>'modulePosition')::int AS module, (q->>'number')::int AS number,
                q->>'domain' AS domain, q->>'skill' AS skill,
                count(*) FILTER (WHERE q->>'outcome' <> 'unscored')::int AS answered,
                count(*) FILTER (WHERE q->>'outcome' = 'correct')::int AS correct
           FROM results r, jsonb_array_elements(r.questions) q
          WHERE r.attempt_id = ANY($1::int[]) AND r.status = 'graded'
          GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3`,
        },
        [attemptIds],
      ),

    /** Active students of the class, by name. */
    activeStudents: (classId: number) =>
      queryRows<UserRefRow>(
        db,
        `SELECT ${USER_REF('u')} FROM class_students cs JOIN users u ON u.id = cs.user_id
          WHERE cs.class_id = $1 AND cs.status = 'active' ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
        [classId],
      ),

    /** The student's finished class-test attempts in the classes (`classIds`), oldest first. */
    studentScores: (studentId: number, classIds: number[]) =>
      queryRows<StudentScoreRow>(
        db,
        `SELECT e.id AS "classExamId", e.title, a.id AS "attemptId", r.score, a.finished_at AS "finishedAt"
           FROM attempts a JOIN class_exams e ON e.id = a.class_exam_id
           LEFT JOIN results r ON r.attempt_id = a.id AND r.status = 'graded'
          WHERE a.user_id = $1 AND e.class_id = ANY($2::int[]) AND a.status = 'finished'
          ORDER BY a.finished_at, a.id`,
        [studentId, classIds],
      ),

    /** Domains or skills summed over the attempts' graded results. */
    breakdown: (attemptIds: number[], field: 'domains' | 'skills') =>
      queryRows<BreakdownRow>(
        db,
        `SELECT d->>'name' AS name, d->>'section' AS section, sum((d->>'correct')::int)::int AS correct, sum((d->>'total')::int)::int AS total
           FROM results r, jsonb_array_elements(r.${field}) d
          WHERE r.attempt_id = ANY($1::int[]) AND r.status = 'graded'
          GROUP BY 1, 2 ORDER BY 2, 1`,
        [attemptIds],
      ),
  };
}
