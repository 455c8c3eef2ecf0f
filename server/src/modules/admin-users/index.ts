/** The super-admin's user management (roles, pro, points, deletion), account self-deletion and company membership removal. */
import type { AppModule } from '../../core/app-module';
import { adminUsersController } from './admin-users.controller';
import { adminUsersOpenApi } from './admin-users.openapi';
import { adminUsersRouter } from './admin-users.routes';
import { adminUsersService } from './admin-users.service';

export const adminUsersModule: AppModule = {
  name: 'admin-users',
  router: (ctx, { requireAuth }) => adminUsersRouter(adminUsersController(adminUsersService({ ds: ctx.ds, clock: ctx.clock })), requireAuth),
  openapi: adminUsersOpenApi,
};
