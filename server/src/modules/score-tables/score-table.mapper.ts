import type { ScoreTableDto } from '@app/shared';
import type { ScoreTableRecord } from './score-tables.repository';

export const toScoreTableDto = (t: ScoreTableRecord): ScoreTableDto => ({
  id: t.id,
  target: t.target,
  target_id: t.targetId,
  type: t.type,
  route: t.route,
  max_raw: t.maxRaw,
  rows: t.rows.map((r) => ({ raw: r.raw, scaled: r.scaled, lower: r.lower ?? null, upper: r.upper ?? null })),
  updated_at: t.updatedAt.toISOString(),
});
