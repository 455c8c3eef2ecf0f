/**
 * What class results read: finished attempts of class tests and their graded results. A student's score on
 * a class test is their best finished attempt. The score of an attempt is its total (400-1600); without one
 * (a single section), its section's scaled score (200-800); without a score table, the percent correct.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';
import { USER_REF, type UserRefRow } from './classes.repository';

type Db = DataSource | EntityManager;

export type ScoreKind = 'total' | 'section' | 'percent';

/** The score of result `r` and its kind, as SQL. */
const SCORE = `COALESCE(r.total,
    (SELECT CASE WHEN count(*) = 1 THEN max((s->>'scaled')::int) END FROM jsonb_array_elements(r.sections) s),
    CASE WHEN r.correct_count + r.wrong_count + r.omitted_count > 0
         THEN round(100.0 * r.correct_count / (r.correct_count + r.wrong_count + r.omitted_count))::int END)`;
const SCORE_KIND = `CASE WHEN r.total IS NOT NULL THEN 'total'
    WHEN (SELECT count(*) = 1 AND bool_and(s->>'scaled' IS NOT NULL) FROM jsonb_array_elements(r.sections) s) THEN 'section' ELSE 'percent' END`;

/**
 * Each student's best finished attempt of each of the exams, with its score. The result is looked up per
 * attempt (LATERAL, by its primary key) and the score computed once, so the planner walks the exams'
 * attempts by index instead of hashing the whole results table.
 */
const BEST = `SELECT DISTINCT ON (a.class_exam_id, a.user_id) a.class_exam_id, a.user_id, a.id AS attempt_id, a.finished_at,
       r.result_id, r.score, r.kind
  FROM attempts a
  LEFT JOIN LATERAL (SELECT r.attempt_id AS result_id, ${SCORE} AS score, ${SCORE_KIND} AS kind
                       FROM results r WHERE r.attempt_id = a.id AND r.status = 'graded') r ON true
 WHERE a.class_exam_id = ANY($1::int[]) AND a.status = 'finished'
 ORDER BY a.class_exam_id, a.user_id, r.score DESC NULLS LAST, a.finished_at DESC`;

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

export interface BreakdownRow {
  name: string;
  section: string;
  correct: number;
  total: number;
}

export function classResultsRepository(db: Db) {
  return {
    /**
     * The students a class test was sent to who are still in the class or took it, with their attempts and
     * best score, by name.
     */
    examStudents: (examId: number, classId: number) =>
      queryRows<ExamStudentRow>(
        db,
        `WITH best AS (${BEST}),
              tries AS (SELECT a.user_id, count(*)::int AS used, max(a.id) FILTER (WHERE a.status IN ('in_progress', 'on_break')) AS running,
                               count(*) FILTER (WHERE a.status = 'finished')::int AS finished
                          FROM attempts a WHERE a.class_exam_id = $2 GROUP BY a.user_id)
         SELECT ${USER_REF('u')}, COALESCE(t.used, 0) AS used, t.running, COALESCE(t.finished, 0) AS finished,
                b.attempt_id AS "attemptId", b.score, b.kind, b.finished_at AS "finishedAt"
           FROM class_exam_students x JOIN users u ON u.id = x.user_id
           LEFT JOIN tries t ON t.user_id = x.user_id
           LEFT JOIN best b ON b.user_id = x.user_id
          WHERE x.class_exam_id = $2
            AND (t.used IS NOT NULL OR EXISTS (SELECT 1 FROM class_students cs WHERE cs.class_id = $3 AND cs.user_id = x.user_id AND cs.status = 'active'))
          ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
        [[examId], examId, classId],
      ),

    /** Per question of the test: how many best attempts had it, and how many got it right. */
    questionStats: (examId: number) =>
      queryRows<QuestionStatRow>(
        db,
        `WITH best AS (${BEST})
         SELECT (q->>'questionId')::int AS "questionId", (q->>'modulePosition')::int AS module, (q->>'number')::int AS number,
                q->>'domain' AS domain, q->>'skill' AS skill,
                count(*) FILTER (WHERE q->>'outcome' <> 'unscored')::int AS answered,
                count(*) FILTER (WHERE q->>'outcome' = 'correct')::int AS correct
           FROM best b JOIN results r ON r.attempt_id = b.result_id, jsonb_array_elements(r.questions) q
          GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3`,
        [[examId]],
      ),

    /** Best scores of every student of the exams (the class results grid). */
    bestScores: (examIds: number[]) =>
      queryRows<{ classExamId: number; userId: number; score: number | null }>(
        db,
        `SELECT class_exam_id AS "classExamId", user_id AS "userId", score FROM (${BEST}) b`,
        [examIds],
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
        `SELECT e.id AS "classExamId", e.title, a.id AS "attemptId", ${SCORE} AS score, a.finished_at AS "finishedAt"
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
