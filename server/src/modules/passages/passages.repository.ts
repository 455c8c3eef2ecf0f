import type { DataSource, EntityManager } from 'typeorm';
import type { OwnerKind } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { likePattern, queryRows } from '../../lib/sql';
import { visiblePassageSql, type Caller } from '../../core/access';

export interface PassageRecord {
  id: number;
  ownerId: number;
  ownerKind: OwnerKind;
  title: string;
  body: string;
  source: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PassageWrite {
  title: string;
  body: string;
  source: string | null;
  bodyHash: string;
}

const COLUMNS = `p.id, p.owner_id AS "ownerId", p.owner_kind AS "ownerKind", p.title, p.body, p.source,
                 p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

export function passagesRepository(db: DataSource | EntityManager) {
  return {
    async list(caller: Caller, q: string | undefined, page: Page): Promise<[PassageRecord[], number]> {
      const params: unknown[] = [caller.id];
      let where = visiblePassageSql(caller, 'p');
      if (q) {
        params.push(likePattern(q));
        where += ` AND (p.title ILIKE $${params.length} OR p.body ILIKE $${params.length})`;
      }
      const [rows, count] = await Promise.all([
        queryRows<PassageRecord>(
          db,
          `SELECT ${COLUMNS} FROM passages p WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
          params,
        ),
        queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM passages p WHERE ${where}`, params),
      ]);
      return [rows, count[0].total];
    },

    async find(id: number): Promise<PassageRecord | null> {
      const rows = await queryRows<PassageRecord>(db, `SELECT ${COLUMNS} FROM passages p WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** A passage with this body among the owner's own and the library's (never the one being edited). */
    async duplicateOf(ownerId: number, bodyHash: string, exceptId = 0): Promise<number | null> {
      const rows = await queryRows<{ id: number }>(
        db,
        `SELECT p.id FROM passages p WHERE p.body_hash = $2 AND p.id <> $3 AND (p.owner_id = $1 OR p.owner_kind = 'admin')
          ORDER BY (p.owner_id = $1) DESC, p.id LIMIT 1`,
        [ownerId, bodyHash, exceptId],
      );
      return rows[0]?.id ?? null;
    },

    async isVisible(caller: Caller, id: number): Promise<boolean> {
      const rows = await queryRows(db, `SELECT 1 FROM passages p WHERE p.id = $2 AND ${visiblePassageSql(caller, 'p')}`, [caller.id, id]);
      return rows.length > 0;
    },

    async insert(ownerId: number, ownerKind: OwnerKind, w: PassageWrite): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        `INSERT INTO passages (owner_id, owner_kind, title, body, source, body_hash) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [ownerId, ownerKind, w.title, w.body, w.source, w.bodyHash],
      );
      return rows[0].id;
    },

    async update(id: number, w: PassageWrite): Promise<void> {
      await db.query(`UPDATE passages SET title = $2, body = $3, source = $4, body_hash = $5, updated_at = now() WHERE id = $1`, [
        id,
        w.title,
        w.body,
        w.source,
        w.bodyHash,
      ]);
    },

    /** Questions keep existing without it (passage_id ON DELETE SET NULL). */
    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM passages WHERE id = $1`, [id]);
    },
  };
}
export type PassagesRepository = ReturnType<typeof passagesRepository>;
