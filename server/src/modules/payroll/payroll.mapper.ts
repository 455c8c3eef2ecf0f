/** Rows to the shared DTOs. */
import type { UserRefDto } from '@app/shared';

export const userRef = (u: { id: number; username: string; firstName: string | null; lastName: string | null }): UserRefDto => ({
  id: u.id,
  username: u.username,
  first_name: u.firstName ?? '',
  last_name: u.lastName ?? '',
});

/** "First Last", else the username. */
export const displayName = (u: { username: string; first_name?: string; last_name?: string; firstName?: string | null; lastName?: string | null }) =>
  [u.first_name ?? u.firstName, u.last_name ?? u.lastName].filter(Boolean).join(' ').trim() || u.username;
