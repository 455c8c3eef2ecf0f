/** Question labels (tags): read by authors, edited by the super-admin. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { labelsController } from './labels.controller';
import { labelsOpenApi } from './labels.openapi';
import { labelsRepository } from './labels.repository';
import { labelsRouter } from './labels.routes';
import { labelsService } from './labels.service';

/** The ids among `ids` that are labels. */
export const existingLabelIds = (db: DataSource | EntityManager, ids: number[]): Promise<number[]> => labelsRepository(db).existing(ids);

export const labelsModule: AppModule = {
  name: 'labels',
  router: (ctx, { requireAuth }) => labelsRouter(labelsController(labelsService(ctx.ds)), requireAuth),
  openapi: labelsOpenApi,
};
