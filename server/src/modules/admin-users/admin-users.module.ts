import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { adminUsersController } from './admin-users.controller';
import { adminUsersRouter } from './admin-users.routes';
import { adminUsersService } from './admin-users.service';

/** The super-admin's user management (roles, pro, points, deletion), account self-deletion and company membership removal. */
export function adminUsersModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const router = Router();
  router.use(adminUsersRouter(adminUsersController(adminUsersService({ ds: ctx.ds, clock: ctx.clock })), requireAuth));
  return { router };
}
