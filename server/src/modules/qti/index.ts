/**
 * IMS QTI 3.0 interchange (issue 16; docs/qti.md): a practice exported as a content package and a package
 * imported as a practice. It writes nothing itself: practices, questions and passages are written through
 * their modules' entries.
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { qtiRoutes, qtiRouteTable } from './qti.routes';
import { qtiService } from './qti.service';

const rows = (ctx: AppContext) => qtiRoutes(qtiService(ctx.ds));

export const qtiModule: AppModule = {
  name: 'qti',
  router: (ctx, { requireAuth }) => qtiRouteTable.buildRouter(rows(ctx), requireAuth),
  openapi: qtiRouteTable.buildOpenApi('QTI 3', rows({} as AppContext), {}),
};
