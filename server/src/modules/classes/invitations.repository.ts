/** Invitations by e-mail: one open token per class and address; accepting it lets the student skip approval. */
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../lib/sql';

export function invitationsRepository(db: DataSource | EntityManager) {
  return {
    /** A new token for the address (a repeated invitation replaces the old token). */
    async upsert(classId: number, email: string, invitedBy: number, now: Date): Promise<string> {
      const token = crypto.randomBytes(18).toString('base64url');
      await db.query(
        `INSERT INTO class_invitations (class_id, email, token, invited_by, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (class_id, email) DO UPDATE SET token = EXCLUDED.token, invited_by = EXCLUDED.invited_by,
                                                     created_at = EXCLUDED.created_at, accepted_at = NULL`,
        [classId, email, token, invitedBy, now],
      );
      return token;
    },

    async open(classId: number, token: string): Promise<boolean> {
      const rows = await queryRows(db, `SELECT 1 FROM class_invitations WHERE class_id = $1 AND token = $2 AND accepted_at IS NULL`, [
        classId,
        token,
      ]);
      return rows.length > 0;
    },

    accept: (classId: number, token: string, at: Date) =>
      db.query(`UPDATE class_invitations SET accepted_at = $3 WHERE class_id = $1 AND token = $2`, [classId, token, at]),
  };
}
