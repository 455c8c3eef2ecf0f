import { Router, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { NotificationDto } from '@app/shared';
import type { Notification } from './notification.entity';
import { currentUser } from '../../auth/require-auth';
import { activeNotifications } from './notifications.repository';

const toDto = (n: Notification): NotificationDto => ({
  id: n.id,
  type: n.type,
  start: n.startsAt.toISOString(),
  end: n.endsAt.toISOString(),
  description: n.description,
  link: n.link,
});

/** The banner's notifications: those whose window contains now. */
export function notificationsRouter(ds: DataSource, requireAuth: RequestHandler): Router {
  const r = Router();
  r.get('/notifications', requireAuth, async (req, res) => {
    const rows = await activeNotifications(ds, currentUser(req).id);
    res.json(rows.map(toDto));
  });
  return r;
}
