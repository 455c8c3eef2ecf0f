import { Router, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { NotificationDto } from '@app/shared';
import { Notification } from './notification.entity';

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
  r.get('/notifications', requireAuth, async (_req, res) => {
    const rows = await ds
      .getRepository(Notification)
      .createQueryBuilder('n')
      .where('n.startsAt <= now() AND n.endsAt > now()')
      .orderBy('n.startsAt', 'DESC')
      .limit(5)
      .getMany();
    res.json(rows.map(toDto));
  });
  return r;
}
