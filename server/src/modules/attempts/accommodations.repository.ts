import type { DataSource } from 'typeorm';
import { queryRows } from '../../lib/sql';

export interface AccommodationsRecord {
  id: number;
  extraTimePercent: number;
}

export function accommodationsRepository(ds: DataSource) {
  return {
    /** Null for an unknown user. */
    async setExtraTime(userId: number, percent: number): Promise<AccommodationsRecord | null> {
      const rows = await queryRows<AccommodationsRecord>(
        ds,
        `UPDATE users SET extra_time_percent = $2, updated_at = now() WHERE id = $1 RETURNING id, extra_time_percent AS "extraTimePercent"`,
        [userId, percent],
      );
      return rows[0] ?? null;
    },
  };
}
