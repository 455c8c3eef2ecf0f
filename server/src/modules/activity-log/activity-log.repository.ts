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
  created_at: Date;
  actor_id: number | null;
  actor_username: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  target_id: number | null;
  target_username: string | null;
  target_first_name: string | null;
  target_last_name: string | null;
}

const COLUMNS = `l.id, l.action, l.details, l.ip, l.created_at,
       a.id AS actor_id, a.username AS actor_username, a.first_name AS actor_first_name, a.last_name AS actor_last_name,
       t.id AS target_id, t.username AS target_username, t.first_name AS target_first_name, t.last_name AS target_last_name`;

export function activityLogRepository(db: DataSource | EntityManager) {
  return {
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
