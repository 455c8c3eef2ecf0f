import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';

export interface LabelRecord {
  id: number;
  name: string;
}

export function labelsRepository(db: DataSource | EntityManager) {
  return {
    all: () => queryRows<LabelRecord>(db, `SELECT id, name FROM labels ORDER BY lower(name), id`),

    async find(id: number): Promise<LabelRecord | null> {
      const rows = await queryRows<LabelRecord>(db, `SELECT id, name FROM labels WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await queryRows(db, `SELECT 1 FROM labels WHERE lower(name) = lower($1) AND id <> $2`, [name, exceptId ?? 0]);
      return rows.length > 0;
    },

    async insert(name: string): Promise<LabelRecord> {
      return (await queryRows<LabelRecord>(db, `INSERT INTO labels (name) VALUES ($1) RETURNING id, name`, [name]))[0];
    },

    async rename(id: number, name: string): Promise<LabelRecord | null> {
      const rows = await queryRows<LabelRecord>(db, `UPDATE labels SET name = $2 WHERE id = $1 RETURNING id, name`, [id, name]);
      return rows[0] ?? null;
    },

    async remove(id: number): Promise<boolean> {
      return (await queryRows(db, `DELETE FROM labels WHERE id = $1 RETURNING id`, [id])).length > 0;
    },

    /** The ids among `ids` that are labels. */
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ id: number }>(db, `SELECT id FROM labels WHERE id = ANY($1::int[])`, [ids]);
      return rows.map((r) => r.id);
    },
  };
}
export type LabelsRepository = ReturnType<typeof labelsRepository>;
