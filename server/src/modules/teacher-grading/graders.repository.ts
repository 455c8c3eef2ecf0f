/** The graders table's one writer: which teachers an admin has opened the grading queue to. */
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';

export function graderAccounts(db: DataSource | EntityManager) {
  return {
    async isGrader(userId: number): Promise<boolean> {
      return (await queryRows(db, `SELECT 1 FROM graders WHERE user_id = $1`, [userId])).length > 0;
    },
    /** Idempotent: granting twice keeps the first grant. */
    grant: (userId: number, grantedBy: number) =>
      db.query(`INSERT INTO graders (user_id, granted_by) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, grantedBy]),
    revoke: (userId: number) => db.query(`DELETE FROM graders WHERE user_id = $1`, [userId]),
  };
}
