import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind, PublishStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { queryRows } from '../../lib/sql';
import { likePattern, type Caller } from '../questions/authoring';
import { prefixPattern, visibleSql } from '../practices/catalog';

export interface AdaptiveSetRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  title: string;
  status: PublishStatus;
  breakAfterSeconds: number;
  firstTakenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdaptiveSectionRecord {
  setId: number;
  position: number;
  section: 'reading-writing' | 'math';
  module1Id: number;
  easierModule2Id: number;
  harderModule2Id: number;
  routingThreshold: number;
}

export interface SetFilters {
  status?: PublishStatus;
  q?: string;
  mine?: boolean;
}

const COLUMNS = `s.id, s.owner_id AS "ownerId", s.owner_kind AS "ownerKind", s.title, s.status, s.break_after_seconds AS "breakAfterSeconds",
       s.first_taken_at AS "firstTakenAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

const SECTION_COLUMNS = `set_id AS "setId", position, section, module1_id AS "module1Id", easier_module2_id AS "easierModule2Id",
       harder_module2_id AS "harderModule2Id", routing_threshold AS "routingThreshold"`;

export const moduleIdsOf = (s: Pick<AdaptiveSectionRecord, 'module1Id' | 'easierModule2Id' | 'harderModule2Id'>) => [
  s.module1Id,
  s.easierModule2Id,
  s.harderModule2Id,
];

export function adaptiveSetsRepository(db: DataSource | EntityManager) {
  return {
    async list(caller: Caller, f: SetFilters, page: Page): Promise<{ rows: AdaptiveSetRecord[]; total: number }> {
      const params: unknown[] = [caller.id];
      const conditions = [visibleSql(caller, 's')];
      if (f.status) conditions.push(`s.status = $${params.push(f.status)}`);
      if (f.q) conditions.push(`s.title ILIKE $${params.push(likePattern(f.q))}`);
      if (f.mine) conditions.push('s.owner_id = $1');
      const where = conditions.join(' AND ');
      const [rows, count] = await Promise.all([
        queryRows<AdaptiveSetRecord>(
          db,
          `SELECT ${COLUMNS} FROM adaptive_sets s WHERE ${where} ORDER BY s.updated_at DESC, s.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
          params,
        ),
        queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM adaptive_sets s WHERE ${where}`, params),
      ]);
      return { rows, total: count[0].total };
    },

    async find(id: number): Promise<AdaptiveSetRecord | null> {
      return (await queryRows<AdaptiveSetRecord>(db, `SELECT ${COLUMNS} FROM adaptive_sets s WHERE s.id = $1`, [id]))[0] ?? null;
    },

    /** The sections of several sets, in order. */
    async sections(setIds: number[]): Promise<AdaptiveSectionRecord[]> {
      if (setIds.length === 0) return [];
      return queryRows(db, `SELECT ${SECTION_COLUMNS} FROM adaptive_set_sections WHERE set_id = ANY($1::int[]) ORDER BY set_id, position`, [setIds]);
    },

    async lockTaken(id: number): Promise<{ firstTakenAt: Date | null } | null> {
      const rows = await queryRows<{ firstTakenAt: Date | null }>(
        db,
        `SELECT first_taken_at AS "firstTakenAt" FROM adaptive_sets WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
    },

    async insert(
      ownerId: number,
      ownerKind: OwnerKind,
      title: string,
      breakAfterSeconds: number,
      copiedFromId: number | null = null,
    ): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO adaptive_sets (owner_id, owner_kind, title, break_after_seconds, copied_from_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [ownerId, ownerKind, title, breakAfterSeconds, copiedFromId],
      );
      return rows[0].id;
    },

    async update(id: number, title: string, breakAfterSeconds: number): Promise<void> {
      await db.query(`UPDATE adaptive_sets SET title = $2, break_after_seconds = $3, updated_at = now() WHERE id = $1`, [
        id,
        title,
        breakAfterSeconds,
      ]);
    },

    async setSections(id: number, sections: Omit<AdaptiveSectionRecord, 'setId'>[]): Promise<void> {
      await db.query(`DELETE FROM adaptive_set_sections WHERE set_id = $1`, [id]);
      for (const s of sections)
        await db.query(
          `INSERT INTO adaptive_set_sections (set_id, position, section, module1_id, easier_module2_id, harder_module2_id, routing_threshold)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, s.position, s.section, s.module1Id, s.easierModule2Id, s.harderModule2Id, s.routingThreshold],
        );
    },

    async setStatus(id: number, status: PublishStatus): Promise<void> {
      await db.query(`UPDATE adaptive_sets SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    },

    async titlesStartingWith(ownerId: number, prefix: string): Promise<Set<string>> {
      const rows = await queryRows<{ t: string }>(db, `SELECT lower(title) AS t FROM adaptive_sets WHERE owner_id = $1 AND lower(title) LIKE $2`, [
        ownerId,
        prefixPattern(prefix),
      ]);
      return new Set(rows.map((r) => r.t));
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM adaptive_sets WHERE id = $1`, [id]);
    },
  };
}
