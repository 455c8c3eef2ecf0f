import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subjects admins add beyond the built-in SAT taxonomy (issue 16, "add subject"): a domain under a section
 * family or a skill under a domain, named in the three languages. Codes are unique across kinds (the
 * built-in codes are too, and questions store the code as text). Never deleted: archived.
 */
export class Subjects1765480000000 implements MigrationInterface {
  name = 'Subjects1765480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE subjects (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('domain', 'skill')),
        code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(code) <= 60),
        parent text NOT NULL,
        name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 100),
        name_zh_cn text NOT NULL CHECK (length(name_zh_cn) BETWEEN 1 AND 100),
        name_zh_tw text NOT NULL CHECK (length(name_zh_tw) BETWEEN 1 AND 100),
        archived_at timestamptz,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind <> 'domain' OR parent IN ('reading-writing', 'math'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subjects`);
  }
}
