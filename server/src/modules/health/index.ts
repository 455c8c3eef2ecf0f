/** Liveness: the process answers and the database does. */
import type { AppModule } from '../../core/app-module';
import { healthOpenApi } from './health.openapi';
import { healthRouter } from './health.routes';

export const healthModule: AppModule = { name: 'health', router: (ctx) => healthRouter(ctx.ds), openapi: healthOpenApi };
