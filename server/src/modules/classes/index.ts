/**
 * Classes (issue 13): teachers run classes, students join by code or link, class tests are sent, taken in
 * the runner and analysed, parents follow along. The contract is @app/shared's classes.ts (docs/classes.md).
 */
import type { AppModule } from '../../core/app-module';
import { classesController } from './classes.controller';
import { classesRoutes } from './classes.routes';
import { CLASS_SCHEMAS } from './classes.schemas';
import { classesService } from './classes.service';
import { classResultsRoutes } from './class-results.routes';
import { classResultsService } from './class-results.service';
import { classTestsRoutes } from './class-tests.routes';
import { admitClassRestart, classTestsService } from './class-tests.service';
import { materialsRoutes } from './materials.routes';
import { materialsService } from './materials.service';
import { meetingsService } from './meetings.service';
import { parentsRoutes } from './parents.routes';
import { PARENT_SUMMARY_EVERY_MS, parentsService, sendParentSummaries } from './parents.service';
import { rosterService } from './roster.service';
import { teacherUsersService } from './teacher-users.service';
import { buildOpenApi, buildRouter, type RouteRow } from './route-table';
import type { SessionClassDto } from '@app/shared';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/access';
import { fromRoot } from '../../lib/paths';
import { diskStorage } from '../../lib/storage';

function routeRows(ctx: AppContext): RouteRow[] {
  return [
    ...classesRoutes(classesController(classesService(ctx), rosterService(ctx))),
    ...classTestsRoutes(classTestsService(ctx)),
    ...classResultsRoutes(classResultsService(ctx), teacherUsersService(ctx)),
    ...parentsRoutes(parentsService(ctx)),
    ...materialsRoutes(materialsService(ctx, diskStorage(fromRoot(ctx.config.uploadDir))), meetingsService(ctx)),
  ];
}

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = { config: { appUrl: '', uploadDir: '.data/uploads' } } as unknown as AppContext;

export const classesModule: AppModule = {
  name: 'classes',
  router: (ctx, { requireAuth }) => buildRouter(routeRows(ctx), requireAuth),
  openapi: buildOpenApi('Classes', routeRows(DOC_CTX), CLASS_SCHEMAS),
  jobs: ({ ds, clock, sendMail }) => ({
    'send-parent-summaries': async () => {
      if (sendMail) await sendParentSummaries(ds, clock, sendMail);
    },
  }),
  schedules: [{ job: 'send-parent-summaries', everyMs: PARENT_SUMMARY_EVERY_MS }],
  admitClassRestart,
};

export { sendParentSummaries } from './parents.service';

/** The roster and results reads, for the benchmark that EXPLAINs their statements (server/bench/classes.bench.ts). */
export const classReadServices = (ctx: AppContext) => ({ roster: rosterService(ctx), results: classResultsService(ctx) });

/** The test rule of class tests (own or published library test), which course sessions follow too. */
export { assignableTest } from './class-tests-catalog';

/** The class a course session may link, as GET /session-class/list shows it to the caller, or null. */
export async function sessionClassFor(ctx: AppContext, caller: Caller, classId: number): Promise<SessionClassDto | null> {
  return (await teacherUsersService(ctx).sessionClasses(caller)).find((c) => c.id === classId) ?? null;
}

/** Placement's seats (tuition module): taken under the class row's lock, released when a placement is undone. */
export { takePlacementSeat, releasePlacementSeat, type PlacementSeat } from './placement-seat';
