/** Daily analytics (test attempts, coin movements, orders) and the admin's transaction logs. */
import type { AppModule } from '../../core/app-module';
import { analyticsController } from './analytics.controller';
import { analyticsOpenApi } from './analytics.openapi';
import { analyticsRouter } from './analytics.routes';
import { analyticsService } from './analytics.service';

export const analyticsModule: AppModule = {
  name: 'analytics',
  router: (ctx, { requireAuth }) => analyticsRouter(analyticsController(analyticsService({ ds: ctx.ds, clock: ctx.clock })), requireAuth),
  openapi: analyticsOpenApi,
};
