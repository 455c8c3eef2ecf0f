/** The test-taker catalog: practices, full practice sets and adaptive sets the caller may take, with their progress. */
import type { AppModule } from '../../core/app-module';
import { catalogController } from './catalog.controller';
import { catalogOpenApi } from './catalog.openapi';
import { catalogRouter } from './catalog.routes';
import { catalogService } from './catalog.service';

export const catalogModule: AppModule = {
  name: 'catalog',
  router: (ctx, { requireAuth }) => catalogRouter(catalogController(catalogService(ctx.ds)), requireAuth),
  openapi: catalogOpenApi,
};
