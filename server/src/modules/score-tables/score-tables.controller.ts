import type { RequestHandler } from 'express';
import type { ScoreRow, ScoreTableInput } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { TARGET_LIST } from '../../core/test-targets';
import { input } from '../../lib/validate';
import { toScoreTableDto } from './score-table.mapper';
import type { ScoreTablesService } from './score-tables.service';

/** Rows as stored: raw, scaled, and lower/upper only when given. */
const cleanRows = (rows: ScoreRow[]): ScoreRow[] =>
  rows.map((r) => ({ raw: r.raw, scaled: r.scaled, ...(r.lower != null ? { lower: r.lower } : {}), ...(r.upper != null ? { upper: r.upper } : {}) }));

export function scoreTablesController(tables: ScoreTablesService) {
  return {
    list: (async (req, res) => {
      // listScoreTablesRules let exactly one target column through.
      const q = input<Record<string, number | undefined>>(req);
      const { scoring } = TARGET_LIST.find((t) => q[t.scoring.column] !== undefined)!;
      res.json((await tables.list(currentUser(req), scoring.tables, q[scoring.column]!)).map(toScoreTableDto));
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
