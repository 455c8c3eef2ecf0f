import type { DataSource, EntityManager } from 'typeorm';
import type { SubjectKind } from '@app/shared';
import { queryRows } from '../../lib/sql';

export interface SubjectRecord {
  id: number;
  kind: SubjectKind;
  code: string;
  parent: string;
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
  archived: boolean;
}

export interface SubjectNames {
  nameEn: string;
  nameZhCn: string;
  nameZhTw: string;
}

const COLUMNS = `id, kind, code, parent, name_en AS "nameEn", name_zh_cn AS "nameZhCn", name_zh_tw AS "nameZhTw",
  archived_at IS NOT NULL AS archived`;

export function subjectsRepository(db: DataSource | EntityManager) {
  return {
    all: () => queryRows<SubjectRecord>(db, `SELECT ${COLUMNS} FROM subjects ORDER BY kind, parent, lower(name_en), id`),

    async find(id: number): Promise<SubjectRecord | null> {
      return (await queryRows<SubjectRecord>(db, `SELECT ${COLUMNS} FROM subjects WHERE id = $1`, [id]))[0] ?? null;
    },

    async codeTaken(code: string): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM subjects WHERE code = $1`, [code])).length > 0;
    },

    /** The codes among `codes` already used (to pick a free generated code in one query). */
    async takenAmong(codes: string[]): Promise<Set<string>> {
      const rows = await queryRows<{ code: string }>(db, `SELECT code FROM subjects WHERE code = ANY($1::text[])`, [codes]);
      return new Set(rows.map((r) => r.code));
    },

    async insert(s: { kind: SubjectKind; code: string; parent: string } & SubjectNames, by: number): Promise<SubjectRecord> {
      const rows = await queryRows<SubjectRecord>(
        db,
        `INSERT INTO subjects (kind, code, parent, name_en, name_zh_cn, name_zh_tw, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [s.kind, s.code, s.parent, s.nameEn, s.nameZhCn, s.nameZhTw, by],
      );
      return rows[0];
    },

    async update(id: number, names: SubjectNames, archived: boolean): Promise<SubjectRecord | null> {
      const rows = await queryRows<SubjectRecord>(
        db,
        `UPDATE subjects SET name_en = $2, name_zh_cn = $3, name_zh_tw = $4,
           archived_at = CASE WHEN $5::boolean THEN coalesce(archived_at, now()) ELSE NULL END, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, names.nameEn, names.nameZhCn, names.nameZhTw, archived],
      );
      return rows[0] ?? null;
    },
  };
}
