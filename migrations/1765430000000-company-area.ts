import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company area (issue 14): a company gets the details its info page shows and edits (description,
 * contact e-mail, phone, address) and a join code, 8 characters of the class-code alphabet (no 0/O, 1/I/L),
 * which teachers and students type on /company/join; its company-admin can draw a new one. Existing
 * companies get one here, and a new row gets one from the column default (random_company_code(), so the
 * seeds and any INSERT keep working; the server retries on the rare collision with the unique index).
 * `company_users.joined_by` says how a member came in (added by an admin, or with the code).
 */
export class CompanyArea1765430000000 implements MigrationInterface {
  name = 'CompanyArea1765430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN code text,
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN contact_email text,
        ADD COLUMN phone text,
        ADD COLUMN address text,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`
      CREATE FUNCTION random_company_code() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
          FROM generate_series(1, 8)
      $$`);
    await q.query(`UPDATE companies SET code = random_company_code()`);
    await q.query(`ALTER TABLE companies ALTER COLUMN code SET DEFAULT random_company_code(), ALTER COLUMN code SET NOT NULL`);
    await q.query(`ALTER TABLE companies ADD CONSTRAINT companies_code_format CHECK (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$')`);
    await q.query(`CREATE UNIQUE INDEX companies_code_key ON companies (code)`);
    await q.query(`CREATE INDEX companies_name_idx ON companies (lower(name), id)`);
    await q.query(`ALTER TABLE company_users ADD COLUMN joined_by text NOT NULL DEFAULT 'admin' CHECK (joined_by IN ('admin', 'code'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE company_users DROP COLUMN joined_by`);
    await q.query(`DROP INDEX companies_name_idx`);
    await q.query(`DROP INDEX companies_code_key`);
    await q.query(`
      ALTER TABLE companies DROP CONSTRAINT companies_code_format,
        DROP COLUMN code, DROP COLUMN description, DROP COLUMN contact_email, DROP COLUMN phone,
        DROP COLUMN address, DROP COLUMN updated_at`);
    await q.query(`DROP FUNCTION random_company_code()`);
  }
}
