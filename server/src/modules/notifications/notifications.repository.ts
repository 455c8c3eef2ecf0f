import type { DataSource } from 'typeorm';
import { Notification } from './notification.entity';

/** The banner's notifications: those whose window contains now, newest first, five at most. */
export function activeNotifications(ds: DataSource): Promise<Notification[]> {
  return ds
    .getRepository(Notification)
    .createQueryBuilder('n')
    .where('n.startsAt <= now() AND n.endsAt > now()')
    .orderBy('n.startsAt', 'DESC')
    .limit(5)
    .getMany();
}
