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

/** The columns a grading writes, with their SQL types, in one order for every statement below. */
const WRITE_COLUMN_TYPES = [
  ['total', 'int'],
  ['sections', 'jsonb'],
  ['domains', 'jsonb'],
  ['skills', 'jsonb'],
  ['questions', 'jsonb'],
  ['correct_count', 'int'],
  ['wrong_count', 'int'],
  ['omitted_count', 'int'],
  ['unscored_count', 'int'],
] as const;
type WriteColumn = (typeof WRITE_COLUMN_TYPES)[number][0];
const WRITE_COLUMNS = WRITE_COLUMN_TYPES.map(([c]) => c).join(', ');
/** `$2..$10` in the order of WRITE_COLUMNS. */
const WRITE_VALUES = WRITE_COLUMN_TYPES.map(([, type], i) => `$${i + 2}::${type}`).join(', ');
const SET_FROM_EXCLUDED = WRITE_COLUMN_TYPES.map(([c]) => `${c} = EXCLUDED.${c}`).join(', ');

const writeRecord = (g: GradedResult): Record<WriteColumn, unknown> => ({
  total: g.total,
  sections: g.sections,
  domains: g.domains,
  skills: g.skills,
  questions: g.questions,
  correct_count: g.counts.correct,
  wrong_count: g.counts.wrong,
  omitted_count: g.counts.omitted,
  unscored_count: g.counts.unscored,
});
const writeParams = (g: GradedResult): unknown[] => {
  const record = writeRecord(g);
  return WRITE_COLUMN_TYPES.map(([c, type]) => (type === 'jsonb' ? JSON.stringify(record[c]) : record[c]));
};

/**
 * The "to be graded" marker's INSERT (status 'grading'), also as the body of a CTE for a finish done in
 * one autocommit statement (the runner's last submit): `source` is a relation of the finished attempts'
 * `id`, `at` the SQL of the finish time. The job is then enqueued by gradeCommitted.
 */
export const markForGradingSql = (source: string, at: string): string =>
  `INSERT INTO results (attempt_id, queued_at) SELECT id, ${at} FROM ${source} ON CONFLICT (attempt_id) DO NOTHING`;

export function gradingRepository(db: DataSource | EntityManager) {
  return {
    /** The attempts of `attemptIds` that exist, in one query. */
    attempts(attemptIds: number[]): Promise<GradingAttempt[]> {
      const target = targetJoin('a');
      return queryRows<GradingAttempt>(
        db,
        `SELECT a.id, a.user_id AS "userId", a.status, a.target_type AS "targetType", a.target_id AS "targetId", ${target.version} AS version
           FROM attempts a ${target.joins}
          WHERE a.id = ANY($1::int[])`,
        [attemptIds],
      );
    },

    /** Every question of every module the attempts took, by attempt, in module then question order, in one query. */
    questions(attemptIds: number[]): Promise<(GradingQuestion & { attemptId: number })[]> {
      return queryRows(
        db,
        `SELECT m.attempt_id AS "attemptId", m.position AS "modulePosition", p.title AS "moduleTitle", m.stage, m.route, pq.position AS number,
                q.id AS "questionId", m.section, q.type, q.domain, q.skill, q.difficulty, q.answer_key AS "answerKey",
                jsonb_array_length(q.choices) AS "choiceCount", COALESCE(aa.answer, '') AS answer, COALESCE(aa.marked, false) AS marked,
                COALESCE(aa.time_spent_seconds, 0) AS "timeSpentSeconds"
           FROM attempt_modules m
           JOIN practices p ON p.id = m.practice_id
           JOIN practice_questions pq ON pq.practice_id = m.practice_id
           JOIN questions q ON q.id = pq.question_id
           LEFT JOIN attempt_answers aa ON aa.attempt_module_id = m.id AND aa.question_id = q.id
          WHERE m.attempt_id = ANY($1::int[])
          ORDER BY m.attempt_id, m.position, pq.position`,
        [attemptIds],
      );
    },

    /**
     * What grading each of the attempts needs, keyed by attempt id (an attempt that does not exist has no
     * entry): the attempts, their questions and the score tables of each distinct target, in 2 + targets
     * queries whatever the number of attempts (a class finishing together shares one target).
     */
    async inputs(attemptIds: number[]): Promise<Map<number, GradingInput>> {
      const attempts = await this.attempts(attemptIds);
      if (attempts.length === 0) return new Map();
      const tableKey = (a: GradingAttempt) => `${TEST_TARGETS[a.targetType].scoring.tables}:${a.targetId}`;
      const targets = new Map(attempts.map((a) => [tableKey(a), a]));
      const [questions, ...tables] = await Promise.all([
        this.questions(attempts.map((a) => a.id)),
        // Score tables hang on the attempt's target.
        ...[...targets.values()].map((a) => scoreTablesOf(db, TEST_TARGETS[a.targetType].scoring.tables, a.targetId)),
      ]);
      const tablesOf = new Map([...targets.keys()].map((key, i) => [key, tables[i]]));
      const questionsOf = new Map<number, GradingQuestion[]>(attempts.map((a) => [a.id, []]));
      for (const { attemptId, ...q } of questions) questionsOf.get(attemptId)!.push(q);
      return new Map(attempts.map((a) => [a.id, { attempt: a, questions: questionsOf.get(a.id)!, tables: tablesOf.get(tableKey(a))! }]));
    },

    /** What grading the attempt needs, or null when it does not exist. */
    async input(attemptId: number): Promise<GradingInput | null> {
      return (await this.inputs([attemptId])).get(attemptId) ?? null;
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
     * The attempts' result rows locked until commit, in attempt id order so two graders of overlapping
     * batches wait for each other instead of deadlocking: the ids whose row is graded already.
     */
    async lockGraded(attemptIds: number[]): Promise<Set<number>> {
      const rows = await queryRows<{ attemptId: number; status: LockedResult['status'] }>(
        db,
        `SELECT attempt_id AS "attemptId", status FROM results WHERE attempt_id = ANY($1::int[]) ORDER BY attempt_id FOR UPDATE`,
        [attemptIds],
      );
      return new Set(rows.filter((r) => r.status === 'graded').map((r) => r.attemptId));
    },

    /**
     * The first grading of each attempt, in one statement: fills its row unless it is graded already (then
     * nothing changes: a duplicate or retried job leaves the one result there is). The ids this call
     * wrote. Each attempt id at most once in `graded`.
     */
    async fill(graded: { attemptId: number; result: GradedResult }[], at: Date): Promise<Set<number>> {
      if (graded.length === 0) return new Set();
      const rows = await queryRows<{ attemptId: number }>(
        db,
        `INSERT INTO results (attempt_id, status, ${WRITE_COLUMNS}, queued_at, graded_at)
         SELECT x.attempt_id, 'graded', ${WRITE_COLUMN_TYPES.map(([c]) => `x.${c}`).join(', ')}, $2, $2
           FROM jsonb_to_recordset($1::jsonb) AS x(attempt_id int, ${WRITE_COLUMN_TYPES.map(([c, type]) => `${c} ${type}`).join(', ')})
         ON CONFLICT (attempt_id) DO UPDATE SET status = 'graded', graded_at = EXCLUDED.graded_at, ${SET_FROM_EXCLUDED}
         WHERE results.status = 'grading'
         RETURNING attempt_id AS "attemptId"`,
        [JSON.stringify(graded.map(({ attemptId, result }) => ({ attempt_id: attemptId, ...writeRecord(result) }))), at],
      );
      return new Set(rows.map((r) => r.attemptId));
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
