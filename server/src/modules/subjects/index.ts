/** Subjects: the domains and skills admins add to the built-in SAT taxonomy (docs/subjects.md). */
import type { AppModule } from '../../core/app-module';
import { subjectsController } from './subjects.controller';
import { subjectsOpenApi } from './subjects.openapi';
import { subjectsRouter } from './subjects.routes';
import { subjectsService } from './subjects.service';

export { addedSubjectCodes, allowedDomainsOf } from './subjects.service';

export const subjectsModule: AppModule = {
  name: 'subjects',
  router: (ctx, { requireAuth }) => subjectsRouter(subjectsController(subjectsService(ctx.ds)), requireAuth),
  openapi: subjectsOpenApi,
};
