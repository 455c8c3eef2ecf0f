import type { DataSource, EntityManager } from 'typeorm';
import type { Difficulty, OwnerKind, PracticeKind, PracticeTool, PublishStatus, QuestionType, Section, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { queryRows } from '../../lib/sql';
import { isContentAdmin, likePattern, type Caller } from '../questions/authoring';
import { prefixPattern, visibleSql } from './catalog';

export interface PracticeRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  title: string;
  version: TestVersionId;
  kind: PracticeKind;
  section: Section;
  timeLimitSeconds: number;
  tools: PracticeTool[];
  status: PublishStatus;
  firstTakenAt: Date | null;
  questionCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PracticeQuestionRecord {
  position: number;
  id: number;
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  status: PublishStatus;
  ownerId: number;
  stemHead: string;
}

export interface PracticeFilters {
  kind?: PracticeKind;
  version?: TestVersionId;
  section?: Section;
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

export interface PracticeWrite {
  title: string;
  version: TestVersionId;
  kind: PracticeKind;
  section: Section;
  timeLimitSeconds: number;
  tools: PracticeTool[];
}

export const PRACTICE_COLUMNS = `p.id, p.owner_id AS "ownerId", p.owner_kind AS "ownerKind", p.title, p.version, p.kind, p.section,
       p.time_limit_seconds AS "timeLimitSeconds", p.tools, p.status, p.first_taken_at AS "firstTakenAt",
       (SELECT count(*)::int FROM practice_questions pq WHERE pq.practice_id = p.id) AS "questionCount",
       p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

function whereOf(caller: Caller, f: PracticeFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [caller.id];
  const conditions = [visibleSql(caller, 'p')];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (f.kind) add((n) => `p.kind = ${n}`, f.kind);
  if (f.version) add((n) => `p.version = ${n}`, f.version);
  if (f.section) add((n) => `p.section = ${n}`, f.section);
  if (f.status) add((n) => `p.status = ${n}`, f.status);
  if (f.q) add((n) => `p.title ILIKE ${n}`, likePattern(f.q));
  if (f.mine) conditions.push('p.owner_id = $1');
  return { where: conditions.join(' AND '), params };
}

export function practicesRepository(db: DataSource | EntityManager) {
  return {
    async list(caller: Caller, filters: PracticeFilters, page: Page): Promise<{ rows: PracticeRecord[]; total: number }> {
      const { where, params } = whereOf(caller, filters);
      const [rows, count] = await Promise.all([
        queryRows<PracticeRecord>(
          db,
          `SELECT ${PRACTICE_COLUMNS} FROM practices p WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
          params,
        ),
        queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM practices p WHERE ${where}`, params),
      ]);
      return { rows, total: count[0].total };
    },

    async find(id: number): Promise<PracticeRecord | null> {
      const rows = await queryRows<PracticeRecord>(db, `SELECT ${PRACTICE_COLUMNS} FROM practices p WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Several practices by id (sets and adaptive sets load their practices in one query). */
    async findMany(ids: number[]): Promise<Map<number, PracticeRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<PracticeRecord>(db, `SELECT ${PRACTICE_COLUMNS} FROM practices p WHERE p.id = ANY($1::int[])`, [ids]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    async questions(practiceId: number): Promise<PracticeQuestionRecord[]> {
      return queryRows<PracticeQuestionRecord>(
        db,
        `SELECT pq.position, q.id, q.type, q.section, q.domain, q.skill, q.difficulty, q.status, q.owner_id AS "ownerId",
                left(q.stem, 1500) AS "stemHead"
           FROM practice_questions pq JOIN questions q ON q.id = pq.question_id
          WHERE pq.practice_id = $1 ORDER BY pq.position`,
        [practiceId],
      );
    },

    async questionIds(practiceId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, `SELECT question_id AS id FROM practice_questions WHERE practice_id = $1 ORDER BY position`, [
        practiceId,
      ]);
      return rows.map((r) => r.id);
    },

    /** Of `ids`, the questions the caller may put in a practice (own or the admins' published; admins any), with their sections. */
    async usableQuestions(caller: Caller, ids: number[]): Promise<{ id: number; section: Section }[]> {
      if (ids.length === 0) return [];
      const visible = isContentAdmin(caller) ? '$1::int IS NOT NULL' : `(q.owner_id = $1 OR (q.owner_kind = 'admin' AND q.status = 'published'))`;
      return queryRows(db, `SELECT q.id, q.section FROM questions q WHERE q.id = ANY($2::int[]) AND ${visible}`, [caller.id, ids]);
    },

    /** Locks the practice row: the test runner's first_taken_at update and this writer see the same state. */
    async lockTaken(id: number): Promise<{ firstTakenAt: Date | null } | null> {
      const rows = await queryRows<{ firstTakenAt: Date | null }>(
        db,
        `SELECT first_taken_at AS "firstTakenAt" FROM practices WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    async insert(ownerId: number, ownerKind: OwnerKind, w: PracticeWrite, copiedFromId: number | null = null): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO practices (owner_id, owner_kind, title, version, kind, section, time_limit_seconds, tools, copied_from_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9) RETURNING id`,
        [ownerId, ownerKind, w.title, w.version, w.kind, w.section, w.timeLimitSeconds, w.tools, copiedFromId],
      );
      return rows[0].id;
    },

    async update(id: number, w: Pick<PracticeWrite, 'title' | 'timeLimitSeconds' | 'tools'>): Promise<void> {
      await db.query(`UPDATE practices SET title = $2, time_limit_seconds = $3, tools = $4::text[], updated_at = now() WHERE id = $1`, [
        id,
        w.title,
        w.timeLimitSeconds,
        w.tools,
      ]);
    },

    async setQuestions(id: number, questionIds: number[]): Promise<void> {
      await db.query(`DELETE FROM practice_questions WHERE practice_id = $1`, [id]);
      if (questionIds.length > 0)
        await db.query(
          `INSERT INTO practice_questions (practice_id, position, question_id) SELECT $1, o.n, o.qid FROM unnest($2::int[]) WITH ORDINALITY AS o(qid, n)`,
          [id, questionIds],
        );
    },

    async setStatus(id: number, status: PublishStatus): Promise<void> {
      await db.query(`UPDATE practices SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    },

    /** Lower-cased titles of the owner's practices starting with `prefix` (to pick a free copy title). */
    async titlesStartingWith(ownerId: number, prefix: string): Promise<Set<string>> {
      const rows = await queryRows<{ t: string }>(db, `SELECT lower(title) AS t FROM practices WHERE owner_id = $1 AND lower(title) LIKE $2`, [
        ownerId,
        prefixPattern(prefix),
      ]);
      return new Set(rows.map((r) => r.t));
    },

    /** Whether a full practice set or an adaptive set uses the practice. */
    async inUse(id: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        `SELECT 1 FROM practice_set_items WHERE practice_id = $1
         UNION ALL
         SELECT 1 FROM adaptive_set_sections WHERE $1 IN (module1_id, easier_module2_id, harder_module2_id)
         LIMIT 1`,
        [id],
      );
      return rows.length > 0;
    },

    /** Whether a practice somebody has taken contains the question. */
    async questionInTakenPractice(questionId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        `SELECT 1 FROM practice_questions pq JOIN practices p ON p.id = pq.practice_id
          WHERE pq.question_id = $1 AND p.first_taken_at IS NOT NULL LIMIT 1`,
        [questionId],
      );
      return rows.length > 0;
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM practices WHERE id = $1`, [id]);
    },
  };
}
export type PracticesRepository = ReturnType<typeof practicesRepository>;
