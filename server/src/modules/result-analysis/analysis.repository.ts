/**
 * Graded attempts as rows for authors and admins: the results list, a test's students, a user's results
 * and the CSV export read the same statement, filtered by what the caller may see (access.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, ResultQuestionDto, SectionScoreDto, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows, type ListQuery } from '../../lib/sql';
import { likePattern, type Caller } from '../questions/authoring';
import { TARGET_COLUMNS, TARGET_TABLES } from '../attempts/attempt-plan';
import type { CatalogRow } from '../practices/catalog';
import { sharesCompanySql, visibleAttemptsSql } from './access';

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

/** A test with what its catalog visibility needs (access.ts mayAnalyse). */
export interface TargetRecord extends CatalogRow {
  id: number;
  title: string;
  version: TestVersionId;
}

const COLUMNS = `a.id AS "attemptId", u.id AS "studentId", COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username) AS "studentName",
       u.username, u.email, a.target_type AS "targetType", a.target_id AS "targetId", COALESCE(tp.title, ts.title, ta.title) AS "targetTitle",
       COALESCE(tp.version, ts.version, 'digital') AS version, r.total, r.sections, r.correct_count AS correct, r.wrong_count AS wrong,
       r.omitted_count AS omitted, r.unscored_count AS unscored, a.leave_count AS "leaveCount", a.started_at AS "startedAt", a.finished_at AS "finishedAt"`;

// Only graded results: a result still waiting for its job has no scores to analyse.
const FROM = `attempts a
       JOIN results r ON r.attempt_id = a.id AND r.status = 'graded'
       JOIN users u ON u.id = a.user_id
       LEFT JOIN practices tp ON tp.id = a.practice_id
       LEFT JOIN practice_sets ts ON ts.id = a.practice_set_id
       LEFT JOIN adaptive_sets ta ON ta.id = a.adaptive_set_id`;

/** The WHERE of the rows the caller sees under the filter; `$1` is the caller's id. */
function listQuery(caller: Caller, f: RowFilter, columns: string): ListQuery {
  const params: unknown[] = [caller.id];
  const where = [`a.status = 'finished'`, visibleAttemptsSql(caller, 1)];
  // The per-type column (not the generated target_id) so the partial index of that column is used.
  if (f.type && f.targetId !== undefined) where.push(`a.${TARGET_COLUMNS[f.type]} = $${params.push(f.targetId)}`);
  else if (f.type) where.push(`a.target_type = $${params.push(f.type)}`);
  if (f.userId !== undefined) where.push(`a.user_id = $${params.push(f.userId)}`);
  if (f.q) {
    const p = `$${params.push(likePattern(f.q))}`;
    where.push(
      `((u.first_name || ' ' || u.last_name) ILIKE ${p} OR u.username ILIKE ${p} OR u.email ILIKE ${p} OR COALESCE(tp.title, ts.title, ta.title) ILIKE ${p})`,
    );
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

    async target(type: AttemptTargetType, id: number): Promise<TargetRecord | null> {
      const version = type === 'adaptive' ? `'digital'` : 't.version';
      const rows = await queryRows<TargetRecord>(
        db,
        `SELECT t.id, t.title, ${version} AS version, t.owner_id AS "ownerId", t.owner_kind AS "ownerKind", t.status
           FROM ${TARGET_TABLES[type]} t WHERE t.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async sharesCompany(a: number, b: number): Promise<boolean> {
      const rows = await queryRows<{ ok: boolean }>(db, `SELECT ${sharesCompanySql('$1::int', '$2::int')} AS ok`, [a, b]);
      return rows[0].ok;
    },

    async userExists(id: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM users WHERE id = $1`, [id])).length > 0;
    },
  };
}
export type AnalysisRepository = ReturnType<typeof analysisRepository>;
