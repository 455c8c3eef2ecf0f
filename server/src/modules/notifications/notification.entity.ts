import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationDto } from '@app/shared';

@Entity({ name: 'notifications' })
export class Notification {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', default: 'info' })
  type: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'jsonb' })
  description: NotificationDto['description'];

  @Column({ type: 'jsonb', nullable: true })
  link: NotificationDto['link'];

  /** Null: the site's banner, for everyone; else a notice for this user only (a placement). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;
}
