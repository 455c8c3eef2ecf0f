/** Binding (spec section 5): the role-specific details a user completes after registering, and parents' links to students. */
import type { AppModule } from '../../core/app-module';
import { parentLinksService, profilesService } from '../profiles';
import { bindingController } from './binding.controller';
import { bindingOpenApi } from './binding.openapi';
import { bindingRouter } from './binding.routes';
import { bindingService } from './binding.service';
import { InstructorCode } from './instructor-code.entity';

export const bindingModule: AppModule = {
  name: 'binding',
  router: (ctx, { requireAuth }) =>
    bindingRouter(
      bindingController(bindingService({ ds: ctx.ds, loadProfile: profilesService(ctx.ds).load, askStudents: parentLinksService(ctx).askStudents })),
      requireAuth,
    ),
  openapi: bindingOpenApi,
  entities: [InstructorCode],
};
