import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows, replaceChildren } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { ownedRows, ownedListWhere, type OwnedRecord } from '../../core/content';
import type { SetFilters } from './adaptive-sets.repository';

export interface PracticeSetRecord extends OwnedRecord {
  version: TestVersionId;
}

export interface PracticeSetItemRecord {
  setId: number;
  position: number;
  practiceId: number;
  breakAfterSeconds: number;
}

const COLUMNS = `s.id, s.owner_id AS "ownerId", s.owner_kind AS "ownerKind", s.title, s.version, s.status,
       s.first_taken_at AS "firstTakenAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

export function practiceSetsRepository(db: DataSource | EntityManager) {
  return {
    ...ownedRows(db, 'practice_sets'),

    list(caller: Caller, f: SetFilters & { version?: TestVersionId }, page: Page): Promise<{ rows: PracticeSetRecord[]; total: number }> {
      const { where, params } = ownedListWhere(caller, 's', { version: f.version, status: f.status }, f);
      return pagedRows(db, { columns: COLUMNS, from: 'practice_sets s', where, params, orderBy: 's.updated_at DESC, s.id DESC' }, page);
    },

    async find(id: number): Promise<PracticeSetRecord | null> {
      return (await queryRows<PracticeSetRecord>(db, `SELECT ${COLUMNS} FROM practice_sets s WHERE s.id = $1`, [id]))[0] ?? null;
    },

    async items(setIds: number[]): Promise<PracticeSetItemRecord[]> {
      if (setIds.length === 0) return [];
      return queryRows(
        db,
        `SELECT set_id AS "setId", position, practice_id AS "practiceId", break_after_seconds AS "breakAfterSeconds"
           FROM practice_set_items WHERE set_id = ANY($1::int[]) ORDER BY set_id, position`,
        [setIds],
      );
    },

    async insert(ownerId: number, ownerKind: OwnerKind, title: string, version: TestVersionId, copiedFromId: number | null = null): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO practice_sets (owner_id, owner_kind, title, version, copied_from_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [ownerId, ownerKind, title, version, copiedFromId],
      );
      return rows[0].id;
    },

    async rename(id: number, title: string): Promise<void> {
      await db.query(`UPDATE practice_sets SET title = $2, updated_at = now() WHERE id = $1`, [id, title]);
    },

    /** The items in the given order, numbered from 1. */
    async setItems(id: number, items: Omit<PracticeSetItemRecord, 'setId' | 'position'>[]): Promise<void> {
      await replaceChildren(db, 'practice_set_items', 'set_id', id, {
        position: ['int', items.map((_, i) => i + 1)],
        practice_id: ['int', items.map((i) => i.practiceId)],
        break_after_seconds: ['int', items.map((i) => i.breakAfterSeconds)],
      });
    },
  };
}
