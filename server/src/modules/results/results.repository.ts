/**
 * Reading results: one finished attempt with its result row (or its absence while the job has not run),
 * the caller's result list, their history and the questions of a review.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type {
  AttemptTargetType,
  BreakdownDto,
  ChoiceDto,
  QuestionType,
  ResultQuestionDto,
  ResultStatus,
  Section,
  SectionScoreDto,
  TestVersionId,
} from '@app/shared';
import type { Page } from '../../lib/pagination';
import { targetJoin } from '../../core/test-targets';
import { pagedRows, queryRows } from '../../lib/sql';

/** The attempt's head and its result columns; the result ones are null while no row exists. */
export interface ResultRecord {
  attemptId: number;
  userId: number;
  targetType: AttemptTargetType;
  targetId: number;
  targetTitle: string;
  version: TestVersionId;
  leaveCount: number;
  startedAt: Date;
  finishedAt: Date;
  status: ResultStatus | null;
  total: number | null;
  sections: SectionScoreDto[] | null;
  domains: BreakdownDto[] | null;
  skills: BreakdownDto[] | null;
  questions: ResultQuestionDto[] | null;
  correct: number | null;
  wrong: number | null;
  omitted: number | null;
  unscored: number | null;
  gradedAt: Date | null;
  pdfUnlocked: boolean;
  previousId: number | null;
  previousTotal: number | null;
  previousFinishedAt: Date | null;
}

export type ResultSummaryRecord = Pick<
  ResultRecord,
  'attemptId' | 'targetType' | 'targetId' | 'targetTitle' | 'version' | 'leaveCount' | 'finishedAt' | 'status' | 'total' | 'sections'
>;

/** A question's content for the walk-through: what the result snapshot does not keep. */
export interface QuestionContentRecord {
  id: number;
  ownerId: number;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: string;
  stem: string;
  choices: ChoiceDto[];
  passage: { id: number; title: string; body: string } | null;
  answerKey: string;
  explanation: string;
}

export interface DomainTotalRecord {
  name: string;
  section: Section;
  correct: number;
  total: number;
}

const TARGET = targetJoin('a');

const HEAD = `a.id AS "attemptId", a.user_id AS "userId", a.target_type AS "targetType", a.target_id AS "targetId",
       ${TARGET.title} AS "targetTitle", ${TARGET.version} AS version,
       a.leave_count AS "leaveCount", a.finished_at AS "finishedAt"`;

const FROM = `attempts a
       LEFT JOIN results r ON r.attempt_id = a.id
       ${TARGET.joins}`;

/** Finished attempts only: an attempt becomes a result when it finishes. */
const ONE_SQL = `
  SELECT ${HEAD}, a.started_at AS "startedAt",
         r.status, r.total, r.sections, r.domains, r.skills, r.questions, r.correct_count AS correct, r.wrong_count AS wrong,
         r.omitted_count AS omitted, r.unscored_count AS unscored, r.graded_at AS "gradedAt",
         EXISTS (SELECT 1 FROM report_unlocks u WHERE u.attempt_id = a.id) AS "pdfUnlocked",
         prev.id AS "previousId", prev.total AS "previousTotal", prev.finished_at AS "previousFinishedAt"
    FROM ${FROM}
    LEFT JOIN LATERAL (
      SELECT pa.id, pr.total, pa.finished_at FROM attempts pa JOIN results pr ON pr.attempt_id = pa.id AND pr.status = 'graded'
       WHERE pa.user_id = a.user_id AND pa.target_type = a.target_type AND pa.target_id = a.target_id
         AND pa.status = 'finished' AND (pa.finished_at, pa.id) < (a.finished_at, a.id)
       ORDER BY pa.finished_at DESC, pa.id DESC LIMIT 1
    ) prev ON true
   WHERE a.id = $1 AND a.status = 'finished'`;

export function resultsRepository(db: DataSource | EntityManager) {
  return {
    async find(attemptId: number): Promise<ResultRecord | null> {
      return (await queryRows<ResultRecord>(db, ONE_SQL, [attemptId]))[0] ?? null;
    },

    /** The user's finished attempts, newest first, optionally of one target type. */
    list(userId: number, type: AttemptTargetType | undefined, page: Page): Promise<{ rows: ResultSummaryRecord[]; total: number }> {
      const params: unknown[] = [userId];
      const where = [`a.user_id = $1`, `a.status = 'finished'`];
      if (type) where.push(`a.target_type = $${params.push(type)}`);
      return pagedRows(
        db,
        {
          columns: `${HEAD}, r.status, r.total, r.sections`,
          from: FROM,
          where: where.join(' AND '),
          params,
          orderBy: 'a.finished_at DESC, a.id DESC',
        },
        page,
      );
    },

    /** The user's `limit` most recent graded results, oldest first. */
    history(userId: number, limit: number): Promise<ResultSummaryRecord[]> {
      return queryRows(
        db,
        `SELECT * FROM (
           SELECT ${HEAD}, r.status, r.total, r.sections FROM ${FROM}
            WHERE a.user_id = $1 AND a.status = 'finished' AND r.status = 'graded'
            ORDER BY a.finished_at DESC, a.id DESC LIMIT $2
         ) h ORDER BY "finishedAt", "attemptId"`,
        [userId, limit],
      );
    },

    /** Correct and total per domain over every graded result of the user. */
    domainTotals(userId: number): Promise<DomainTotalRecord[]> {
      return queryRows(
        db,
        `SELECT d->>'name' AS name, d->>'section' AS section, sum((d->>'correct')::int)::int AS correct, sum((d->>'total')::int)::int AS total
           FROM attempts a JOIN results r ON r.attempt_id = a.id AND r.status = 'graded', jsonb_array_elements(r.domains) d
          WHERE a.user_id = $1 AND a.status = 'finished'
          GROUP BY 1, 2 ORDER BY 2, 1`,
        [userId],
      );
    },

    /** Stems, choices, passages, keys and explanations of the questions, by id. */
    async contents(questionIds: number[]): Promise<Map<number, QuestionContentRecord>> {
      const rows = await queryRows<QuestionContentRecord>(
        db,
        `SELECT q.id, q.owner_id AS "ownerId", q.type, q.section, q.domain, q.skill, q.difficulty, q.stem, q.choices, q.answer_key AS "answerKey", q.explanation,
                CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'title', p.title, 'body', p.body) END AS passage
           FROM questions q LEFT JOIN passages p ON p.id = q.passage_id
          WHERE q.id = ANY($1::int[])`,
        [questionIds],
      );
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Whether the user has finished an attempt that had the question in one of its modules. */
    async hasFinishedWith(userId: number, questionId: number): Promise<boolean> {
      const rows = await queryRows<{ ok: boolean }>(
        db,
        `SELECT EXISTS (
           SELECT 1 FROM attempts a JOIN attempt_modules m ON m.attempt_id = a.id
             JOIN practice_questions pq ON pq.practice_id = m.practice_id AND pq.question_id = $2
            WHERE a.user_id = $1 AND a.status = 'finished'
         ) AS ok`,
        [userId, questionId],
      );
      return rows[0].ok;
    },
  };
}
