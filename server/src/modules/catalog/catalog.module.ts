import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../context';
import { catalogController } from './catalog.controller';
import { catalogRouter } from './catalog.routes';
import { catalogService } from './catalog.service';

/** The test-taker catalog: practices, full practice sets and adaptive sets the caller may take, with their progress. */
export function catalogModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  return { router: catalogRouter(catalogController(catalogService(ctx.ds)), requireAuth) };
}
