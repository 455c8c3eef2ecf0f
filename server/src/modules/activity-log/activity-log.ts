/**
 * The one way anything writes the activity log. Admin mutations call it with their transaction's
 * manager so the log row commits (or rolls back) with the change it describes.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityAction } from '@app/shared';

export interface ActivityEntry {
  actorId: number | null;
  action: ActivityAction;
  targetUserId?: number | null;
  /** What changed (before/after values, amounts); never secrets. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordActivity(db: DataSource | EntityManager, entry: ActivityEntry): Promise<void> {
  await db.query(`INSERT INTO activity_log (actor_id, action, target_user_id, details, ip) VALUES ($1, $2, $3, $4, $5)`, [
    entry.actorId,
    entry.action,
    entry.targetUserId ?? null,
    JSON.stringify(entry.details ?? {}),
    entry.ip?.slice(0, 100) ?? null,
  ]);
}
