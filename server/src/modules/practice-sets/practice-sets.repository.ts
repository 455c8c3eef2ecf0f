import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind, PublishStatus, TestVersionId } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { queryRows } from '../../lib/sql';
import { likePattern, type Caller } from '../questions/authoring';
import { prefixPattern, visibleSql } from '../practices/catalog';
import type { SetFilters } from './adaptive-sets.repository';

export interface PracticeSetRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  title: string;
  version: TestVersionId;
  status: PublishStatus;
  firstTakenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
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
    async list(caller: Caller, f: SetFilters & { version?: TestVersionId }, page: Page): Promise<{ rows: PracticeSetRecord[]; total: number }> {
      const params: unknown[] = [caller.id];
      const conditions = [visibleSql(caller, 's')];
      if (f.version) conditions.push(`s.version = $${params.push(f.version)}`);
      if (f.status) conditions.push(`s.status = $${params.push(f.status)}`);
      if (f.q) conditions.push(`s.title ILIKE $${params.push(likePattern(f.q))}`);
      if (f.mine) conditions.push('s.owner_id = $1');
      const where = conditions.join(' AND ');
      const [rows, count] = await Promise.all([
        queryRows<PracticeSetRecord>(
          db,
          `SELECT ${COLUMNS} FROM practice_sets s WHERE ${where} ORDER BY s.updated_at DESC, s.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
          params,
        ),
        queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM practice_sets s WHERE ${where}`, params),
      ]);
      return { rows, total: count[0].total };
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

    async lockTaken(id: number): Promise<{ firstTakenAt: Date | null } | null> {
      const rows = await queryRows<{ firstTakenAt: Date | null }>(
        db,
        `SELECT first_taken_at AS "firstTakenAt" FROM practice_sets WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0] ?? null;
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

    async setItems(id: number, items: Omit<PracticeSetItemRecord, 'setId' | 'position'>[]): Promise<void> {
      await db.query(`DELETE FROM practice_set_items WHERE set_id = $1`, [id]);
      if (items.length > 0)
        await db.query(
          `INSERT INTO practice_set_items (set_id, position, practice_id, break_after_seconds)
           SELECT $1, o.n, o.pid, o.brk FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS o(pid, brk, n)`,
          [id, items.map((i) => i.practiceId), items.map((i) => i.breakAfterSeconds)],
        );
    },

    async setStatus(id: number, status: PublishStatus): Promise<void> {
      await db.query(`UPDATE practice_sets SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    },

    async titlesStartingWith(ownerId: number, prefix: string): Promise<Set<string>> {
      const rows = await queryRows<{ t: string }>(db, `SELECT lower(title) AS t FROM practice_sets WHERE owner_id = $1 AND lower(title) LIKE $2`, [
        ownerId,
        prefixPattern(prefix),
      ]);
      return new Set(rows.map((r) => r.t));
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM practice_sets WHERE id = $1`, [id]);
    },
  };
}
