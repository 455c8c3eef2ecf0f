import type { ActivityLogDto, UserRefDto } from '@app/shared';
import type { ActivityRow } from './activity-log.repository';

const ref = (id: number | null, username: string | null, first: string | null, last: string | null): UserRefDto | null =>
  id === null ? null : { id, username: username ?? '', first_name: first ?? '', last_name: last ?? '' };

export const toActivityLogDto = (r: ActivityRow): ActivityLogDto => ({
  id: Number(r.id),
  action: r.action,
  actor: ref(r.actor_id, r.actor_username, r.actor_first_name, r.actor_last_name),
  target_user: ref(r.target_id, r.target_username, r.target_first_name, r.target_last_name),
  details: r.details,
  ip: r.ip,
  created_at: new Date(r.created_at).toISOString(),
});
