import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows, replaceChildren } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { ownedRows, ownedListWhere, type OwnedFilters, type OwnedRecord } from '../../core/content';

export interface AdaptiveSetRecord extends OwnedRecord {
  breakAfterSeconds: number;
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

export type SetFilters = OwnedFilters;

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
    ...ownedRows(db, 'adaptive_sets'),

    list(caller: Caller, f: SetFilters, page: Page): Promise<{ rows: AdaptiveSetRecord[]; total: number }> {
      const { where, params } = ownedListWhere(caller, 's', { status: f.status }, f);
      return pagedRows(db, { columns: COLUMNS, from: 'adaptive_sets s', where, params, orderBy: 's.updated_at DESC, s.id DESC' }, page);
    },

    async find(id: number): Promise<AdaptiveSetRecord | null> {
      return (await queryRows<AdaptiveSetRecord>(db, `SELECT ${COLUMNS} FROM adaptive_sets s WHERE s.id = $1`, [id]))[0] ?? null;
    },

    /** The sections of several sets, in order. */
    async sections(setIds: number[]): Promise<AdaptiveSectionRecord[]> {
      if (setIds.length === 0) return [];
      return queryRows(db, `SELECT ${SECTION_COLUMNS} FROM adaptive_set_sections WHERE set_id = ANY($1::int[]) ORDER BY set_id, position`, [setIds]);
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

    /** Positions are the sections' own (1 Reading and Writing, 2 Math), not their order in the list. */
    async setSections(id: number, sections: Omit<AdaptiveSectionRecord, 'setId'>[]): Promise<void> {
      await replaceChildren(db, 'adaptive_set_sections', 'set_id', id, {
        position: ['int', sections.map((s) => s.position)],
        section: ['text', sections.map((s) => s.section)],
        module1_id: ['int', sections.map((s) => s.module1Id)],
        easier_module2_id: ['int', sections.map((s) => s.easierModule2Id)],
        harder_module2_id: ['int', sections.map((s) => s.harderModule2Id)],
        routing_threshold: ['int', sections.map((s) => s.routingThreshold)],
      });
    },
  };
}
