/**
 * Flashcards (issue 16): decks (the admins' library, teachers' decks shared with classes, students' own),
 * study sessions scheduled by FSRS, a visitor's browser progress merged at sign-up, and vocabulary quizzes
 * teachers assign to a class. The contract is @app/shared's flashcards.ts (docs/flashcards.md).
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { decksService } from './decks.service';
import { flashcardsRoutes, flashRouteTable } from './flashcards.routes';
import { FLASH_SCHEMAS } from './flashcards.schemas';
import { quizzesService } from './quizzes.service';
import { studyService } from './study.service';

function routeRows(ctx: AppContext) {
  const decks = decksService(ctx.ds, ctx.clock);
  return flashcardsRoutes(decks, studyService(ctx.ds, ctx.clock, decks), quizzesService(ctx.ds, ctx.clock));
}

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = {} as AppContext;

export const flashcardsModule: AppModule = {
  name: 'flashcards',
  router: (ctx, { requireAuth }) => flashRouteTable.buildRouter(routeRows(ctx), requireAuth),
  openapi: flashRouteTable.buildOpenApi('Flashcards', routeRows(DOC_CTX), FLASH_SCHEMAS),
};

/** The due query the study queue runs, for the bench that times it (server/bench/flashcards-due.bench.ts). */
export { DUE_SQL } from './study.repository';
