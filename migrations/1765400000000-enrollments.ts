import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enrollment forms (issue 14; spec sections 3, 4 and 9): a family's three-step form for one course, its
 * students and the friends enrolling with them. Written only by the enrollment module (docs/enrollment.md);
 * tuition, bills, payments and placement build on these rows (they reference enrollments(id) and
 * enrollment_students(id)).
 *
 * - The family comes back by a mailed link carrying a secret token; only its SHA-256 is stored (token_hash),
 *   so a database read never yields a working link. The id is never a credential.
 * - step is the last step saved (1 to 3); submitted_at marks the success page (the form is then closed).
 * - The discount columns are the server's computation with @app/shared's enrollment rules, refreshed at every
 *   save from the stored answers (never typed): tuition reads them as the record's discount.
 * - A course cannot be deleted while an enrollment points at it (RESTRICT): the history stays whole.
 */
export class Enrollments1765400000000 implements MigrationInterface {
  name = 'Enrollments1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE enrollments (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        tenant text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en-US', 'zh-CN', 'zh-TW')),
        course_id integer NOT NULL REFERENCES courses(id) ON DELETE RESTRICT,
        step smallint NOT NULL DEFAULT 1 CHECK (step BETWEEN 1 AND 3),
        submitted_at timestamptz,
        -- Step 1: who is writing.
        role text NOT NULL CHECK (role IN ('student', 'parent', 'other')),
        contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 100),
        contact_email text NOT NULL CHECK (contact_email = lower(contact_email) AND length(contact_email) <= 254),
        contact_phone text NOT NULL CHECK (length(contact_phone) BETWEEN 7 AND 40),
        -- Step 2: the parent (the students are enrollment_students).
        parent_name text CHECK (length(parent_name) <= 100),
        parent_email text CHECK (parent_email = lower(parent_email) AND length(parent_email) <= 254),
        parent_phone text CHECK (length(parent_phone) <= 40),
        parent_home_phone text CHECK (length(parent_home_phone) <= 40),
        -- Step 3: class details.
        class_type text CHECK (class_type IN ('group', 'private', 'counselling')),
        tutor_mode text CHECK (tutor_mode IN ('online', 'in_person')),
        previous_class text CHECK (length(previous_class) <= 1000),
        mandarin_help text CHECK (mandarin_help IN ('none', 'when_needed', 'often', 'mostly')),
        heard_from text CHECK (heard_from IN ('friend', 'former_student', 'school', 'search', 'social_media', 'event', 'other')),
        heard_from_detail text CHECK (length(heard_from_detail) <= 200),
        referrer_name text CHECK (length(referrer_name) <= 100),
        referrer_contact text CHECK (length(referrer_contact) <= 254),
        payment_method text CHECK (payment_method IN ('bank_transfer', 'check', 'cash')),
        payment_currency text CHECK (payment_currency IN ('TWD', 'RMB', 'USD')),
        notes text CHECK (length(notes) <= 2000),
        -- The server's discount (minor units of discount_currency = the course's currency) and its lines.
        discount_currency text NOT NULL CHECK (discount_currency IN ('TWD', 'RMB', 'USD')),
        discount_total integer NOT NULL DEFAULT 0 CHECK (discount_total >= 0),
        referrer_bonus integer NOT NULL DEFAULT 0 CHECK (referrer_bonus >= 0),
        discount_lines jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(discount_lines) = 'array'),
        -- The back office's marks (spec section 4).
        read_at timestamptz,
        read_by integer REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'archived', 'cancelled', 'deleted')),
        payment_status text NOT NULL DEFAULT 'unknown' CHECK (payment_status IN ('unknown', 'unpaid', 'paid', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT enrollments_check_currency CHECK (payment_method IS DISTINCT FROM 'check' OR payment_currency IS DISTINCT FROM 'RMB'),
        CONSTRAINT enrollments_payment_pair CHECK ((payment_method IS NULL) = (payment_currency IS NULL)),
        CONSTRAINT enrollments_submitted_complete CHECK (
          submitted_at IS NULL OR (step = 3 AND class_type IS NOT NULL AND tutor_mode IS NOT NULL AND mandarin_help IS NOT NULL
                                   AND heard_from IS NOT NULL AND payment_method IS NOT NULL))
      )`);
    // The back office's list: newest first, by course (company-admins reach enrollments through their courses).
    await q.query(`CREATE INDEX enrollments_created_idx ON enrollments (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX enrollments_course_idx ON enrollments (course_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE enrollment_students (
        id serial PRIMARY KEY,
        enrollment_id integer NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 19),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text CHECK (email = lower(email) AND length(email) <= 254),
        phone text CHECK (length(phone) <= 40),
        home_phone text CHECK (length(home_phone) <= 40),
        school text CHECK (length(school) <= 120),
        graduation_year smallint CHECK (graduation_year BETWEEN 1990 AND 2100),
        address text CHECK (length(address) <= 300),
        test_scores jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(test_scores) = 'array'),
        -- The account placement links the student to (written by placement, not by the form).
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        UNIQUE (enrollment_id, position)
      )`);

    // Friends enrolling together (the group discount counts them with the family's students).
    await q.query(`
      CREATE TABLE enrollment_group_members (
        enrollment_id integer NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 19),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        contact text CHECK (length(contact) <= 254),
        PRIMARY KEY (enrollment_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS enrollment_group_members, enrollment_students, enrollments`);
  }
}
