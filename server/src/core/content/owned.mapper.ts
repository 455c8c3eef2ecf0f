import type { PracticeSummaryDto } from '@app/shared';
import { iso } from '../../lib/dates';
import type { OwnedRecord } from './owned';

/** The authors' fields of any owned-content row. */
export const toOwnedFieldsDto = (
  r: OwnedRecord,
): Pick<PracticeSummaryDto, 'status' | 'owner_id' | 'owner_kind' | 'first_taken_at' | 'created_at' | 'updated_at'> => ({
  status: r.status,
  owner_id: r.ownerId,
  owner_kind: r.ownerKind,
  first_taken_at: iso(r.firstTakenAt),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
