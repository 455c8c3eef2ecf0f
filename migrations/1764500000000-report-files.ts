import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Score report PDFs, rendered once by the 'render-report-pdf' job and served again from here. One file
 * per attempt, language, tenant branding and grading (graded_at: a regrade stamps a new one, so the next
 * download renders the new scores; the job deletes the attempt's files of older gradings).
 */
export class ReportFiles1764500000000 implements MigrationInterface {
  name = 'ReportFiles1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_files (
        id serial PRIMARY KEY,
        attempt_id integer NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN', 'zh-TW')),
        tenant text NOT NULL CHECK (length(tenant) BETWEEN 1 AND 64),
        graded_at timestamptz NOT NULL,
        bytes bytea NOT NULL CHECK (length(bytes) > 0),
        created_at timestamptz NOT NULL,
        CONSTRAINT report_files_once UNIQUE (attempt_id, locale, tenant, graded_at)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE report_files`);
  }
}
