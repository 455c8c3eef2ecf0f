/**
 * The grader's SQL: what grading an attempt reads (its modules' questions, keys and saved answers, the
 * target's score tables) and the one row it writes. Every write goes through the results primary key.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptStatus, AttemptTargetType, ModuleRoute, ModuleStage, QuestionType, Section, TestVersionId } from '@app/shared';
import { TEST_TARGETS, targetJoin } from '../../core/test-targets';
import { queryRows } from '../../lib/sql';
import { scoreTablesOf, type ScoreTableRecord } from '../score-tables';
import type { GradedResult } from './grade-result';

export interface GradingAttempt {
  id: number;
  userId: number;
  status: AttemptStatus;
  targetType: AttemptTargetType;
  targetId: number;
  version: TestVersionId;
}

/** One question of a module the attempt took, with the taker's saved response (empty when never saved). */
export interface GradingQuestion {
  modulePosition: number;
  moduleTitle: string;
  stage: ModuleStage;
  route: ModuleRoute | null;
  number: number;
  questionId: number;
  section: Section;
  type: QuestionType;
  domain: string;
  skill: string;
  difficulty: string;
  answerKey: string;
  choiceCount: number;
  answer: string;
  marked: boolean;
  timeSpentSeconds: number;
}

export interface GradingInput {
  attempt: GradingAttempt;
  questions: GradingQuestion[];
  tables: ScoreTableRecord[];
}

/** Where a result row stands, locked for this transaction. */
export interface LockedResult {
  status: 'grading' | 'graded';
  total: number | null;
  correct: number;
}

const WRITE_COLUMNS = `total, sections, domains, skills, questions, correct_count, wrong_count, omitted_count, unscored_count`;
const writeParams = (g: GradedResult): unknown[] => [
  g.total,
  JSON.stringify(g.sections),
  JSON.stringify(g.domains),
  JSON.stringify(g.skills),
  JSON.stringify(g.questions),
  g.counts.correct,
  g.counts.wrong,
  g.counts.omitted,
  g.counts.unscored,
];
/** `$2..$10` in the order of WRITE_COLUMNS. */
const WRITE_VALUES = `$2::int, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7::int, $8::int, $9::int, $10::int`;

/**
 * The "to be graded" marker's INSERT (status 'grading'), also as the body of a CTE for a finish done in
 * one autocommit statement (the runner's last submit): `source` is a relation of the finished attempts'
 * `id`, `at` the SQL of the finish time. The job is then enqueued by gradeCommitted.
 */
export const markForGradingSql = (source: string, at: string): string =>
  `INSERT INTO results (attempt_id, queued_at) SELECT id, ${at} FROM ${source} ON CONFLICT (attempt_id) DO NOTHING`;

export function gradingRepository(db: DataSource | EntityManager) {
  return {
    async attempt(attemptId: number): Promise<GradingAttempt | null> {
      const target = targetJoin('a');
      const rows = await queryRows<GradingAttempt>(
        db,
        `SELECT a.id, a.user_id AS "userId", a.status, a.target_type AS "targetType", a.target_id AS "targetId", ${target.version} AS version
           FROM attempts a ${target.joins}
          WHERE a.id = $1`,
        [attemptId],
      );
      return rows[0] ?? null;
    },

    /** Every question of every module the attempt took, in module then question order, in one query. */
    questions(attemptId: number): Promise<GradingQuestion[]> {
      return queryRows(
        db,
        `SELECT m.position AS "modulePosition", p.title AS "moduleTitle", m.stage, m.route, pq.position AS number, q.id AS "questionId",
                m.section, q.type, q.domain, q.skill, q.difficulty, q.answer_key AS "answerKey", jsonb_array_length(q.choices) AS "choiceCount",
                COALESCE(aa.answer, '') AS answer, COALESCE(aa.marked, false) AS marked, COALESCE(aa.time_spent_seconds, 0) AS "timeSpentSeconds"
           FROM attempt_modules m
           JOIN practices p ON p.id = m.practice_id
           JOIN practice_questions pq ON pq.practice_id = m.practice_id
           JOIN questions q ON q.id = pq.question_id
           LEFT JOIN attempt_answers aa ON aa.attempt_module_id = m.id AND aa.question_id = q.id
          WHERE m.attempt_id = $1
          ORDER BY m.position, pq.position`,
        [attemptId],
      );
    },

    /** What grading the attempt needs, or null when it does not exist. */
    async input(attemptId: number): Promise<GradingInput | null> {
      const attempt = await this.attempt(attemptId);
      if (!attempt) return null;
      const [questions, tables] = await Promise.all([
        this.questions(attemptId),
        // Score tables hang on the attempt's target.
        scoreTablesOf(db, TEST_TARGETS[attempt.targetType].scoring.tables, attempt.targetId),
      ]);
      return { attempt, questions, tables };
    },

    /** The durable "to be graded" marker, written with the finish; a second call changes nothing. */
    async mark(attemptId: number, at: Date): Promise<void> {
      await db.query(markForGradingSql('(SELECT $1::int AS id) x', '$2::timestamptz'), [attemptId, at]);
    },

    /** The result row locked until commit (a second grader of the same attempt waits here), or null. */
    async lock(attemptId: number): Promise<LockedResult | null> {
      const rows = await queryRows<LockedResult>(db, `SELECT status, total, correct_count AS correct FROM results WHERE attempt_id = $1 FOR UPDATE`, [
        attemptId,
      ]);
      return rows[0] ?? null;
    },

    /**
     * The first grading: fills the row unless it is graded already (then nothing changes: a duplicate or
     * retried job leaves the one result there is). True when this call wrote it.
     */
    async fill(attemptId: number, g: GradedResult, at: Date): Promise<boolean> {
      const rows = await queryRows<{ attemptId: number }>(
        db,
        `INSERT INTO results (attempt_id, status, ${WRITE_COLUMNS}, queued_at, graded_at)
         VALUES ($1, 'graded', ${WRITE_VALUES}, $11, $11)
         ON CONFLICT (attempt_id) DO UPDATE SET status = 'graded', graded_at = EXCLUDED.graded_at,
           ${WRITE_COLUMNS.split(', ')
             .map((c) => `${c} = EXCLUDED.${c}`)
             .join(', ')}
         WHERE results.status = 'grading'
         RETURNING attempt_id AS "attemptId"`,
        [attemptId, ...writeParams(g), at],
      );
      return rows.length > 0;
    },

    /** A regrade: replaces a graded row only when the new grading differs from it; true when it did. */
    async replace(attemptId: number, g: GradedResult, at: Date): Promise<boolean> {
      const rows = await queryRows<{ attemptId: number }>(
        db,
        `UPDATE results SET (${WRITE_COLUMNS}) = (${WRITE_VALUES}), version = version + 1, graded_at = $11
          WHERE attempt_id = $1 AND status = 'graded' AND (${WRITE_COLUMNS}) IS DISTINCT FROM (${WRITE_VALUES})
          RETURNING attempt_id AS "attemptId"`,
        [attemptId, ...writeParams(g), at],
      );
      return rows.length > 0;
    },

    /** Results still waiting for their job since before `before`, oldest first (the recovery job's list). */
    async waiting(before: Date, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT attempt_id AS id FROM results WHERE status = 'grading' AND queued_at <= $1 ORDER BY queued_at LIMIT $2`,
        [before, limit],
      );
      return rows.map((r) => r.id);
    },
  };
}
