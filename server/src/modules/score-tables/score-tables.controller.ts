import type { RequestHandler } from 'express';
import type { ScoreRow, ScoreTableInput, ScoreTableTarget } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { input } from '../../lib/validate';
import { toScoreTableDto } from './score-table.mapper';
import type { ScoreTablesService } from './score-tables.service';

/** Rows as stored: raw, scaled, and lower/upper only when given. */
const cleanRows = (rows: ScoreRow[]): ScoreRow[] =>
  rows.map((r) => ({ raw: r.raw, scaled: r.scaled, ...(r.lower != null ? { lower: r.lower } : {}), ...(r.upper != null ? { upper: r.upper } : {}) }));

export function scoreTablesController(tables: ScoreTablesService) {
  return {
    list: (async (req, res) => {
      const q = input<{ practice_id?: number; practice_set_id?: number; adaptive_set_id?: number }>(req);
      const [target, targetId]: [ScoreTableTarget, number] =
        q.practice_id !== undefined
          ? ['practice', q.practice_id]
          : q.practice_set_id !== undefined
            ? ['practice_set', q.practice_set_id]
            : ['adaptive_set', q.adaptive_set_id!];
      res.json((await tables.list(currentUser(req), target, targetId)).map(toScoreTableDto));
    }) as RequestHandler,

    create: (async (req, res) => {
      const body = input<ScoreTableInput>(req);
      res.status(201).json(toScoreTableDto(await tables.create(currentUser(req), { ...body, rows: cleanRows(body.rows) })));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id, rows, max_raw } = input<{ id: number; rows: ScoreRow[]; max_raw?: number }>(req);
      res.json(toScoreTableDto(await tables.update(currentUser(req), id, { rows: cleanRows(rows), max_raw })));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await tables.remove(currentUser(req), input<{ id: number }>(req).id);
      res.status(204).end();
    }) as RequestHandler,
  };
}
export type ScoreTablesController = ReturnType<typeof scoreTablesController>;
