/**
 * Graded attempts as rows for authors and admins: the results list, a test's students, a user's results
 * and the CSV export read the same statement, filtered by what the caller may see (core/access visibleAttemptsSql).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, ResultQuestionDto, SectionScoreDto, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { likePattern, type ListQuery, pagedRows, queryRows } from '../../lib/sql';
import { type Caller, linkedStudentsSql, sharesCompanySql, visibleAttemptsSql } from '../../core/access';
import { TEST_TARGETS, targetJoin } from '../../core/test-targets';

export interface AnalysisRowRecord {
  attemptId: number;
  studentId: number;
  studentName: string;
  username: string;
  email: string;
  targetType: AttemptTargetType;
  targetId: number;
  targetTitle: string;
  version: TestVersionId;
  total: number | null;
  sections: SectionScoreDto[];
  correct: number;
  wrong: number;
  omitted: number;
  unscored: number;
  leaveCount: number;
  startedAt: Date;
  finishedAt: Date;
}

export interface AnalysisRowWithQuestions extends AnalysisRowRecord {
  questions: ResultQuestionDto[];
}

/** Which graded attempts: of one test and/or one taker, matching a search. */
export interface RowFilter {
  type?: AttemptTargetType;
  targetId?: number;
  userId?: number;
  q?: string;
}

const TARGET = targetJoin('a');

const COLUMNS = `a.id AS "attemptId", u.id AS "studentId", COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username) AS "studentName",
       u.username, u.email, a.target_type AS "targetType", a.target_id AS "targetId", ${TARGET.title} AS "targetTitle",
       ${TARGET.version} AS version, r.total, r.sections, r.correct_count AS correct, r.wrong_count AS wrong,
       r.omitted_count AS omitted, r.unscored_count AS unscored, a.leave_count AS "leaveCount", a.started_at AS "startedAt", a.finished_at AS "finishedAt"`;

// Only graded results: a result still waiting for its job has no scores to analyse.
const FROM = `attempts a
       JOIN results r ON r.attempt_id = a.id AND r.status = 'graded'
       JOIN users u ON u.id = a.user_id
       ${TARGET.joins}`;

/** The WHERE of the rows the caller sees under the filter; `$1` is the caller's id. */
function listQuery(caller: Caller, f: RowFilter, columns: string): ListQuery {
  const params: unknown[] = [caller.id];
  const where = [`a.status = 'finished'`, visibleAttemptsSql(caller, 1)];
  // The per-type column (not the generated target_id) so the partial index of that column is used.
  if (f.type && f.targetId !== undefined) where.push(`a.${TEST_TARGETS[f.type].attemptColumn} = $${params.push(f.targetId)}`);
  else if (f.type) where.push(`a.target_type = $${params.push(f.type)}`);
  if (f.userId !== undefined) where.push(`a.user_id = $${params.push(f.userId)}`);
  if (f.q) {
    const p = `$${params.push(likePattern(f.q))}`;
    where.push(`((u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.username ILIKE ${p} OR u.email ILIKE ${p} OR ${TARGET.title} ILIKE ${p})`);
  }
  return { columns, from: FROM, where: where.join(' AND '), params, orderBy: 'a.finished_at DESC, a.id DESC' };
}

export function analysisRepository(db: DataSource | EntityManager) {
  return {
    page(caller: Caller, f: RowFilter, page: Page): Promise<{ rows: AnalysisRowRecord[]; total: number }> {
      return pagedRows(db, listQuery(caller, f, COLUMNS), page);
    },

    /** Every visible row with its per-question outcomes (the CSV export), oldest first. */
    all(caller: Caller, f: RowFilter): Promise<AnalysisRowWithQuestions[]> {
      const q = listQuery(caller, f, `${COLUMNS}, r.questions`);
      return queryRows(db, `SELECT ${q.columns} FROM ${q.from} WHERE ${q.where} ORDER BY a.finished_at, a.id`, q.params);
    },

    /** Whether `student` is linked to `caller` by an entry of STUDENT_LINKS. */
    async isLinkedStudent(caller: number, student: number): Promise<boolean> {
      const rows = await queryRows(db, `SELECT 1 WHERE $2::int IN (${linkedStudentsSql('$1::int')})`, [caller, student]);
      return rows.length > 0;
    },

    async sharesCompany(a: number, b: number): Promise<boolean> {
      const rows = await queryRows<{ ok: boolean }>(db, `SELECT ${sharesCompanySql('$1::int', '$2::int')} AS ok`, [a, b]);
      return rows[0].ok;
    },
  };
}
export type AnalysisRepository = ReturnType<typeof analysisRepository>;
