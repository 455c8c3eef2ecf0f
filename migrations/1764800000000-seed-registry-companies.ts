import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demo seeds create a company (its members see each other's results), so the seed registry records
 * companies too: a company an admin renames or empties is then never created again at the next start.
 */
export class SeedRegistryCompanies1764800000000 implements MigrationInterface {
  name = 'SeedRegistryCompanies1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE seed_registry DROP CONSTRAINT seed_registry_kind_check,
        ADD CONSTRAINT seed_registry_kind_check CHECK (kind IN ('user', 'passage', 'question', 'practice', 'adaptive-set', 'score-table', 'company'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM seed_registry WHERE kind = 'company'`);
    await q.query(`
      ALTER TABLE seed_registry DROP CONSTRAINT seed_registry_kind_check,
        ADD CONSTRAINT seed_registry_kind_check CHECK (kind IN ('user', 'passage', 'question', 'practice', 'adaptive-set', 'score-table'))`);
  }
}
