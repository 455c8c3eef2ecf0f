import type { EntityManager } from 'typeorm';
import { passwordTokensRepository, sessionsRepository } from './auth.repository';

/** A deleted account can no longer sign in: its sessions are revoked and its password links die. */
export async function endAccountAccess(m: EntityManager, userId: number): Promise<void> {
  await passwordTokensRepository(m).removeAllOf(userId);
  await sessionsRepository(m).revokeAllOf(userId);
}
