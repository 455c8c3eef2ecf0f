import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityAction } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows } from '../../lib/sql';
import { dayRangeConditions } from '../../lib/business-day';

export interface ActivityFilters {
  actor_id?: number;
  target_user_id?: number;
  action?: ActivityAction;
  from?: string;
  to?: string;
}

export interface ActivityRow {
  id: string;
  action: ActivityAction;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
  actorId: number | null;
  actorUsername: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  targetId: number | null;
  targetUsername: string | null;
  targetFirstName: string | null;
  targetLastName: string | null;
}

/** What changed (before/after values, amounts); never secrets. */
export interface ActivityEntry {
  actorId: number | null;
  action: ActivityAction;
  targetUserId?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

const COLUMNS = `l.id, l.action, l.details, l.ip, l.created_at AS "createdAt",
       a.id AS "actorId", a.username AS "actorUsername", a.first_name AS "actorFirstName", a.last_name AS "actorLastName",
       t.id AS "targetId", t.username AS "targetUsername", t.first_name AS "targetFirstName", t.last_name AS "targetLastName"`;

export function activityLogRepository(db: DataSource | EntityManager) {
  return {
    async insert(entry: ActivityEntry): Promise<void> {
      await db.query(`INSERT INTO activity_log (actor_id, action, target_user_id, details, ip) VALUES ($1, $2, $3, $4, $5)`, [
        entry.actorId,
        entry.action,
        entry.targetUserId ?? null,
        JSON.stringify(entry.details ?? {}),
        entry.ip?.slice(0, 100) ?? null,
      ]);
    },

    /** Newest first; each filter is one indexed condition. */
    list(f: ActivityFilters, page: Page): Promise<{ rows: ActivityRow[]; total: number }> {
      const params: unknown[] = [];
      const conditions = ['true'];
      if (f.actor_id) conditions.push(`l.actor_id = $${params.push(f.actor_id)}`);
      if (f.target_user_id) conditions.push(`l.target_user_id = $${params.push(f.target_user_id)}`);
      if (f.action) conditions.push(`l.action = $${params.push(f.action)}`);
      conditions.push(...dayRangeConditions('l.created_at', f, params));
      return pagedRows<ActivityRow>(
        db,
        {
          columns: COLUMNS,
          from: 'activity_log l LEFT JOIN users a ON a.id = l.actor_id LEFT JOIN users t ON t.id = l.target_user_id',
          where: conditions.join(' AND '),
          params,
          orderBy: 'l.created_at DESC, l.id DESC',
        },
        page,
      );
    },
  };
}
