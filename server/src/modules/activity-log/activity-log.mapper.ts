import type { ActivityLogDto, UserRefDto } from '@app/shared';
import type { ActivityRow } from './activity-log.repository';

const ref = (id: number | null, username: string | null, first: string | null, last: string | null): UserRefDto | null =>
  id === null ? null : { id, username: username ?? '', first_name: first ?? '', last_name: last ?? '' };

export const toActivityLogDto = (r: ActivityRow): ActivityLogDto => ({
  id: Number(r.id),
  action: r.action,
  actor: ref(r.actorId, r.actorUsername, r.actorFirstName, r.actorLastName),
  target_user: ref(r.targetId, r.targetUsername, r.targetFirstName, r.targetLastName),
  details: r.details,
  ip: r.ip,
  created_at: r.createdAt.toISOString(),
});
