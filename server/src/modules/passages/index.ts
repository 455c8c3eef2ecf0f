/** Reading passages that questions share; one text (ignoring markup, spacing and case) is one passage. */
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../core/access';
import type { AppModule } from '../../core/app-module';
import { passagesController } from './passages.controller';
import { passagesOpenApi } from './passages.openapi';
import { passagesRepository } from './passages.repository';
import { passagesRouter } from './passages.routes';
import { passagesService } from './passages.service';

export { passageBodyHash } from './passage-hash';

/** Whether the caller sees the passage (may attach it to a question). */
export const passageVisibleTo = (db: DataSource | EntityManager, caller: Caller, id: number): Promise<boolean> =>
  passagesRepository(db).isVisible(caller, id);

export const passagesModule: AppModule = {
  name: 'passages',
  router: (ctx, { requireAuth }) => passagesRouter(passagesController(passagesService(ctx.ds)), requireAuth),
  openapi: passagesOpenApi,
};
