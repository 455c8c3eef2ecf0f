import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationDto } from '@app/shared';
import { Notification } from './notification.entity';

/** The banner's notifications for a user: the site's and their own whose window contains now, newest first, five at most. */
export function activeNotifications(ds: DataSource, userId: number): Promise<Notification[]> {
  return ds
    .getRepository(Notification)
    .createQueryBuilder('n')
    .where('n.startsAt <= now() AND n.endsAt > now() AND (n.userId IS NULL OR n.userId = :userId)', { userId })
    .orderBy('n.startsAt', 'DESC')
    .limit(5)
    .getMany();
}

/** A notice in one user's banner (issued in the caller's transaction), shown from now (the database's clock, as the banner reads it) for `days` days. */
export async function insertPersonalNotice(
  db: DataSource | EntityManager,
  notice: { userId: number; type: string; description: NotificationDto['description']; link: NotificationDto['link']; days: number },
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (type, starts_at, ends_at, description, link, user_id) VALUES ($1, now(), now() + make_interval(days => $2), $3, $4, $5)`,
    [notice.type, notice.days, JSON.stringify(notice.description), notice.link ? JSON.stringify(notice.link) : null, notice.userId],
  );
}
