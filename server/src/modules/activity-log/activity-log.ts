/**
 * The one way anything writes the activity log. Admin mutations call it with their transaction's
 * manager so the log row commits (or rolls back) with the change it describes.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { activityLogRepository, type ActivityEntry } from './activity-log.repository';

export type { ActivityEntry } from './activity-log.repository';

export const recordActivity = (db: DataSource | EntityManager, entry: ActivityEntry): Promise<void> => activityLogRepository(db).insert(entry);
