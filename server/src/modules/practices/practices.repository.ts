import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind, PracticeKind, PracticeTool, Section, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows, replaceChildren } from '../../lib/sql';
import { visibleContentSql, type Caller } from '../../core/access';
import { QUESTION_HEAD_COLUMNS, type QuestionHeadRecord } from '../questions';
import { ownedRows, ownedListWhere, type OwnedFilters, type OwnedRecord } from '../../core/content';

/** One question of a practice, at its position. */
export type PracticeQuestionRecord = QuestionHeadRecord & { position: number };

export interface PracticeFilters extends OwnedFilters {
  kind?: PracticeKind;
  version?: TestVersionId;
  section?: Section;
}

export interface PracticeWrite {
  title: string;
  version: TestVersionId;
  kind: PracticeKind;
  section: Section;
  timeLimitSeconds: number;
  tools: PracticeTool[];
}

export interface PracticeRecord extends OwnedRecord, PracticeWrite {
  questionCount: number;
}

export const PRACTICE_COLUMNS = `p.id, p.owner_id AS "ownerId", p.owner_kind AS "ownerKind", p.title, p.version, p.kind, p.section,
       p.time_limit_seconds AS "timeLimitSeconds", p.tools, p.status, p.first_taken_at AS "firstTakenAt",
       (SELECT count(*)::int FROM practice_questions pq WHERE pq.practice_id = p.id) AS "questionCount",
       p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

export function practicesRepository(db: DataSource | EntityManager) {
  return {
    ...ownedRows(db, 'practices'),

    list(caller: Caller, f: PracticeFilters, page: Page): Promise<{ rows: PracticeRecord[]; total: number }> {
      const { where, params } = ownedListWhere(caller, 'p', { kind: f.kind, version: f.version, section: f.section, status: f.status }, f);
      return pagedRows(db, { columns: PRACTICE_COLUMNS, from: 'practices p', where, params, orderBy: 'p.updated_at DESC, p.id DESC' }, page);
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
        `SELECT pq.position, ${QUESTION_HEAD_COLUMNS}
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

    /**
     * Of `ids`, the questions an author may put in a practice (what they see of the bank: own or the
     * library; admins any), with their sections.
     */
    async usableQuestions(caller: Caller, ids: number[]): Promise<{ id: number; section: Section }[]> {
      if (ids.length === 0) return [];
      return queryRows(db, `SELECT q.id, q.section FROM questions q WHERE q.id = ANY($2::int[]) AND ${visibleContentSql(caller, 'q')}`, [
        caller.id,
        ids,
      ]);
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
      await replaceChildren(db, 'practice_questions', 'practice_id', id, {
        position: ['int', questionIds.map((_, i) => i + 1)],
        question_id: ['int', questionIds],
      });
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
  };
}
export type PracticesRepository = ReturnType<typeof practicesRepository>;
