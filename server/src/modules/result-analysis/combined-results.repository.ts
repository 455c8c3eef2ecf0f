/** The attempts a combination is made of, and the stored combined scores. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AttemptTargetType, CombinedSectionDto, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { targetJoin } from '../../core/test-targets';
import { pagedRows, queryRows } from '../../lib/sql';
import type { CombinePartRecord } from './combine';

export interface CombinedPartRecord {
  attemptId: number;
  targetType: AttemptTargetType;
  targetId: number;
  targetTitle: string;
  version: TestVersionId;
  finishedAt: Date;
}

export interface CombinedResultRecord {
  id: number;
  userId: number;
  version: TestVersionId;
  total: number | null;
  sections: CombinedSectionDto[];
  /** The attempts that still exist, in id order (a deleted attempt drops out; its section score stays). */
  parts: CombinedPartRecord[];
  createdBy: number | null;
  createdAt: Date;
}

const TARGET_JOIN = targetJoin('a');
const TARGET = `${TARGET_JOIN.title} AS "targetTitle", ${TARGET_JOIN.version} AS version`;
const TARGET_JOINS = TARGET_JOIN.joins;

const COLUMNS = `c.id, c.user_id AS "userId", c.version, c.total, c.sections, c.created_by AS "createdBy", c.created_at AS "createdAt",
       COALESCE((SELECT json_agg(json_build_object('attemptId', a.id, 'targetType', a.target_type, 'targetId', a.target_id,
                   'targetTitle', ${TARGET_JOIN.title}, 'version', ${TARGET_JOIN.version},
                   'finishedAt', a.finished_at) ORDER BY a.id)
                   FROM attempts a ${TARGET_JOINS} WHERE a.id = ANY(c.attempt_ids)), '[]') AS parts`;

/** json_agg keeps timestamps as text. */
const withDates = (r: CombinedResultRecord): CombinedResultRecord => ({
  ...r,
  parts: r.parts.map((p) => ({ ...p, finishedAt: new Date(p.finishedAt) })),
});

export interface NewCombinedResult {
  userId: number;
  version: TestVersionId;
  total: number | null;
  sections: CombinedSectionDto[];
  attemptIds: number[];
  createdBy: number;
  createdAt: Date;
}

export function combinedResultsRepository(db: DataSource | EntityManager) {
  return {
    /** The attempts with their graded sections and the sections their questions came from. */
    parts(attemptIds: number[]): Promise<CombinePartRecord[]> {
      return queryRows(
        db,
        `SELECT a.id AS "attemptId", a.user_id AS "userId", (a.status = 'finished' AND r.status = 'graded') AS graded,
                a.target_type AS "targetType", a.target_id AS "targetId", ${TARGET}, a.finished_at AS "finishedAt",
                COALESCE(r.sections, '[]') AS sections,
                ARRAY(SELECT DISTINCT q->>'section' FROM jsonb_array_elements(COALESCE(r.questions, '[]')) q) AS "questionSections"
           FROM attempts a LEFT JOIN results r ON r.attempt_id = a.id ${TARGET_JOINS}
          WHERE a.id = ANY($1::int[])`,
        [attemptIds],
      );
    },

    /** Stores the combination; the same student and attempts again answer the stored row. */
    async insert(c: NewCombinedResult): Promise<number> {
      const ids = [...c.attemptIds].sort((a, b) => a - b);
      // DO UPDATE (a no-op) rather than DO NOTHING: it returns the existing row even when a concurrent insert just made it.
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO combined_results (user_id, version, total, sections, attempt_ids, created_by, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::int[], $6, $7)
         ON CONFLICT (user_id, attempt_ids) DO UPDATE SET created_at = combined_results.created_at RETURNING id`,
        [c.userId, c.version, c.total, JSON.stringify(c.sections), ids, c.createdBy, c.createdAt],
      );
      return rows[0].id;
    },

    async find(id: number): Promise<CombinedResultRecord | null> {
      const rows = await queryRows<CombinedResultRecord>(db, `SELECT ${COLUMNS} FROM combined_results c WHERE c.id = $1`, [id]);
      return rows[0] ? withDates(rows[0]) : null;
    },

    /** Newest first, of one student or of everyone. */
    async list(userId: number | undefined, page: Page): Promise<{ rows: CombinedResultRecord[]; total: number }> {
      const { rows, total } = await pagedRows<CombinedResultRecord>(
        db,
        {
          columns: COLUMNS,
          from: 'combined_results c',
          where: '($1::int IS NULL OR c.user_id = $1)',
          params: [userId ?? null],
          orderBy: 'c.created_at DESC, c.id DESC',
        },
        page,
      );
      return { rows: rows.map(withDates), total };
    },
  };
}
