import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the start-up seeding has created, by stable slug: seeding stays idempotent without adding
 * slug columns to content tables, and content an admin later edits is never overwritten.
 */
export class SeedRegistry1764000000000 implements MigrationInterface {
  name = 'SeedRegistry1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seed_registry (
        slug text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('user', 'passage', 'question', 'practice', 'adaptive-set', 'score-table')),
        entity_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE seed_registry`);
  }
}
