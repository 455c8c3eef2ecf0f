/** Raw -> scaled conversion tables per practice, full practice set or adaptive set (and route): how tests are scored. */
import type { ScoreTableTarget } from '@app/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { scoreTablesController } from './score-tables.controller';
import { scoreTablesOpenApi } from './score-tables.openapi';
import { scoreTablesRepository, type ScoreTableRecord } from './score-tables.repository';
import { scoreTablesRouter } from './score-tables.routes';
import { scoreTablesService } from './score-tables.service';

export type { ScoreTableRecord } from './score-tables.repository';

/** The tables of one target, by type then route. */
export const scoreTablesOf = (db: DataSource | EntityManager, target: ScoreTableTarget, targetId: number): Promise<ScoreTableRecord[]> =>
  scoreTablesRepository(db).forTarget(target, targetId);

export const scoreTablesModule: AppModule = {
  name: 'score-tables',
  router: (ctx, { requireAuth }) => scoreTablesRouter(scoreTablesController(scoreTablesService(ctx.ds)), requireAuth),
  openapi: scoreTablesOpenApi,
};
