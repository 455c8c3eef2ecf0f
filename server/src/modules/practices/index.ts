/** Practices: a module, section, drill or quick test made of ordered questions; the parts of full sets and adaptive sets. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { practicesController } from './practices.controller';
import { practicesOpenApi } from './practices.openapi';
import { practicesRepository, type PracticeRecord } from './practices.repository';
import { practicesRouter } from './practices.routes';
import { practicesService } from './practices.service';

export type { PracticeRecord } from './practices.repository';
export { toPracticePublicDto } from './practice.mapper';
export { titleRule } from './practices.validators';
export { practicePublicSchema } from './practices.openapi';

type Db = DataSource | EntityManager;

export const findPractice = (db: Db, id: number): Promise<PracticeRecord | null> => practicesRepository(db).find(id);

/** Several practices by id, in one query. */
export const findPractices = (db: Db, ids: number[]): Promise<Map<number, PracticeRecord>> => practicesRepository(db).findMany(ids);

export const practicesModule: AppModule = {
  name: 'practices',
  router: (ctx, { requireAuth }) => practicesRouter(practicesController(practicesService(ctx.ds)), requireAuth),
  openapi: practicesOpenApi,
};
