import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Session and class templates (spec section 3): a saved setup without dates that a manager starts a new course
 * session or class from. Owned by its author and shared with their company (company_id, as for courses), so a
 * company-admin's template serves the company's teachers. The setup is JSON the server validates on the way in.
 */
export class CourseTemplates1765430000001 implements MigrationInterface {
  name = 'CourseTemplates1765430000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE course_templates (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('session', 'class')),
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id integer REFERENCES companies(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        setup jsonb NOT NULL CHECK (jsonb_typeof(setup) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX course_templates_owner_idx ON course_templates (owner_id, kind)`);
    await q.query(`CREATE INDEX course_templates_company_idx ON course_templates (company_id, kind) WHERE company_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE course_templates`);
  }
}
