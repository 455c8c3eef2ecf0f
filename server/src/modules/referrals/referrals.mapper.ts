import type { ReferralDto } from '@app/shared';
import { iso } from '../wallet/wallet.mapper';
import type { ReferralRow } from './referrals.repository';

export function toReferralDto(r: ReferralRow): ReferralDto {
  return {
    id: r.id,
    invitee:
      r.invitee_id === null
        ? null
        : { id: r.invitee_id, username: r.invitee_username ?? '', first_name: r.invitee_first_name ?? '', last_name: r.invitee_last_name ?? '' },
    status: r.status,
    created_at: iso(r.created_at)!,
    completed_at: iso(r.completed_at),
    exchanged: r.exchanged,
  };
}
