import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, captchas, password tokens, role profiles, images, instructor codes, notifications. */
export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        roles text[] NOT NULL DEFAULT '{}',
        lang text NOT NULL DEFAULT 'EN-US' CHECK (lang IN ('EN-US', 'ZH-CN', 'ZH-TW')),
        timezone text NOT NULL DEFAULT 'Asia/Taipei',
        email_verified_at timestamptz,
        pro_expired_at timestamptz,
        taken_unlimited_expire_at timestamptz,
        balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
        referral_code_used text,
        product text NOT NULL DEFAULT 'main',
        external_id text,
        avatar_image_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower_uq ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON users (email)`);
    await q.query(`CREATE UNIQUE INDEX users_partner_uq ON users (product, external_id) WHERE external_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE captchas (
        key uuid PRIMARY KEY,
        answer_hash text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX captchas_expires_idx ON captchas (expires_at)`);

    await q.query(`
      CREATE TABLE password_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('reset', 'set')),
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX password_tokens_hash_uq ON password_tokens (token_hash)`);

    await q.query(`
      CREATE TABLE student_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        school text NOT NULL,
        grade_level text,
        graduation_year integer,
        phone text NOT NULL,
        address text,
        language_preference text,
        referral text,
        notes text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE teacher_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        college text NOT NULL,
        major text NOT NULL,
        phone text NOT NULL,
        grade_level text,
        hours_weekly integer CHECK (hours_weekly IS NULL OR hours_weekly BETWEEN 0 AND 168),
        subjects text[] NOT NULL DEFAULT '{}',
        bio text,
        hourly_salary integer CHECK (hourly_salary IS NULL OR hourly_salary >= 0),
        billing jsonb,
        instructor_code text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE parent_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        phone text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE parent_children (
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (parent_id, student_id),
        CHECK (parent_id <> student_id)
      )`);
    await q.query(`CREATE INDEX parent_children_student_idx ON parent_children (student_id)`);

    await q.query(`
      CREATE TABLE images (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        stored_name text NOT NULL UNIQUE,
        mime text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_avatar_fk FOREIGN KEY (avatar_image_id) REFERENCES images(id) ON DELETE SET NULL`);

    await q.query(`
      CREATE TABLE instructor_codes (
        code text PRIMARY KEY,
        active boolean NOT NULL DEFAULT true,
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        type text NOT NULL DEFAULT 'info',
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        description jsonb NOT NULL,
        link jsonb
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_avatar_fk`);
    for (const t of [
      'notifications',
      'instructor_codes',
      'images',
      'parent_children',
      'parent_profiles',
      'teacher_profiles',
      'student_profiles',
      'password_tokens',
      'captchas',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
