import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's public site (issue 15). site_texts: the admins' overrides of the site's built-in texts
 * (shared/src/site), one row per key and language, so copy changes need no deploy. contact_messages: what
 * visitors send through the contact form, per tenant, with the inbox's read and reply state.
 */
export class PublicSite1765200000000 implements MigrationInterface {
  name = 'PublicSite1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_texts (
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 120),
        locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN', 'zh-TW')),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
        updated_by integer REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (key, locale)
      )`);
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        tenant text NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text CHECK (email IS NULL OR email = lower(email)),
        phone text,
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
        course text,
        locale text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        replied_at timestamptz,
        CHECK (email IS NOT NULL OR phone IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX contact_messages_inbox ON contact_messages (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_messages`);
    await q.query(`DROP TABLE site_texts`);
  }
}
