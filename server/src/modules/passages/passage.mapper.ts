import type { PassageDto } from '@app/shared';
import type { PassageRecord } from './passages.repository';

export const toPassageDto = (p: PassageRecord): PassageDto => ({
  id: p.id,
  title: p.title,
  body: p.body,
  source: p.source,
  owner_id: p.ownerId,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});
