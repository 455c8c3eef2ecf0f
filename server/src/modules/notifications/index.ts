/** The banner's notifications. */
import type { AppModule } from '../../core/app-module';
import { Notification } from './notification.entity';
import { notificationsAdminRouter } from './notifications.admin';
import { notificationsOpenApi } from './notifications.openapi';
import { notificationsRouter } from './notifications.routes';

export const notificationsModule: AppModule = {
  name: 'notifications',
  router: (ctx, { requireAuth }) => notificationsRouter(ctx.ds, requireAuth).use(notificationsAdminRouter(ctx.ds, requireAuth)),
  openapi: notificationsOpenApi,
  entities: [Notification],
};

/** A notice in one user's banner (a placement told to the student and the parent), written in the caller's transaction. */
export { insertPersonalNotice as notifyUser } from './notifications.repository';
