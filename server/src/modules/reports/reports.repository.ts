/** Stored score report PDFs (report_files) and the few taker details the PDF prints. */
import type { DataSource, EntityManager } from 'typeorm';
import type { Locale } from '@app/shared';
import { queryRows } from '../../lib/sql';

/** What identifies one rendering: a regrade (new graded_at), another language or brand renders anew. */
export interface ReportFileKey {
  attemptId: number;
  locale: Locale;
  tenant: string;
  gradedAt: string;
}

export interface TakerRecord {
  name: string;
  timezone: string;
}

const KEY_WHERE = `attempt_id = $1 AND locale = $2 AND tenant = $3 AND graded_at = $4::timestamptz`;
const keyParams = (k: ReportFileKey) => [k.attemptId, k.locale, k.tenant, k.gradedAt];

export function reportsRepository(db: DataSource | EntityManager) {
  return {
    async find(key: ReportFileKey): Promise<Buffer | null> {
      const rows = await queryRows<{ bytes: Buffer }>(db, `SELECT bytes FROM report_files WHERE ${KEY_WHERE}`, keyParams(key));
      return rows[0]?.bytes ?? null;
    },

    async exists(key: ReportFileKey): Promise<boolean> {
      const rows = await queryRows<{ ok: boolean }>(db, `SELECT EXISTS (SELECT 1 FROM report_files WHERE ${KEY_WHERE}) AS ok`, keyParams(key));
      return rows[0].ok;
    },

    /**
     * Keeps the first file of a key (two jobs for the same report may race) and drops the attempt's files
     * of older gradings, in one statement.
     */
    async save(key: ReportFileKey, bytes: Buffer, at: Date): Promise<void> {
      await db.query(
        `WITH stale AS (DELETE FROM report_files WHERE attempt_id = $1 AND graded_at < $4::timestamptz)
         INSERT INTO report_files (attempt_id, locale, tenant, graded_at, bytes, created_at) VALUES ($1, $2, $3, $4::timestamptz, $5, $6)
         ON CONFLICT ON CONSTRAINT report_files_once DO NOTHING`,
        [...keyParams(key), bytes, at],
      );
    },

    /** The taker's name as the report prints it (first and last name, else the username) and their time zone. */
    async taker(userId: number): Promise<TakerRecord | null> {
      const rows = await queryRows<TakerRecord>(
        db,
        `SELECT COALESCE(NULLIF(btrim(concat_ws(' ', first_name, last_name)), ''), username) AS name, timezone FROM users WHERE id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },
  };
}
