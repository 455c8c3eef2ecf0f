import type { DataSource, EntityManager } from 'typeorm';
import type { ModuleRoute, ScoreRow, ScoreTableTarget, ScoreType } from '@app/shared';
import { TARGET_LIST, targetOfScoreTables } from '../../core/test-targets';
import { queryRows } from '../../lib/sql';

export interface ScoreTableRecord {
  id: number;
  target: ScoreTableTarget;
  targetId: number;
  type: ScoreType;
  route: ModuleRoute | null;
  maxRaw: number;
  rows: ScoreRow[];
  updatedAt: Date;
}

/** The score_tables column holding a target of that kind (one is set per table). */
const columnOf = (target: ScoreTableTarget): string => targetOfScoreTables(target).scoring.column;

const COLUMNS = `t.id, CASE ${TARGET_LIST.map((x) => `WHEN t.${x.scoring.column} IS NOT NULL THEN '${x.scoring.tables}'`).join(' ')} END AS target,
       COALESCE(${TARGET_LIST.map((x) => `t.${x.scoring.column}`).join(', ')}) AS "targetId", t.type, t.route, t.max_raw AS "maxRaw", t.rows,
       t.updated_at AS "updatedAt"`;

export function scoreTablesRepository(db: DataSource | EntityManager) {
  return {
    async forTarget(target: ScoreTableTarget, targetId: number): Promise<ScoreTableRecord[]> {
      return queryRows(db, `SELECT ${COLUMNS} FROM score_tables t WHERE t.${columnOf(target)} = $1 ORDER BY t.type, t.route NULLS FIRST, t.id`, [
        targetId,
      ]);
    },

    async find(id: number): Promise<ScoreTableRecord | null> {
      return (await queryRows<ScoreTableRecord>(db, `SELECT ${COLUMNS} FROM score_tables t WHERE t.id = $1`, [id]))[0] ?? null;
    },

    async insert(
      target: ScoreTableTarget,
      targetId: number,
      type: ScoreType,
      route: ModuleRoute | null,
      maxRaw: number,
      rows: ScoreRow[],
    ): Promise<number> {
      const inserted = await queryRows<{ id: number }>(
        db,
        `INSERT INTO score_tables (${columnOf(target)}, type, route, max_raw, rows) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
        [targetId, type, route, maxRaw, JSON.stringify(rows)],
      );
      return inserted[0].id;
    },

    async update(id: number, maxRaw: number, rows: ScoreRow[]): Promise<void> {
      await db.query(`UPDATE score_tables SET max_raw = $2, rows = $3::jsonb, updated_at = now() WHERE id = $1`, [id, maxRaw, JSON.stringify(rows)]);
    },

    async remove(id: number): Promise<void> {
      await db.query(`DELETE FROM score_tables WHERE id = $1`, [id]);
    },
  };
}
