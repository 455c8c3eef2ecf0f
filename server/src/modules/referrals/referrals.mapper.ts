import type { ReferralDto } from '@app/shared';
import { iso } from '../../lib/dates';
import type { ReferralRow } from './referrals.repository';

export function toReferralDto(r: ReferralRow): ReferralDto {
  return {
    id: r.id,
    invitee:
      r.inviteeId === null
        ? null
        : { id: r.inviteeId, username: r.inviteeUsername ?? '', first_name: r.inviteeFirstName ?? '', last_name: r.inviteeLastName ?? '' },
    status: r.status,
    created_at: iso(r.createdAt)!,
    completed_at: iso(r.completedAt),
    exchanged: r.exchanged,
  };
}
