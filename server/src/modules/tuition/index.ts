/**
 * Placement, tuition, payments and bills (issue 14): the arrange screen puts enrolled students into classes
 * (and their courses' rosters) under the class row's lock; each enrollment has a tuition record whose payments
 * (deposit, balance, refund with screenshots) reconcile against the family's PDF bill. The contract is
 * @app/shared's tuition.ts (docs/tuition.md).
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { fromRoot } from '../../lib/paths';
import { buildOpenApi, buildRouter } from '../../lib/route-table';
import { diskStorage } from '../../lib/storage';
import { placementService } from './placement.service';
import { placementTestService } from './placement-test.service';
import { TUITION_SCHEMAS } from './tuition.schemas';
import { tuitionRoutes } from './tuition.routes';
import { tuitionService } from './tuition.service';

const routeRows = (ctx: AppContext) =>
  tuitionRoutes(placementService(ctx), tuitionService(ctx, diskStorage(fromRoot(ctx.config.uploadDir))), placementTestService(ctx));

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = { config: { appUrl: '', uploadDir: '.data/uploads' } } as unknown as AppContext;

export const tuitionModule: AppModule = {
  name: 'tuition',
  router: (ctx, { requireAuth }) => buildRouter(routeRows(ctx), requireAuth),
  openapi: buildOpenApi('Tuition', routeRows(DOC_CTX), TUITION_SCHEMAS),
};

export { renderBill, type BillData } from './bill.renderer';
