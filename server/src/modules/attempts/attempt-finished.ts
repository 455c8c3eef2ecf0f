import type { EntityManager } from 'typeorm';

/**
 * Where grading plugs in: called once per attempt, inside the transaction that finished it (by the
 * student's last submit or at the last deadline, in a request or in the sweep). Grading will enqueue its
 * job here (the queue's enqueue is not transactional: enqueue after commit, or from an outbox row).
 */
export async function onAttemptFinished(_m: EntityManager, _attempt: { id: number; userId: number; finishedAt: Date }): Promise<void> {
  // Nothing yet: grading arrives later.
}
